import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applyBrazilianZodMessages } from '../zod-locale.ts';
import {
  emailOnlySchema,
  passwordChangeSchema,
  profileCompletionSchema,
  quickRegistrationSchema,
  signInSchema,
  signUpSchema,
  signUpWithTermsSchema,
} from './lojista-schemas.ts';

beforeAll(() => applyBrazilianZodMessages());

/** Messages by field path ('' for the root); the first message of each field. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const profile = {
  nome: '  Maria Souza ',
  empresa: ' Loja da Maria ',
  email: ' Maria@Exemplo.COM.br ',
  cnpj: '11.222.333/0001-81',
  telefoneFixo: '(11) 3456-7890',
  whatsappRepresentante: '+55 (21) 98765-4321',
  whatsappLoja: '11 91234-5678',
  cep: '01310-100',
  endereco: ' Av. Paulista, 1000 ',
  estado: 'sp',
  cidade: ' São Paulo ',
  categorias: [3, 1, 3],
  subcategorias: [10],
  descricao: '',
};

describe('profileCompletionSchema', () => {
  it('outputs digits, lower-case e-mail, 55-prefixed phones and trimmed text', () => {
    expect(profileCompletionSchema.parse(profile)).toEqual({
      nome: 'Maria Souza',
      empresa: 'Loja da Maria',
      email: 'maria@exemplo.com.br',
      cnpj: '11222333000181',
      telefoneFixo: '551134567890',
      whatsappRepresentante: '5521987654321',
      whatsappLoja: '5511912345678',
      cep: '01310100',
      endereco: 'Av. Paulista, 1000',
      estado: 'SP',
      cidade: 'São Paulo',
      categorias: [3, 1],
      subcategorias: [10],
      descricao: undefined,
    });
  });

  it('leaves the optional fields out when blank or null', () => {
    const data = profileCompletionSchema.parse({
      ...profile,
      cnpj: '',
      telefoneFixo: null,
      cep: '   ',
      endereco: undefined,
      descricao: null,
    });
    expect(data).toMatchObject({ cnpj: undefined, telefoneFixo: undefined, cep: undefined });
    expect(data.endereco).toBeUndefined();
    expect(data.descricao).toBeUndefined();
  });

  it('words every field error as the spec does', () => {
    expect(
      errorsOf(profileCompletionSchema, {
        nome: 'M',
        empresa: 'L',
        email: '',
        cnpj: '11.222.333/0001-82',
        telefoneFixo: '(11) 9345-6789',
        whatsappRepresentante: '',
        whatsappLoja: '',
        cep: '0131',
        endereco: 'x'.repeat(301),
        estado: '',
        cidade: '  ',
        categorias: [],
        subcategorias: [],
        descricao: 'x'.repeat(1001),
      }),
    ).toEqual({
      nome: 'Nome deve ter pelo menos 2 caracteres',
      empresa: 'Nome da empresa deve ter pelo menos 2 caracteres',
      email: 'E-mail é obrigatório',
      cnpj: 'CNPJ inválido',
      telefoneFixo: 'Telefone fixo não pode começar com 9',
      whatsappRepresentante: 'WhatsApp do representante é obrigatório',
      whatsappLoja: 'WhatsApp da loja é obrigatório',
      cep: 'CEP inválido. Deve conter 8 dígitos.',
      endereco: 'Endereço muito longo',
      estado: 'Selecione um estado',
      cidade: 'Selecione uma cidade',
      categorias: 'Selecione pelo menos uma categoria',
      subcategorias: 'Selecione pelo menos uma subcategoria',
      descricao: 'Descrição muito longa',
    });
  });

  it('says too long, invalid WhatsApp and invalid e-mail', () => {
    expect(
      errorsOf(profileCompletionSchema, {
        ...profile,
        nome: 'x'.repeat(101),
        empresa: 'x'.repeat(201),
        email: 'maria@',
        whatsappRepresentante: '(11) 3456-7890',
        whatsappLoja: '(20) 98765-4321',
        estado: 'São Paulo',
      }),
    ).toEqual({
      nome: 'Nome muito longo',
      empresa: 'Nome da empresa muito longo',
      email: 'E-mail deve conter um domínio válido',
      whatsappRepresentante: 'WhatsApp do representante inválido',
      whatsappLoja: 'WhatsApp da loja inválido',
      estado: 'Selecione um estado',
    });
  });

  it('rejects non-positive or fractional category ids', () => {
    const errors = errorsOf(profileCompletionSchema, { ...profile, categorias: [0], subcategorias: [1.5] });
    expect(Object.keys(errors)).toEqual(['categorias.0', 'subcategorias.0']);
  });

  it('reports missing fields in Portuguese', () => {
    const errors = errorsOf(profileCompletionSchema, {});
    expect(errors).toMatchObject({
      whatsappLoja: 'WhatsApp da loja é obrigatório',
      estado: 'Selecione um estado',
      categorias: 'Selecione pelo menos uma categoria',
    });
    expect(errors.cnpj).toBeUndefined();
  });
});

const quick = {
  nomeLoja: ' Ferragens Silva ',
  cnpj: '33.000.167/0001-01',
  email: 'CONTATO@ferragens.com',
  whatsappLoja: '5547991234567',
  nomeRepresentante: 'João Silva',
  whatsappRepresentante: '(47) 99876-5432',
  cep: '',
  estado: 'SC',
  cidade: 'Joinville',
  endereco: '',
  categorias: [5],
  termosAceitos: true,
};

describe('quickRegistrationSchema', () => {
  it('normalises the shop and defaults subcategories to none', () => {
    expect(quickRegistrationSchema.parse(quick)).toEqual({
      nomeLoja: 'Ferragens Silva',
      cnpj: '33000167000101',
      email: 'contato@ferragens.com',
      whatsappLoja: '5547991234567',
      nomeRepresentante: 'João Silva',
      whatsappRepresentante: '5547998765432',
      cep: undefined,
      estado: 'SC',
      cidade: 'Joinville',
      endereco: undefined,
      categorias: [5],
      subcategorias: [],
      termosAceitos: true,
    });
  });

  it('names the store in its length messages', () => {
    expect(errorsOf(quickRegistrationSchema, { ...quick, nomeLoja: 'F' }).nomeLoja).toBe(
      'Nome da loja deve ter pelo menos 2 caracteres',
    );
    expect(errorsOf(quickRegistrationSchema, { ...quick, nomeLoja: 'F'.repeat(201) }).nomeLoja).toBe(
      'Nome da loja muito longo',
    );
  });

  it('requires the CNPJ and says what is wrong with it', () => {
    expect(errorsOf(quickRegistrationSchema, { ...quick, cnpj: '' }).cnpj).toBe('CNPJ é obrigatório');
    expect(errorsOf(quickRegistrationSchema, { ...quick, cnpj: undefined }).cnpj).toBe('CNPJ é obrigatório');
    expect(errorsOf(quickRegistrationSchema, { ...quick, cnpj: '11.222.333/0001' }).cnpj).toBe(
      'CNPJ deve conter 14 dígitos',
    );
    expect(errorsOf(quickRegistrationSchema, { ...quick, cnpj: '11.111.111/1111-11' }).cnpj).toBe(
      'CNPJ não pode ter todos os dígitos iguais',
    );
    expect(errorsOf(quickRegistrationSchema, { ...quick, cnpj: '11.222.333/0001-80' }).cnpj).toBe(
      'CNPJ inválido - verifique os dígitos',
    );
  });

  it('requires the terms, at least one category and both WhatsApp numbers', () => {
    expect(
      errorsOf(quickRegistrationSchema, {
        ...quick,
        termosAceitos: false,
        categorias: [],
        whatsappLoja: '4791234567',
        whatsappRepresentante: undefined,
      }),
    ).toEqual({
      termosAceitos: 'Você precisa aceitar os Termos de Uso e Política de Privacidade',
      categorias: 'Selecione pelo menos uma categoria',
      whatsappLoja: 'WhatsApp da loja inválido',
      whatsappRepresentante: 'WhatsApp do representante é obrigatório',
    });
  });
});

describe('signUpSchema', () => {
  const signUp = { nome: 'Ana', email: 'Ana@X.com', senha: 'segredo1', confirmacao: 'segredo1' };

  it('accepts matching passwords and lower-cases the e-mail', () => {
    expect(signUpSchema.parse(signUp)).toEqual({ ...signUp, email: 'ana@x.com' });
  });

  it('says short password and mismatching confirmation', () => {
    expect(errorsOf(signUpSchema, { ...signUp, senha: '12345', confirmacao: '12345' })).toEqual({
      senha: 'A senha deve ter pelo menos 6 caracteres.',
    });
    expect(errorsOf(signUpSchema, { ...signUp, confirmacao: 'segredo2' })).toEqual({
      confirmacao: 'As senhas não coincidem.',
    });
    expect(errorsOf(signUpSchema, { ...signUp, nome: '', confirmacao: '' })).toEqual({
      nome: 'Nome deve ter pelo menos 2 caracteres',
      confirmacao: 'As senhas não coincidem.',
    });
  });

  it('asks for the terms on the alternate screen', () => {
    expect(errorsOf(signUpWithTermsSchema, { ...signUp, termosAceitos: false })).toEqual({
      termosAceitos: 'Você precisa aceitar os Termos de Uso e Política de Privacidade para criar uma conta.',
    });
    expect(signUpWithTermsSchema.parse({ ...signUp, termosAceitos: true }).termosAceitos).toBe(true);
  });
});

describe('signInSchema', () => {
  it('requires e-mail and password', () => {
    expect(errorsOf(signInSchema, { email: '', senha: '' })).toEqual({
      email: 'E-mail é obrigatório',
      senha: 'Senha é obrigatória',
    });
    expect(signInSchema.parse({ email: ' A@B.co ', senha: 'x' })).toEqual({ email: 'a@b.co', senha: 'x' });
  });
});

describe('passwordChangeSchema', () => {
  it('asks for both fields, the minimum length and equal values', () => {
    expect(errorsOf(passwordChangeSchema, { novaSenha: '', confirmacao: '' })).toEqual({
      novaSenha: 'Por favor, preencha todos os campos de senha.',
      confirmacao: 'Por favor, preencha todos os campos de senha.',
    });
    expect(errorsOf(passwordChangeSchema, { novaSenha: 'abc', confirmacao: 'abc' })).toEqual({
      novaSenha: 'A senha deve ter pelo menos 6 caracteres.',
    });
    expect(errorsOf(passwordChangeSchema, { novaSenha: 'abcdef', confirmacao: 'abcdeg' })).toEqual({
      confirmacao: 'A nova senha e a confirmação devem ser iguais.',
    });
    expect(passwordChangeSchema.parse({ novaSenha: 'abcdef', confirmacao: 'abcdef' }).novaSenha).toBe(
      'abcdef',
    );
  });
});

describe('emailOnlySchema', () => {
  it('asks for the e-mail and normalises it', () => {
    expect(errorsOf(emailOnlySchema, { email: ' ' })).toEqual({ email: 'Por favor, digite seu email.' });
    expect(errorsOf(emailOnlySchema, {})).toEqual({ email: 'Por favor, digite seu email.' });
    expect(errorsOf(emailOnlySchema, { email: 'a@@b.com' })).toEqual({
      email: 'E-mail deve conter apenas um @',
    });
    expect(emailOnlySchema.parse({ email: ' Loja@Email.com ' })).toEqual({ email: 'loja@email.com' });
  });
});

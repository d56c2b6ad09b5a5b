import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issuesToFields } from '../validation/field-errors.ts';
import { applyBrazilianZodMessages } from '../zod-locale.ts';
import {
  profileCompletionSchema,
  profileEditSchema,
  quickRegistrationSchema,
  shopFromProfileCompletion,
  shopFromQuickRegistration,
} from './shop-profile.ts';

beforeAll(() => applyBrazilianZodMessages());

/** Messages by field path ('' for the root); the first message of each field. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesToFields(result.error.issues, { root: '' });
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
      cnpj: 'CNPJ inválido - verifique os dígitos',
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

  it('says exactly what is wrong with a CNPJ or a phone, as spec 000 §5 words it', () => {
    const hints = (fields: Record<string, string>) =>
      errorsOf(profileCompletionSchema, { ...profile, ...fields });
    expect(hints({ cnpj: '11.222.333/0001', telefoneFixo: '(11) 98765-4321' })).toEqual({
      cnpj: 'CNPJ deve conter 14 dígitos',
      telefoneFixo: 'Telefone fixo não pode começar com 9',
    });
    expect(hints({ cnpj: '11.111.111/1111-11', whatsappRepresentante: '(00) 98765-4321' })).toEqual({
      cnpj: 'CNPJ não pode ter todos os dígitos iguais',
      whatsappRepresentante: 'DDD inválido',
    });
    expect(hints({ whatsappLoja: '(11) 3456-7890', telefoneFixo: '(00) 3456-7890' })).toEqual({
      whatsappLoja: 'WhatsApp deve começar com 9 após o DDD',
      telefoneFixo: 'DDD inválido',
    });
  });

  it('says too long, invalid WhatsApp and invalid e-mail', () => {
    expect(
      errorsOf(profileCompletionSchema, {
        ...profile,
        nome: 'x'.repeat(101),
        empresa: 'x'.repeat(201),
        email: 'maria@',
        whatsappRepresentante: '(11) 98765-432',
        whatsappLoja: '+55 (11) 9876',
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

const edit = {
  nomeLoja: 'Loja da Maria',
  email: 'maria@exemplo.com.br',
  endereco: '',
  cep: '01310-100',
  estado: 'SP',
  cidade: 'São Paulo',
  telefone: '+55 (11) 98765-4321',
  whatsapp: '+55 (21) 98765-4321',
  whatsappLoja: '+55 (11) 91234-5678',
  categorias: [2],
  subcategorias: [],
};

describe('profileEditSchema', () => {
  it('takes every field but the CNPJ and the representative name, a mobile allowed as telefone', () => {
    expect(profileEditSchema.parse({ ...edit, cnpj: '11.222.333/0001-81', nomeResponsavel: 'X' })).toEqual({
      nomeLoja: 'Loja da Maria',
      email: 'maria@exemplo.com.br',
      endereco: undefined,
      cep: '01310100',
      estado: 'SP',
      cidade: 'São Paulo',
      telefone: '5511987654321',
      whatsapp: '5521987654321',
      whatsappLoja: '5511912345678',
      categorias: [2],
      subcategorias: [],
    });
  });

  it('words its errors as the other forms do, in the order the dialog lists them', () => {
    const errors = errorsOf(profileEditSchema, {
      ...edit,
      nomeLoja: 'L',
      telefone: '(11) 1234',
      whatsapp: '',
      categorias: [],
    });
    expect(errors).toEqual({
      nomeLoja: 'Nome da loja deve ter pelo menos 2 caracteres',
      telefone: expect.any(String),
      whatsapp: 'WhatsApp do representante é obrigatório',
      categorias: 'Selecione pelo menos uma categoria',
    });
    expect(Object.keys(errors)).toEqual(['nomeLoja', 'telefone', 'whatsapp', 'categorias']);
  });
});

describe('shopFrom*', () => {
  it('maps the profile completion to the shop, blanks as null', () => {
    const form = profileCompletionSchema.parse({ ...profile, cnpj: '', telefoneFixo: '', cep: '' });
    expect(shopFromProfileCompletion(form)).toEqual({
      nomeLoja: 'Loja da Maria',
      nomeResponsavel: 'Maria Souza',
      cnpj: null,
      telefone: null,
      whatsapp: '5521987654321',
      whatsappLoja: '5511912345678',
      cep: null,
      endereco: 'Av. Paulista, 1000',
      estado: 'SP',
      cidade: 'São Paulo',
      categorias: [3, 1],
      subcategorias: [10],
    });
  });

  it("maps the quick registration to the shop, the representative's WhatsApp as its telefone", () => {
    expect(shopFromQuickRegistration(quickRegistrationSchema.parse(quick))).toEqual({
      nomeLoja: 'Ferragens Silva',
      nomeResponsavel: 'João Silva',
      cnpj: '33000167000101',
      telefone: '5547998765432',
      whatsapp: '5547998765432',
      whatsappLoja: '5547991234567',
      cep: null,
      endereco: null,
      estado: 'SC',
      cidade: 'Joinville',
      categorias: [5],
      subcategorias: [],
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applyBrazilianZodMessages } from '../zod-locale.ts';
import { issuesToFields } from './field-errors.ts';
import {
  emailOnlySchema,
  passwordChangeSchema,
  signInSchema,
  signUpSchema,
  signUpWithTermsSchema,
} from './lojista-schemas.ts';

beforeAll(() => applyBrazilianZodMessages());

/** Messages by field path ('' for the root); the first message of each field. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesToFields(result.error.issues, { root: '' });
}

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

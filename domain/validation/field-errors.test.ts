import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToFields } from './field-errors.ts';

const schema = z
  .object({
    nome: z.string().min(1, 'Informe o nome').min(3, 'Nome curto'),
    endereco: z.object({ cep: z.string().length(8, 'CEP inválido') }),
    categorias: z.array(z.number().positive('Categoria inválida')),
    senha: z.string(),
    confirmacao: z.string(),
  })
  .refine((v) => v.senha === v.confirmacao, { message: 'As senhas não coincidem.', path: ['confirmacao'] })
  .refine((v) => v.nome !== v.senha, { message: 'A senha não pode ser o nome.' });

const issuesOf = (input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to fail');
  return result.error.issues;
};

const input = { nome: '', endereco: { cep: '123' }, categorias: [1, -2], senha: 'a', confirmacao: 'a' };

describe('issuesToFields', () => {
  it('keys each message by its dotted path, the first issue of a field winning', () => {
    expect(issuesToFields(issuesOf(input))).toEqual({
      nome: 'Informe o nome',
      'endereco.cep': 'CEP inválido',
      'categorias.1': 'Categoria inválida',
    });
  });

  it('keys by the top-level field for a flat form', () => {
    expect(issuesToFields(issuesOf(input), { key: 'field' })).toEqual({
      nome: 'Informe o nome',
      endereco: 'CEP inválido',
      categorias: 'Categoria inválida',
    });
  });

  it('puts a refine with a path on that field and one without under the root key', () => {
    const valid = { nome: 'abc', endereco: { cep: '01310100' }, categorias: [1] };
    expect(issuesToFields(issuesOf({ ...valid, senha: 'x', confirmacao: 'y' }))).toEqual({
      confirmacao: 'As senhas não coincidem.',
    });
    expect(issuesToFields(issuesOf({ ...valid, senha: 'abc', confirmacao: 'abc' }))).toEqual({
      _: 'A senha não pode ser o nome.',
    });
    expect(
      issuesToFields(issuesOf({ ...valid, senha: 'abc', confirmacao: 'abc' }), { root: 'root' }),
    ).toEqual({ root: 'A senha não pode ser o nome.' });
  });

  it('turns symbol and number keys into text', () => {
    const key = Symbol('campo');
    expect(issuesToFields([{ path: [key, 0], message: 'x' }])).toEqual({ 'Symbol(campo).0': 'x' });
  });

  it('returns nothing for no issues', () => {
    expect(issuesToFields([])).toEqual({});
  });
});

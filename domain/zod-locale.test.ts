import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyBrazilianZodMessages } from './zod-locale.ts';

describe('applyBrazilianZodMessages', () => {
  it('words zod defaults in Portuguese and keeps schema messages', () => {
    applyBrazilianZodMessages();
    const schema = z.object({
      nome: z.string(),
      idade: z.number(),
      email: z.email(),
      cnpj: z.string().length(14, 'CNPJ deve ter 14 dígitos'),
    });
    const result = schema.safeParse({ idade: 'dez', email: 'x', cnpj: '1' });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      nome: 'Campo obrigatório',
      idade: 'Entrada inválida: esperava um número, recebeu um texto',
      email: expect.stringContaining('e-mail inválido'),
      cnpj: 'CNPJ deve ter 14 dígitos',
    });
  });
});

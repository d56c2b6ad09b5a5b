import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail, validateEmail } from './email.ts';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Loja.Maria@Exemplo.COM.BR ')).toBe('loja.maria@exemplo.com.br');
  });
});

describe('validateEmail', () => {
  it.each(['loja@exemplo.com', 'Maria.Souza+vendas@loja-centro.com.br', ' A@B.CO '])(
    'accepts %s',
    (email) => {
      expect(validateEmail(email)).toBeNull();
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    ['', 'E-mail é obrigatório'],
    ['   ', 'E-mail é obrigatório'],
    ['loja.exemplo.com', 'E-mail deve conter @'],
    ['loja@@exemplo.com', 'E-mail deve conter apenas um @'],
    ['loja@ex@emplo.com', 'E-mail deve conter apenas um @'],
    ['loja..maria@exemplo.com', 'E-mail não pode conter pontos consecutivos'],
    ['loja@exemplo..com', 'E-mail não pode conter pontos consecutivos'],
    ['loja@', 'E-mail deve conter um domínio válido'],
    ['loja@exemplo', 'E-mail deve conter um domínio válido'],
    ['loja@-exemplo.com', 'E-mail deve conter um domínio válido'],
    ['loja@exemplo.c', 'E-mail deve conter um domínio válido'],
    ['@exemplo.com', 'Formato de e-mail inválido'],
    ['loja maria@exemplo.com', 'Formato de e-mail inválido'],
    ['.loja@exemplo.com', 'Formato de e-mail inválido'],
    [`${'a'.repeat(65)}@exemplo.com`, 'E-mail inválido'],
    [`a@${`${'b'.repeat(62)}.`.repeat(4)}com`, 'E-mail inválido'], // 258 characters
  ])('says what is wrong with %j', (email, message) => {
    expect(validateEmail(email)).toBe(message);
  });
});

import { describe, expect, it } from 'vitest';
import { isValidCep, normalizeCep, validateCep } from './cep.ts';

describe('validateCep', () => {
  it('accepts 8 digits, masked or not', () => {
    expect(validateCep('01310-100')).toBeNull();
    expect(validateCep('01310100')).toBeNull();
    expect(isValidCep(' 89201-000 ')).toBe(true);
  });

  it('asks for 8 digits otherwise', () => {
    for (const cep of ['', '0131-010', '013101000', 'ABCDE-FGH', '01310-1OO']) {
      expect(validateCep(cep)).toBe('CEP inválido. Deve conter 8 dígitos.');
    }
  });

  it('normalises to digits', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
  });
});

import { describe, expect, it } from 'vitest';
import { isValidCnpj, normalizeCnpj, validateCnpj } from './cnpj.ts';

describe('validateCnpj', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '11.444.777/0001-61',
    '33.000.167/0001-01',
    '00.000.000/0001-91',
    ' 60.574.604/0001-73 ',
  ])('accepts the real CNPJ %s', (cnpj) => {
    expect(validateCnpj(cnpj)).toBeNull();
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it('says the CNPJ is required when empty', () => {
    expect(validateCnpj('')).toBe('CNPJ é obrigatório');
    expect(validateCnpj('   ')).toBe('CNPJ é obrigatório');
    expect(validateCnpj(undefined)).toBe('CNPJ é obrigatório');
  });

  it('asks for 14 digits', () => {
    expect(validateCnpj('11.222.333/0001-8')).toBe('CNPJ deve conter 14 dígitos');
    expect(validateCnpj('112223330001811')).toBe('CNPJ deve conter 14 dígitos');
  });

  it('rejects a CNPJ of one repeated digit, which passes the check-digit arithmetic', () => {
    expect(validateCnpj('00.000.000/0000-00')).toBe('CNPJ não pode ter todos os dígitos iguais');
    expect(validateCnpj('99999999999999')).toBe('CNPJ não pode ter todos os dígitos iguais');
  });

  it('checks both check digits', () => {
    expect(validateCnpj('11.222.333/0001-91')).toBe('CNPJ inválido - verifique os dígitos');
    expect(validateCnpj('11.222.333/0001-82')).toBe('CNPJ inválido - verifique os dígitos');
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
  });

  it('rejects letters instead of dropping them', () => {
    expect(validateCnpj('11a222333000181')).toBe('CNPJ inválido - verifique os dígitos');
  });
});

describe('normalizeCnpj', () => {
  it('keeps only the digits', () => {
    expect(normalizeCnpj(' 11.222.333/0001-81 ')).toBe('11222333000181');
  });
});

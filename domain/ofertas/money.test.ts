import { describe, expect, it } from 'vitest';
import {
  centsFromTypedDigits,
  centsToDecimalString,
  decimalStringToCents,
  formatBRL,
  formatBRLText,
  maskBRL,
} from './money.ts';

describe('prices typed as digits', () => {
  it('shifts each typed digit in from the right, as cents', () => {
    expect(['1', '12', '123', '1234', '120000'].map(centsFromTypedDigits)).toEqual([
      1, 12, 123, 1234, 120000,
    ]);
  });

  it('reads an already formatted value back to the same cents', () => {
    expect(centsFromTypedDigits('R$ 1.234,56')).toBe(123456);
    expect(centsFromTypedDigits(formatBRL(99))).toBe(99);
    expect(centsFromTypedDigits('R$ 0,00')).toBe(0);
    expect(centsFromTypedDigits('')).toBe(0);
  });

  it('formats BRL the pt-BR way', () => {
    expect(formatBRL(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(maskBRL('5').replace(/\s/g, ' ')).toBe('R$ 0,05');
  });

  it('keeps the non-breaking space on screens and writes a plain one in messages', () => {
    expect(formatBRL(120050)).toBe('R$\u00a01.200,50');
    expect(formatBRLText(120050)).toBe('R$ 1.200,50');
    expect(formatBRLText(decimalStringToCents('99999999.99'))).toBe('R$ 99.999.999,99');
  });

  it('converts cents to the exact decimal text and back', () => {
    expect([0, 5, 99, 100, 120000, 9_999_999_999].map(centsToDecimalString)).toEqual([
      '0.00',
      '0.05',
      '0.99',
      '1.00',
      '1200.00',
      '99999999.99',
    ]);
    expect(decimalStringToCents('1200.5')).toBe(120050);
    expect(decimalStringToCents('1200')).toBe(120000);
    expect(() => centsToDecimalString(1.5)).toThrow();
  });
});

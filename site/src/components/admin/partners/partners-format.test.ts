import { describe, expect, it } from 'vitest';
import { countLabel, formatDocumento } from './partners-format.ts';

describe('partners format', () => {
  it('punctuates a CNPJ and a CPF and leaves other documents as stored', () => {
    expect(formatDocumento('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatDocumento('12345678909')).toBe('123.456.789-09');
    expect(formatDocumento('123')).toBe('123');
  });

  it('says "N associados", singular for one', () => {
    expect(countLabel(0)).toBe('0 associados');
    expect(countLabel(1)).toBe('1 associado');
    expect(countLabel(12)).toBe('12 associados');
  });
});

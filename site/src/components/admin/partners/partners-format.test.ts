import { describe, expect, it } from 'vitest';
import { countLabel, formatDocumento, formatTelefone } from './partners-format.ts';

describe('partners format', () => {
  it('punctuates a CNPJ and a CPF and leaves other documents as stored', () => {
    expect(formatDocumento('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatDocumento('12345678909')).toBe('123.456.789-09');
    expect(formatDocumento('123')).toBe('123');
  });

  it('masks a phone of digits only', () => {
    expect(formatTelefone('11987654321')).toBe('+55 (11) 98765-4321');
    expect(formatTelefone('+55 11 3333-4444')).toBe('+55 11 3333-4444');
  });

  it('says "N associados", singular for one', () => {
    expect(countLabel(0)).toBe('0 associados');
    expect(countLabel(1)).toBe('1 associado');
    expect(countLabel(12)).toBe('12 associados');
  });
});

import { describe, expect, it } from 'vitest';
import { formatPhone, maskCep, maskCnpj, maskPhone, onlyDigits } from './masks.ts';

describe('onlyDigits', () => {
  it('drops everything but digits', () => {
    expect(onlyDigits('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(onlyDigits('abc')).toBe('');
  });
});

describe('maskCnpj', () => {
  it('formats progressively while typing', () => {
    const steps = ['1', '11', '11.2', '11.222', '11.222.3', '11.222.333', '11.222.333/0', '11.222.333/0001'];
    for (const expected of steps) expect(maskCnpj(onlyDigits(expected))).toBe(expected);
    expect(maskCnpj('1122233300018')).toBe('11.222.333/0001-8');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('re-masks masked input and stops at 14 digits', () => {
    expect(maskCnpj('11.222.333/0001-819')).toBe('11.222.333/0001-81');
    expect(maskCnpj('')).toBe('');
  });
});

describe('maskCep', () => {
  it('adds the hyphen after the fifth digit only', () => {
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310-1000')).toBe('01310-100');
  });
});

describe('maskPhone', () => {
  it('formats a mobile keystroke by keystroke, re-masking its own output', () => {
    let value = '';
    const seen: string[] = [];
    for (const key of '11987654321') {
      value = maskPhone(value + key);
      seen.push(value);
    }
    expect(seen).toEqual([
      '+55 (1',
      '+55 (11',
      '+55 (11) 9',
      '+55 (11) 98',
      '+55 (11) 987',
      '+55 (11) 9876',
      '+55 (11) 9876-5',
      '+55 (11) 9876-54',
      '+55 (11) 9876-543',
      '+55 (11) 9876-5432',
      '+55 (11) 98765-4321',
    ]);
  });

  it('formats a landline as 0000-0000', () => {
    expect(maskPhone('1134567890')).toBe('+55 (11) 3456-7890');
  });

  it('reads a leading 55 as the country code only with + or 12+ digits (DDD 55 exists)', () => {
    expect(maskPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(maskPhone('+55 11 3456 7890')).toBe('+55 (11) 3456-7890');
    expect(maskPhone('55999990000')).toBe('+55 (55) 99999-0000');
    expect(maskPhone('+55 (55')).toBe('+55 (55');
  });

  it('empties when only the prefix is left after deleting', () => {
    expect(maskPhone('+55 (')).toBe('');
    expect(maskPhone('')).toBe('');
  });

  it('stops at 11 national digits', () => {
    expect(maskPhone('+55 (11) 98765-43219')).toBe('+55 (11) 98765-4321');
  });
});

describe('formatPhone', () => {
  it('shows every stored form of a Brazilian number the same way', () => {
    for (const stored of ['5511987654321', '11987654321', '+55 11 98765-4321', '(11) 98765-4321']) {
      expect(formatPhone(stored)).toBe('+55 (11) 98765-4321');
    }
    expect(formatPhone('551133334444')).toBe('+55 (11) 3333-4444');
  });

  it('shows what cannot be a Brazilian phone as stored', () => {
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone('5500000000000')).toBe('5500000000000');
    expect(formatPhone('0800 123 4567 ramal 2')).toBe('0800 123 4567 ramal 2');
  });
});

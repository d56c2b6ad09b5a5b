import { describe, expect, it } from 'vitest';
import {
  isValidLandline,
  isValidMobile,
  normalizePhone,
  VALID_DDDS,
  validateLandline,
  validateMobile,
} from './phone.ts';

describe('VALID_DDDS', () => {
  it('holds the 67 area codes in use and none of the gaps', () => {
    expect(VALID_DDDS.size).toBe(67);
    for (const ddd of ['11', '19', '21', '24', '28', '38', '49', '55', '61', '69', '79', '89', '99']) {
      expect(VALID_DDDS.has(ddd)).toBe(true);
    }
    for (const ddd of ['10', '20', '23', '25', '26', '29', '36', '39', '50', '52', '56', '60', '70', '72']) {
      expect(VALID_DDDS.has(ddd)).toBe(false);
    }
    for (const ddd of ['76', '78', '80', '90']) expect(VALID_DDDS.has(ddd)).toBe(false);
  });
});

describe('validateMobile', () => {
  it.each([
    '+55 (11) 98765-4321',
    '5521987654321',
    '(31) 99123-4567',
    '48991234567',
    '+55 55 99999-0000',
    '+55 (92) 99111-2222',
    '+55 (99) 98111-2222',
  ])('accepts the mobile %s', (phone) => {
    expect(validateMobile(phone)).toBeNull();
    expect(isValidMobile(phone)).toBe(true);
  });

  it.each([
    ['', 'WhatsApp é obrigatório'],
    ['(11) 8765-4321', 'WhatsApp deve começar com 9 após o DDD'],
    ['(11) 3456-7890', 'WhatsApp deve começar com 9 após o DDD'],
    ['(00) 98765-4321', 'DDD inválido'],
    ['(00) 3456-7890', 'DDD inválido'],
    ['(11) 98765-432', 'WhatsApp deve ter 11 dígitos (DDD + 9 dígitos)'],
    ['+55 (11) 9876-543', 'WhatsApp deve ter 11 dígitos (DDD + 9 dígitos)'],
    ['119876543210', 'Deve começar com +55'],
    ['+1 (415) 555-2671', 'Deve começar com +55'],
    ['(20) 98765-4321', 'DDD inválido'],
    ['+55 (10) 98765-4321', 'DDD inválido'],
    ['(11) 88765-4321', 'WhatsApp deve começar com 9 após o DDD'],
  ])('says what is wrong with %j', (phone, message) => {
    expect(validateMobile(phone)).toBe(message);
  });
});

describe('validateLandline', () => {
  it.each([
    '(11) 3456-7890',
    '+55 (21) 2222-3333',
    '554733334444',
    '6132101234',
    '(55) 3222-1000',
    '8540045000',
  ])('accepts the landline %s', (phone) => {
    expect(validateLandline(phone)).toBeNull();
    expect(isValidLandline(phone)).toBe(true);
  });

  it.each([
    ['', 'Telefone fixo é obrigatório'],
    ['(11) 93456-7890', 'Telefone fixo não pode começar com 9'],
    ['(11) 33456-7890', 'Telefone fixo deve ter 10 dígitos (DDD + 8 dígitos)'],
    ['(00) 3456-7890', 'DDD inválido'],
    ['3456-7890', 'Telefone fixo deve ter 10 dígitos (DDD + 8 dígitos)'],
    ['991134567890', 'Deve começar com +55'],
    ['(30) 3456-7890', 'DDD inválido'],
    ['(11) 9456-7890', 'Telefone fixo não pode começar com 9'],
    ['(11) 7456-7890', 'Telefone fixo deve começar com 2, 3, 4 ou 5 após o DDD'],
    ['(11) 1456-7890', 'Telefone fixo deve começar com 2, 3, 4 ou 5 após o DDD'],
  ])('says what is wrong with %j', (phone, message) => {
    expect(validateLandline(phone)).toBe(message);
  });
});

describe('normalizePhone', () => {
  it('stores 55 + DDD + number however it was typed', () => {
    expect(normalizePhone('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(normalizePhone('11987654321')).toBe('5511987654321');
    expect(normalizePhone('5511987654321')).toBe('5511987654321');
    expect(normalizePhone('(11) 3456-7890')).toBe('551134567890');
    expect(normalizePhone('551134567890')).toBe('551134567890');
    // DDD 55 without the country code keeps its digits.
    expect(normalizePhone('(55) 99999-0000')).toBe('5555999990000');
    expect(normalizePhone('')).toBe('');
  });
});

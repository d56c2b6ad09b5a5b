import { describe, expect, it } from 'vitest';
import { simulatorMessageSchema, simulatorPhone } from './simulator-schemas.ts';

describe('simulatorPhone', () => {
  it('accepts 55 + DDD + number (12 or 13 digits), masked or national', () => {
    expect(simulatorPhone('5511987654321')).toBe('5511987654321');
    expect(simulatorPhone('551187654321')).toBe('551187654321');
    expect(simulatorPhone('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(simulatorPhone('(11) 98765-4321')).toBe('5511987654321');
    expect(simulatorPhone('1187654321')).toBe('551187654321');
  });

  it('refuses other lengths, other countries and letters', () => {
    for (const bad of [
      '',
      '123',
      '119876543',
      '12345678901234',
      '4411987654321',
      '+1 (415) 555-0100',
      '11a987654321',
    ]) {
      expect(simulatorPhone(bad), bad).toBeNull();
    }
  });
});

describe('simulatorMessageSchema', () => {
  it('keeps the text as typed and an optional name', () => {
    expect(simulatorMessageSchema.parse({ telefone: '11987654321', texto: ' oi ' })).toEqual({
      telefone: '5511987654321',
      texto: ' oi ',
      nome: null,
    });
    expect(simulatorMessageSchema.parse({ telefone: '11987654321', texto: 'oi', nome: ' Ana ' }).nome).toBe(
      'Ana',
    );
    expect(
      simulatorMessageSchema.safeParse({ telefone: '11987654321', texto: 'a'.repeat(4096) }).success,
    ).toBe(true);
    expect(
      simulatorMessageSchema.safeParse({ telefone: '11987654321', texto: 'a'.repeat(4097) }).success,
    ).toBe(false);
  });
});

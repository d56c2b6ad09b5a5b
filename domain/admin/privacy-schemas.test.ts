import { describe, expect, it } from 'vitest';
import { privacyMessages, privacyPhoneSchema } from './privacy-schemas.ts';

const problem = (telefone: unknown) => {
  const result = privacyPhoneSchema.safeParse({ telefone });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('privacyPhoneSchema', () => {
  it('keeps the digits of a number typed with punctuation, with or without 55', () => {
    expect(privacyPhoneSchema.parse({ telefone: '(11) 98765-4321' })).toEqual({ telefone: '11987654321' });
    expect(privacyPhoneSchema.parse({ telefone: ' +55 11 98765-4321 ' })).toEqual({
      telefone: '5511987654321',
    });
    expect(privacyPhoneSchema.parse({ telefone: '1132654321' })).toEqual({ telefone: '1132654321' });
  });

  it('asks for the phone when it is missing or blank', () => {
    expect(problem(undefined)).toBe(privacyMessages.telefoneObrigatorio);
    expect(problem('   ')).toBe(privacyMessages.telefoneObrigatorio);
  });

  it('refuses fewer than 10 or more than 13 digits', () => {
    for (const telefone of ['12', '119876543', '55119876543210', 'abc']) {
      expect(problem(telefone), telefone).toBe(privacyMessages.telefoneInvalido);
    }
  });
});

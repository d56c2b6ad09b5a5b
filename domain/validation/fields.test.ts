import { describe, expect, it } from 'vitest';
import { optionalAnyPhoneField } from './fields.ts';

describe('optionalAnyPhoneField', () => {
  const field = optionalAnyPhoneField();

  it('takes a landline, a mobile or nothing, stored as 55-prefixed digits', () => {
    expect(field.parse('(21) 3333-4444')).toBe('552133334444');
    expect(field.parse('+55 (47) 99123-4567')).toBe('5547991234567');
    expect(field.parse('')).toBeUndefined();
    expect(field.parse(null)).toBeUndefined();
  });

  it('explains a wrong number by the kind its length suggests', () => {
    const landline = field.safeParse('(21) 9333-4444');
    expect(landline.error?.issues[0]?.message).toBe('Telefone fixo não pode começar com 9');
    const mobile = field.safeParse('(47) 89123-4567');
    expect(mobile.error?.issues[0]?.message).toBe('WhatsApp deve começar com 9 após o DDD');
  });
});

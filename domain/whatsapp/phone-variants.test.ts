import { describe, expect, it } from 'vitest';
import {
  isCanonicalBrazilianPhone,
  phoneSuffixes,
  phoneVariants,
  pickFuzzyPhoneMatch,
} from './phone-variants.ts';

describe('phoneVariants', () => {
  it('gives a mobile with 55 its form without 55 and the forms without the ninth digit', () => {
    expect(phoneVariants('5511987654321').sort()).toEqual(
      ['5511987654321', '11987654321', '551187654321', '1187654321'].sort(),
    );
  });

  it('adds the ninth digit to an old WhatsApp id of a mobile', () => {
    const variants = phoneVariants('551187654321');
    expect(variants[0]).toBe('551187654321');
    expect(variants).toContain('5511987654321');
    expect(variants).toContain('11987654321');
  });

  it('adds the 55 to a national number', () => {
    expect(phoneVariants('11987654321')).toEqual(
      expect.arrayContaining(['11987654321', '5511987654321', '551187654321']),
    );
  });

  it('never adds a ninth digit to a landline', () => {
    expect(phoneVariants('551133334444').sort()).toEqual(['1133334444', '551133334444'].sort());
  });

  it('keeps foreign numbers as given (plus the spec 55 form) and ignores non-digits', () => {
    expect(phoneVariants('+1 (415) 555-2671')).toEqual(['14155552671', '5514155552671']);
    expect(phoneVariants('')).toEqual([]);
  });
});

describe('phoneSuffixes', () => {
  it('gives the last 11, 10 and 9 digits of a long enough number', () => {
    expect(phoneSuffixes('5511987654321')).toEqual(['11987654321', '1987654321', '987654321']);
    expect(phoneSuffixes('1187654321')).toEqual(['187654321']);
  });
});

describe('pickFuzzyPhoneMatch', () => {
  it('matches a legacy stored value by its last digits', () => {
    const legacy = { phone: '011987654321', id: 'a' };
    expect(pickFuzzyPhoneMatch('5511987654321', [legacy])).toBe(legacy);
  });

  it('never matches a well-formed number of another DDD with the same subscriber digits', () => {
    expect(isCanonicalBrazilianPhone('5511987654321')).toBe(true);
    expect(pickFuzzyPhoneMatch('5521987654321', [{ phone: '5511987654321' }])).toBeNull();
  });

  it('refuses an ambiguous suffix', () => {
    const candidates = [{ phone: '0011987654321' }, { phone: '0211987654321' }];
    expect(pickFuzzyPhoneMatch('5511987654321', candidates)).toBeNull();
  });
});

import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generateTemporaryPassword,
  PASSWORD_CHARSETS,
  TEMPORARY_PASSWORD_LENGTH,
} from './temporary-password.ts';

describe('generateTemporaryPassword', () => {
  const passwords = Array.from({ length: 500 }, () => generateTemporaryPassword(randomInt));

  it('has 12 characters with an upper, a lower, a digit and a symbol from #$@!%*', () => {
    expect(TEMPORARY_PASSWORD_LENGTH).toBe(12);
    for (const password of passwords) {
      expect(password).toHaveLength(12);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[#$@!%*]/);
      expect(password).toMatch(/^[A-Za-z0-9#$@!%*]+$/);
    }
  });

  it('never uses the ambiguous characters 0 O o 1 l I', () => {
    for (const password of passwords) expect(password).not.toMatch(/[0Oo1lI]/);
    expect(Object.values(PASSWORD_CHARSETS).join('')).not.toMatch(/[0Oo1lI]/);
  });

  it('shuffles, so the guaranteed classes are not always in the first positions', () => {
    const firstIsUpper = passwords.filter((p) => /[A-Z]/.test(p[0]!)).length;
    expect(firstIsUpper).toBeLessThan(passwords.length);
    expect(new Set(passwords).size).toBe(passwords.length);
  });

  it('draws every character from the given random source', () => {
    const zero = () => 0;
    // With always 0: upper 'A', lower 'a', digit '2', symbol '#', then 'A'; the shuffle rotates.
    expect(generateTemporaryPassword(zero)).toMatch(/^[Aa2#]{12}$/);
  });

  it('refuses a random source that ignores its bound', () => {
    expect(() => generateTemporaryPassword((max) => max)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { parseRedirectNumber } from './redirect-number.ts';
import {
  REDIRECT_SETTINGS_MESSAGES as M,
  redirectNumberProblem,
  redirectNumberSchema,
} from './redirect-settings.ts';

const messageOf = (numero: unknown) => redirectNumberSchema.safeParse({ numero }).error?.issues[0]?.message;

describe('redirectNumberSchema', () => {
  it('keeps only the digits of a number typed with +, spaces, dashes and parentheses', () => {
    expect(redirectNumberSchema.parse({ numero: '+55 (11) 98888-7777' })).toEqual({
      numero: '5511988887777',
    });
    expect(redirectNumberSchema.parse({ numero: ' 5511988887777 ' })).toEqual({ numero: '5511988887777' });
  });

  it('accepts from 10 to 15 digits', () => {
    expect(redirectNumberSchema.parse({ numero: '1133334444' }).numero).toBe('1133334444');
    expect(redirectNumberSchema.parse({ numero: '123456789012345' }).numero).toBe('123456789012345');
  });

  it('refuses fewer than 10 digits, more than 15, letters and other symbols with a clear message', () => {
    expect(messageOf('119888877')).toBe(M.numeroCurto);
    expect(messageOf('+55 11')).toBe(M.numeroCurto);
    expect(messageOf('1234567890123456')).toBe(M.numeroLongo);
    expect(messageOf('55 11 9888 abcd')).toBe(M.numeroSoDigitos);
    expect(messageOf('5511.98888.7777')).toBe(M.numeroSoDigitos);
    expect(messageOf('١١٩٨٨٨٨٧٧٧٧')).toBe(M.numeroSoDigitos);
  });

  it('asks for the number when it is empty, blank or not a string', () => {
    expect(messageOf('')).toBe(M.numeroObrigatorio);
    expect(messageOf(' - ')).toBe(M.numeroObrigatorio);
    expect(messageOf(5511988887777)).toBe(M.numeroObrigatorio);
    expect(redirectNumberSchema.safeParse({}).success).toBe(false);
  });

  it('stores only numbers the redirect page can open', () => {
    for (const typed of [
      '1133334444',
      '11988887777',
      '551133334444',
      '+55 (11) 98888-7777',
      '123456789012345',
    ]) {
      expect(redirectNumberProblem(typed), typed).toBeNull();
      expect(parseRedirectNumber(redirectNumberSchema.parse({ numero: typed }).numero), typed).not.toBeNull();
    }
  });
});

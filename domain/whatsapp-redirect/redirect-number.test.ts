import { describe, expect, it } from 'vitest';
import {
  parseRedirectNumber,
  REDIRECT_TEXT_MAX,
  redirectAccessSchema,
  truncateRedirectText,
} from './redirect-number.ts';

describe('parseRedirectNumber', () => {
  it('reads the three stored forms: plain string, JSON string and object { numero }', () => {
    expect(parseRedirectNumber('5511988887777')).toBe('5511988887777');
    expect(parseRedirectNumber('"5511988887777"')).toBe('5511988887777');
    expect(parseRedirectNumber('{"numero":"5511988887777"}')).toBe('5511988887777');
    expect(parseRedirectNumber({ numero: '5511988887777' })).toBe('5511988887777');
  });

  it('keeps only the digits of a number typed with separators', () => {
    expect(parseRedirectNumber('+55 (11) 98888-7777')).toBe('5511988887777');
    expect(parseRedirectNumber({ numero: ' +55 11 98888.7777 ' })).toBe('5511988887777');
  });

  it('adds the Brazilian country code to a number typed with DDD only', () => {
    expect(parseRedirectNumber('(11) 98888-7777')).toBe('5511988887777');
    expect(parseRedirectNumber('1133334444')).toBe('551133334444');
  });

  it('accepts a number stored as a JSON number', () => {
    expect(parseRedirectNumber(5511988887777)).toBe('5511988887777');
    expect(parseRedirectNumber({ numero: 5511988887777 })).toBe('5511988887777');
  });

  it('answers null for values that hold no usable number', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      '""',
      '{}',
      '{"numero":""}',
      { numero: null },
      {},
      ['5511988887777'],
      true,
      '12345',
      '5511988887777000000',
      'fale-conosco',
      '55 11 9888 abc',
      '{"numero":',
      1.5,
    ]) {
      expect(parseRedirectNumber(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('does not unwrap JSON nested deeper than the stored forms', () => {
    const thrice = JSON.stringify(JSON.stringify(JSON.stringify('5511988887777')));
    expect(parseRedirectNumber(thrice)).toBeNull();
  });
});

describe('redirect access', () => {
  it('requires success as a boolean with a Portuguese message', () => {
    expect(redirectAccessSchema.parse({ success: false })).toEqual({ success: false });
    const result = redirectAccessSchema.safeParse({ success: 'sim' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Informe se o redirecionamento deu certo.');
  });

  it('cuts user agent and referrer to the kept length, empty becomes null', () => {
    expect(truncateRedirectText('x'.repeat(REDIRECT_TEXT_MAX + 50))).toHaveLength(REDIRECT_TEXT_MAX);
    expect(truncateRedirectText('  https://exemplo.com.br/  ')).toBe('https://exemplo.com.br/');
    expect(truncateRedirectText('   ')).toBeNull();
    expect(truncateRedirectText(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_CENTS } from './money.ts';
import { parseBRL } from './parse-brl.ts';

describe('parseBRL', () => {
  it.each([
    ['R$ 1.200,50', 120050],
    ['r$1.200,50', 120050],
    ['1200', 120000],
    ['1.200', 120000],
    ['1,200', 120000],
    ['120,00', 12000],
    ['120,5', 12050],
    ['1200.50', 120050],
    ['1,200.50', 120050],
    ['1.234.567,89', 123456789],
    ['1,2 mil', 120000],
    ['2 mil', 200000],
    ['1.5k', 150000],
    ['120 reais', 12000],
    ['R$ 99', 9900],
    ['0,50', 50],
    ['  R$  3.499,90  ', 349990],
    ['120,', 12000],
  ])('%s → %i cents', (text, cents) => {
    expect(parseBRL(text)).toBe(cents);
  });

  it.each([
    '',
    'R$',
    'grátis',
    '0',
    '0,00',
    '12,345,6',
    '1.20.000',
    '1234,567',
    '1.200,5,0',
    '1,234.567',
    '120 e pouco',
    '-120',
    '1.2.3',
  ])('refuses %j', (text) => {
    expect(parseBRL(text)).toBeNull();
  });

  it('refuses what the offer column cannot hold', () => {
    expect(parseBRL('99.999.999,99')).toBe(MAX_CENTS);
    expect(parseBRL('100.000.000,00')).toBeNull();
  });
});

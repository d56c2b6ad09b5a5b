import { describe, expect, it } from 'vitest';
import { pageItems, showingText, whatsappUrl } from './shop-format.ts';

describe('whatsappUrl', () => {
  it('links a stored number with or without the 55, and nothing for an unusable one', () => {
    expect(whatsappUrl('5511987654321')).toBe('https://wa.me/5511987654321');
    expect(whatsappUrl('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(whatsappUrl('1133334444')).toBe('https://wa.me/551133334444');
    expect(whatsappUrl('12345')).toBeNull();
    expect(whatsappUrl(null)).toBeNull();
  });
});

describe('pageItems', () => {
  it('shows first, last and current±1 with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageItems(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe('showingText', () => {
  it("says 'Mostrando X a Y de total lojistas'", () => {
    expect(showingText(1, 20, 23)).toBe('Mostrando 1 a 20 de 23 lojistas');
    expect(showingText(2, 20, 23)).toBe('Mostrando 21 a 23 de 23 lojistas');
    expect(showingText(1, 20, 0)).toBe('Mostrando 0 a 0 de 0 lojistas');
  });
});

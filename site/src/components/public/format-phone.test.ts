import { describe, expect, it } from 'vitest';
import { formatPhone, telHref } from './format-phone.ts';

describe('formatPhone', () => {
  it('formats mobiles and landlines with and without the country code', () => {
    expect(formatPhone('5511999999999')).toBe('+55 (11) 99999-9999');
    expect(formatPhone('551133334444')).toBe('+55 (11) 3333-4444');
    expect(formatPhone('(11) 3333-4444')).toBe('(11) 3333-4444');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('keeps anything it does not recognise as stored', () => {
    expect(formatPhone('0800 123')).toBe('0800 123');
  });

  it('builds tel: links with the country code', () => {
    expect(telHref('(11) 3333-4444')).toBe('tel:+551133334444');
    expect(telHref('5511999999999')).toBe('tel:+5511999999999');
  });
});

import { describe, expect, it } from 'vitest';
import { maskPhone, maskPhonesInText } from './mask-phone.ts';

describe('phone masking for logs', () => {
  it('keeps the country and area code and the last four digits', () => {
    expect(maskPhone('5511987654321')).toBe('5511*****4321');
    expect(maskPhone('551187654321')).toBe('5511****4321');
    expect(maskPhone('1234')).toBe('****');
  });

  it('masks the numbers in a text, WhatsApp and national forms, and nothing else', () => {
    const line =
      '{"to":"5511987654321","msg":"falha para 11987654321","id":"3f2a-551198765432","time":1731234567890}';
    expect(maskPhonesInText(line)).toBe(
      '{"to":"5511*****4321","msg":"falha para 1198***4321","id":"3f2a-551198765432","time":1731234567890}',
    );
    expect(maskPhonesInText('já mascarado 5511*****4321')).toBe('já mascarado 5511*****4321');
  });
});

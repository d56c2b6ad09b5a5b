import { describe, expect, it } from 'vitest';
import { initials } from './partner-card.tsx';

describe('initials', () => {
  it('takes the first letters of the first two significant words', () => {
    expect(initials('Associação Comercial de Campinas')).toBe('AC');
    expect(initials('CDL Maringá')).toBe('CM');
    expect(initials('sindilojas')).toBe('S');
  });

  it('skips short lowercase connectors and never returns an empty mark', () => {
    expect(initials('da de do')).toBe('D');
    expect(initials('')).toBe('?');
  });
});

import { describe, expect, it } from 'vitest';
import { formatRating } from './format.ts';

describe('formatRating', () => {
  it('reads the average with a comma and the count, or says there is none', () => {
    expect(formatRating({ media: 4.5, total: 2 })).toBe('★ 4,5 de 5 (2 avaliações)');
    expect(formatRating({ media: 5, total: 1 })).toBe('★ 5,0 de 5 (1 avaliação)');
    expect(formatRating({ media: null, total: 0 })).toBe('Sem avaliações');
  });
});

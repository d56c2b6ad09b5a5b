import { describe, expect, it } from 'vitest';
import { parseChoice } from './choice.ts';

describe('parseChoice', () => {
  it('reads a number however it is typed, within the range', () => {
    for (const [text, n] of [
      ['2', 2],
      ['opção 2', 2],
      ['a 3', 3],
      ['2)', 2],
      ['nº 4', 4],
      ['0', 0],
      ['a segunda', 2],
      ['o primeiro', 1],
    ] as const) {
      expect(parseChoice(text, 5), text).toBe(n);
    }
  });

  it('refuses numbers out of range and texts that are not a choice', () => {
    for (const text of ['6', '12 sacos', 'geladeira', '2 mil', ''])
      expect(parseChoice(text, 5), text).toBeNull();
  });
});

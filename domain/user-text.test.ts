import { describe, expect, it } from 'vitest';
import { cleanUserJson, cleanUserText } from './user-text.ts';

describe('cleanUserText', () => {
  it('keeps ordinary text, accents, emoji, line breaks and tabs as they are', () => {
    const text = 'Olá, João!\nQuero um ventilador 😀\tpreço?';
    expect(cleanUserText(text)).toBe(text);
  });

  it('drops NUL and the other control characters', () => {
    expect(cleanUserText('Ma\u0000ria\u0007 \u001b[31mSilva\u009b')).toBe('Maria [31mSilva');
  });

  it('drops the bidi controls that reverse what another person reads', () => {
    expect(cleanUserText('entrega \u202Egrátis\u202C em \u2066SP\u2069 \u200F')).toBe(
      'entrega grátis em SP ',
    );
  });

  it('replaces lone surrogates and keeps paired ones', () => {
    expect(cleanUserText('a\uD83Db\uDE00c😀')).toBe('a\uFFFDb\uFFFDc😀');
  });

  it('gives the same answer however often it is called', () => {
    for (let i = 0; i < 3; i += 1) expect(cleanUserText('x\u0000y')).toBe('xy');
  });

  it('cleans every string of a JSON value, keys included', () => {
    expect(cleanUserJson({ 'n\u0000ome': ['x\u202Ey', 1, null, { z: 'a\u0000' }] })).toEqual({
      nome: ['xy', 1, null, { z: 'a' }],
    });
  });
});

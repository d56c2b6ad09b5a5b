import { describe, expect, it } from 'vitest';
import { offerSchema } from './ofertas/offer-schema.ts';
import { cleanUserJson, cleanUserText, userText } from './user-text.ts';
import { textField } from './validation/fields.ts';

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

describe('userText', () => {
  it('cleans before the other checks, so a text of controls alone is blank', () => {
    const schema = userText({ error: 'obrigatório' }).trim().min(1, 'obrigatório').max(5, 'longo');
    expect(schema.parse(' a\u202Eb\u0000 ')).toBe('ab');
    expect(schema.safeParse('\u202E\u0000 ').error?.issues[0]?.message).toBe('obrigatório');
    // Length counts what is kept: six characters with a bidi control are five.
    expect(schema.parse('abc\u2066de')).toBe('abcde');
  });

  it('cleans every text field of an offer and of the shared form fields', () => {
    const offer = offerSchema.parse({
      valorCentavos: 1000,
      condicoesPagamento: '\u202Epix',
      prazoEntrega: 'amanhã\u2069',
      validade: 'personalizada',
      validadePersonalizada: '\u200F2 dias',
      observacoes: 'entrega \u202Egrátis\u202C\u0000',
    });
    expect(offer).toMatchObject({
      condicoesPagamento: 'pix',
      prazoEntrega: 'amanhã',
      validadePersonalizada: '2 dias',
      observacoes: 'entrega grátis',
    });
    expect(textField(2, 100, 'curto', 'longo').parse('Loja \u202EXYZ')).toBe('Loja XYZ');
  });
});

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CorpusError, loadCorpus, parseCorpus } from './corpus-schema.ts';

const minimal = () => ({
  customer_wishes: [
    { text: 'quero uma cafeteira', city: 'Campinas', uf: 'sp', product_contains: 'cafeteira' },
  ],
  shop_replies: [
    { text: 'R$ 1.200', price_cents: 120_000 },
    { text: '1200 ou 1150 no pix', price_cents_any: [120_000, 115_000] },
    { text: 'não tenho', declines: true },
  ],
  customer_intents: [{ text: 'ofertas', intent: 'ver_ofertas' }],
  confirmations: [{ text: 'pode enviar', answer: 'sim' }],
});

const errorOf = (raw: unknown) => {
  try {
    parseCorpus(raw, 'teste.json');
  } catch (error) {
    expect(error).toBeInstanceOf(CorpusError);
    return (error as Error).message;
  }
  throw new Error('o corpus passou');
};

describe('corpus schema', () => {
  it('accepts the smoke corpus eval/corpus/sample.json with about ten cases per section', async () => {
    const corpus = await loadCorpus('eval/corpus/sample.json');
    expect(corpus.customer_wishes.length).toBeGreaterThanOrEqual(10);
    expect(corpus.shop_replies.length).toBeGreaterThanOrEqual(10);
    expect(corpus.customer_intents.length).toBeGreaterThanOrEqual(10);
    expect(corpus.confirmations.length).toBeGreaterThanOrEqual(10);
  });

  // The full corpus is written apart from the harness: a bad case is caught here, not in CI's eval step.
  it.skipIf(!existsSync('eval/corpus/bot.json'))('accepts the main corpus eval/corpus/bot.json', async () => {
    const corpus = await loadCorpus('eval/corpus/bot.json');
    expect(corpus.customer_wishes.length).toBeGreaterThan(0);
  });

  it('turns shop replies into one list of accepted prices or a decline, and upper-cases the UF', () => {
    const corpus = parseCorpus(minimal());
    expect(corpus.customer_wishes[0]!.uf).toBe('SP');
    expect(corpus.shop_replies).toEqual([
      { text: 'R$ 1.200', kind: 'price', prices: [120_000] },
      { text: '1200 ou 1150 no pix', kind: 'price', prices: [120_000, 115_000] },
      { text: 'não tenho', kind: 'declines' },
    ]);
  });

  it('rejects an unknown key, naming the section, the index and the case text', () => {
    const raw = minimal();
    Object.assign(raw.customer_wishes[0]!, { cidade: 'Campinas' });
    const message = errorOf(raw);
    expect(message).toContain('teste.json');
    expect(message).toContain('customer_wishes[0] "quero uma cafeteira"');
    expect(message).toContain('cidade');
  });

  it('rejects a category that is not in the seeded tree, and accepts display names in any case and accents', () => {
    const raw = minimal();
    Object.assign(raw.customer_wishes[0]!, { category_any: ['tv, audio e VIDEO', 'Eletroportateis'] });
    expect(parseCorpus(raw).customer_wishes[0]!.category_any).toHaveLength(2);
    Object.assign(raw.customer_wishes[0]!, { category_any: ['Eletrodomesticos e Afins'] });
    expect(errorOf(raw)).toMatch(/customer_wishes\[0\].*category_any\.0: categoria inexistente/);
  });

  it('wants exactly one of price_cents, price_cents_any and declines', () => {
    const both = minimal();
    both.shop_replies[0] = { text: 'R$ 1.200', price_cents: 120_000, declines: true } as never;
    expect(errorOf(both)).toContain('shop_replies[0] "R$ 1.200": use exatamente um');
    const none = minimal();
    none.shop_replies[0] = { text: 'R$ 1.200' } as never;
    expect(errorOf(none)).toContain('shop_replies[0]');
  });

  it('rejects an intent outside the list, a bad UF, a missing section and bad JSON', async () => {
    const intent = minimal();
    intent.customer_intents[0]!.intent = 'comprar';
    expect(errorOf(intent)).toContain('customer_intents[0] "ofertas": intent');
    const uf = minimal();
    uf.customer_wishes[0]!.uf = 'XX';
    expect(errorOf(uf)).toContain('uf: UF desconhecida');
    const { confirmations: _, ...missing } = minimal();
    expect(errorOf(missing)).toContain('confirmations');
    await expect(loadCorpus('eval/corpus-schema.test.ts')).rejects.toThrow(/não é JSON válido/);
    expect(JSON.parse(await readFile('eval/corpus/sample.json', 'utf8'))).toHaveProperty('customer_wishes');
  });
});

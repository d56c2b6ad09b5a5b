import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CustomerIntent, detectIntent, detectsIntent } from './intent.ts';

// detectsIntent(text, intent) is a cheaper way to ask detectIntent(text)?.intent === intent: it must
// answer the same for every text, whichever rule matches first (or none).

type Corpus = Record<'customer_wishes' | 'customer_intents' | 'shop_replies', { text: string }[]>;
const corpus = JSON.parse(readFileSync('eval/corpus/bot.json', 'utf8')) as Corpus;
const texts = [
  ...corpus.customer_wishes.map((c) => c.text),
  ...corpus.customer_intents.map((c) => c.text),
  ...corpus.shop_replies.map((c) => c.text),
  'quero falar com um atendente',
  'não quero falar com atendente, quero apagar meus dados',
  'apaga meus dados e me passa pra um atendente',
  'ver ofertas 1a2b3c4d',
  '1a2b3c4d',
  'já comprei, fico com a oferta 2',
  'kkkkkkkk',
  '👍',
];
const intents: Exclude<CustomerIntent, 'nao_entendido'>[] = [
  'apagar_dados',
  'meus_dados',
  'atendente',
  'encerrar',
  'ver_ofertas',
  'ajuda',
  'cancelar',
  'saudacao',
];

describe('detectsIntent', () => {
  it.each(intents)('answers as detectIntent does for %s over the evaluation corpus', (intent) => {
    const differ = texts.filter(
      (text) => detectsIntent(text, intent) !== (detectIntent(text)?.intent === intent),
    );
    expect(differ).toEqual([]);
  });

  it('says a person is asked for only when no rule before it matched', () => {
    expect(detectsIntent('quero falar com um atendente', 'atendente')).toBe(true);
    // Erasing the data comes first: the person is not what this message is about.
    expect(detectsIntent('apaga meus dados e me passa pra um atendente', 'atendente')).toBe(false);
    expect(detectsIntent('apaga meus dados e me passa pra um atendente', 'apagar_dados')).toBe(true);
    expect(detectsIntent('Oi, quero uma bicicleta aro 29', 'atendente')).toBe(false);
  });
});

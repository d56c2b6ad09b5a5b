import { describe, expect, it } from 'vitest';
import { isEmojiOnly, isGibberish, isLaughter } from './gibberish.ts';
import { GIBBERISH_SAMPLES } from './gibberish-samples.ts';

// Short product messages: one real word, a model, an acronym.
const PRODUCTS = [
  'pneu',
  'gas',
  'gás',
  'tv 50',
  'ps5',
  'ração',
  'xbox',
  'iphone 13',
  'sofá',
  'wd40',
  'mdf',
  'led',
  'tv',
  'pc gamer',
  'ssd 1tb',
  'hd externo',
  'cimento',
  'tijolo',
  'brita',
  'geladeira',
  'fogão',
  'microondas',
  'airfryer',
  'notebook',
  'fone jbl',
  'colchão',
  'bicicleta',
  'bateria moura',
  'óleo 5w30',
  'torneira',
  'chuveiro',
  'lâmpada',
  'ar condicionado',
  'tinta suvinil',
  'pizza',
  'açaí',
  'marmita',
  'cerveja',
  'vodka',
  'whisky',
  'fralda',
  'whey',
  'crocs',
  'shampoo',
  'smartwatch',
  'kindle',
  'roteador',
  'toner hp',
  'lg',
  'jbl',
  'dvd',
  'gps',
  'usb-c',
  'hdmi',
  'pvc',
  'switch',
  'lego',
  'skate',
  'sushi',
  'chuchu',
  'bombom',
  'kiwi',
  'schwinn',
  'ovo',
  'pão',
  'pix',
];

describe('isGibberish', () => {
  it.each(GIBBERISH_SAMPLES)('%j has no word', (text) => expect(isGibberish(text)).toBe(true));
  it.each(PRODUCTS)('%j is a product, not gibberish', (text) => expect(isGibberish(text)).toBe(false));

  it.each(['oi', 'ok', 'sim', 'vc', 'blz', 'obg', 'kkk obrigado', 'hmm ok', 'asdkjh pneu', 'nossa senhora'])(
    '%j has a word in it',
    (text) => expect(isGibberish(text)).toBe(false),
  );
});

describe('isEmojiOnly', () => {
  it.each(['😂😂', '🙏', '👍', '👍🏻', '❤️', '🇧🇷', '👨‍👩‍👧', '😂 !!'])('%j is emoji only', (text) =>
    expect(isEmojiOnly(text)).toBe(true),
  );
  it.each(['', '???', 'ok 👍', 'kkk 😂', '1️⃣'])('%j is not', (text) => expect(isEmojiOnly(text)).toBe(false));
});

describe('isLaughter', () => {
  it.each([
    'kkkkkk',
    'KKKK',
    'rsrsrs',
    'rs',
    'hahaha',
    'ahahah',
    'hehe',
    'ksksks',
    'huahuahua',
    'kkkk 😂',
    'aushaushau',
  ])('%j is laughter', (text) => expect(isLaughter(text)).toBe(true));
  it.each(['', '😂', 'kkk obrigado', 'sushi', 'haja', 'casa', 'ha'])('%j is not', (text) =>
    expect(isLaughter(text)).toBe(false),
  );
});

import { describe, expect, it } from 'vitest';
import {
  asksConfirmation,
  categoryMatches,
  intentOfReply,
  productProblems,
  saysWishSent,
  scoreWish,
} from './scoring.ts';
import { missedThresholds } from './thresholds.ts';

const wish = {
  cidade: 'São José dos Campos',
  estado: 'SP',
  produto_desejado: 'Cafeteira Nespresso Essenza',
  marca: 'nespresso',
  categoria: 'Eletroportáteis',
  matches: 1,
};
const c = {
  city: 'Sao Jose dos Campos',
  uf: 'SP',
  product_contains: 'cafeteira',
  brand: 'Nespresso',
  category_any: ['Eletroportáteis'],
};

describe('scoring a wish', () => {
  it('compares city, brand and category accent- and case-insensitively', () => {
    expect(scoreWish(c, wish)).toEqual({
      city: true,
      uf: true,
      product: true,
      brand: true,
      category: true,
      journey: true,
    });
  });

  it('fails every field without a wish, and scores brand and category only when the case has them', () => {
    expect(scoreWish({ city: 'Campinas', uf: 'SP', product_contains: 'tv' }, null)).toEqual({
      city: false,
      uf: false,
      product: false,
      journey: false,
    });
  });

  it('fails a product that misses the words, holds the city or starts with a greeting', () => {
    expect(
      productProblems('cafeteira em Campinas SP', { product_contains: 'cafeteira', city: 'Campinas' }),
    ).toEqual(['contém a cidade']);
    expect(
      productProblems('Oi, quero uma cafeteira', { product_contains: 'cafeteira', city: 'Natal' }),
    ).toEqual(['começa com saudação']);
    expect(productProblems('bom dia cafeteira', { product_contains: 'chaleira', city: 'Natal' })).toEqual([
      'sem "chaleira"',
      'começa com saudação',
    ]);
    // The city as whole words only: "Oiapoque" is no greeting, "campinas" inside a word is no city.
    expect(productProblems('Oiapoque tênis', { product_contains: 'tenis', city: 'Campinas' })).toEqual([]);
  });

  it('reads the stored category (underscores, no comma) as its display name', () => {
    expect(categoryMatches('TV_Áudio_e_Vídeo', ['TV, Áudio e Vídeo'])).toBe(true);
    expect(categoryMatches('Eletrodomésticos', ['Eletroportáteis'])).toBe(false);
    expect(categoryMatches(null, ['Eletroportáteis'])).toBe(false);
  });
});

describe('reading a reply', () => {
  it('takes metadata.intent first, else the most consequential tool call', () => {
    expect(intentOfReply({ intent: 'saudacao' }, ['listar_ofertas'])).toBe('saudacao');
    expect(intentOfReply({}, ['listar_ofertas', 'fechar_desejo'])).toBe('encerrar');
    expect(intentOfReply({}, ['apagar_meus_dados'])).toBe('apagar_dados');
    expect(intentOfReply({}, ['meus_dados'])).toBe('meus_dados');
    expect(intentOfReply({}, ['listar_ofertas'])).toBe('ver_ofertas');
    expect(intentOfReply({}, ['listar_categorias'])).toBeNull();
  });

  it('knows a confirmation question and a sent wish, not their negations', () => {
    expect(asksConfirmation('*Confirma a oferta para Geladeira?*')).toBe(true);
    expect(asksConfirmation('Responda "sim" para enviar ou "não" para cancelar.')).toBe(true);
    expect(asksConfirmation('Qual é o preço? Ex.: R$ 1.200,50')).toBe(false);
    expect(saysWishSent('Pronto! Seu desejo foi enviado para 2 lojas de Campinas.')).toBe(true);
    expect(saysWishSent('Seu desejo foi registrado (código *1a2b3c4d*)')).toBe(true);
    expect(saysWishSent('Tudo bem, o desejo não foi enviado. O que quer alterar?')).toBe(false);
  });
});

describe('thresholds', () => {
  it('names each missed figure and skips figures with nothing measured', () => {
    const missed = missedThresholds({
      customer: {
        cases: 10,
        city: 0.9,
        uf: 1,
        product: 1,
        brand: null,
        category: 1,
        journeys: 1,
        messages_per_wish: 3,
      },
      shop: { cases: 0, price: null, declines: null, messages_per_offer: null },
      intents: 1,
      confirmations: 1,
      gibberish_wishes: 1,
    });
    expect(missed).toEqual([
      'customer.city 0.9 < 0.95',
      'customer.messages_per_wish 3 > 2.5',
      'gibberish_wishes 1 > 0',
    ]);
  });
});

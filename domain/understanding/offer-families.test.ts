import { describe, expect, it } from 'vitest';
import { findPrices, parseShopReply } from './offer.ts';
import { offer, price } from './offer-test-support.ts';

// Families of replies the conversation evaluation misread, each with new variations written the
// way shops chat, and the near misses that must keep their old reading.

describe('parseShopReply: a price said aloud, "4 e 500" and "12 e 90"', () => {
  it.each([
    ['faço 4 e 500 no pix', 450000],
    ['fica 1 e 200', 120000],
    ['consigo fazer 2 e 350 à vista', 235000],
    ['fica 3 e 800 no cartao', 380000],
    ['sai por 7 e 900, entrego amanhã', 790000],
    ['o jogo de rodas sai 5 e 200 instalado', 520000],
    ['faço 4 e quinhentos', 450000],
    ['fica três e oitocentos', 380000],
    ['quatro e quinhentos no pix', 450000],
    ['dois e trezentos e cinquenta no dinheiro', 235000],
    ['4 mil e 500', 450000],
    ['12 e 90', 1290],
    ['fica 29 e 90 cada', 2990],
    ['sai 8 e 50 a unidade', 850],
    ['12 e 90 o kg', 1290],
    ['quinze e noventa', 1590],
  ])('%j → %i centavos', (text, cents) => {
    expect(price(text)).toBe(cents);
  });

  it('reads "entrada de 1 e 500" as the down payment, not the installments', () => {
    expect(offer('entrada de 1 e 500 e mais 10x de 300')).toMatchObject({
      valorCentavos: 450000,
      pagamento: 'Entrada de R$ 1.500,00 + 10x de R$ 300,00',
    });
  });

  it.each([
    ['10x e 500 de entrada', null],
    ['abro as 8 e 30', undefined],
    ['tamanhos 38 e 40', undefined],
    ['dia 12 e 13', undefined],
    ['12 e 13 de maio', undefined],
    ['tenho 2 e 500 ml', null],
    ['tenho 2 e 3 portas', null],
    ['voltagem 110 e 220', undefined],
  ])('%j is no spoken price', (text, cents) => {
    const reply = parseShopReply(text);
    expect(reply.kind === 'oferta' ? reply.valorCentavos : undefined).toBe(cents);
  });
});

describe('parseShopReply: "18k" beside gold is karats', () => {
  it.each([
    ['O par de alianças em ouro 18k 4mm fica R$ 2.980,00, com gravação', 298000],
    ['anel de ouro 18k fica 1.450', 145000],
    ['corrente 18k 60cm 3.500 no pix', 350000],
    ['aliança ouro 18k R$ 2.980,00 o par', 298000],
    ['brinco folheado 18k 89,90', 8990],
    ['pulseira 10k sai 2k', 200000],
    ['cordão de ouro 24k, 12 gramas, 7k', 700000],
    ['o de 18k fica R$ 2.980,00', 298000],
    ['ouro 18 quilates, 1.200', 120000],
  ])('%j → %i centavos', (text, cents) => {
    expect(price(text)).toBe(cents);
  });

  it.each([
    ['fica 2k', 200000],
    ['2k no pix', 200000],
    ['2k', 200000],
    ['carro 18k', 1800000],
  ])('%j is still thousands → %i centavos', (text, cents) => {
    expect(price(text)).toBe(cents);
  });

  it('finds no amount in a karat alone', () => {
    expect(findPrices('aliança de ouro 18k')).toEqual([]);
    expect(findPrices('pingente 18 quilates')).toEqual([]);
  });
});

describe('parseShopReply: a guess, then the exact amount', () => {
  it.each([
    ['uns 2 mil e pouco, 2.150 pra ser exato', 215000],
    ['uns 300, 280 na real', 28000],
    ['fica uns 300, 280 certinho', 28000],
    ['mais ou menos 450, deixa eu ver... 438 exatamente', 43800],
    ['na faixa de 1.200, na verdade 1.180 no pix', 118000],
    ['fica 300, ou melhor, 280', 28000],
    ['por volta de 900, o certo é 870', 87000],
    ['cerca de 700 reais, pra ser mais exato 690', 69000],
  ])('%j → %i centavos', (text, cents) => {
    expect(price(text)).toBe(cents);
  });

  it('leaves the guess and its hedge out of the notes', () => {
    expect(offer('uns 2 mil e pouco, 2.150 pra ser exato')).toEqual({
      kind: 'oferta',
      valorCentavos: 215000,
    });
    expect(offer('uns 300, 280 na real').observacoes).toBeUndefined();
  });

  it.each([
    ['uns 500 reais', 50000],
    ['2 mil e pouco', 200000],
    ['uns 300 o pequeno e 500 o grande', 30000],
    ['Areia média 180 o metro, pedra 200 o metro', 18000],
  ])('keeps a lone guess, or a far second amount: %j → %i', (text, cents) => {
    expect(price(text)).toBe(cents);
  });
});

describe('parseShopReply: a reply that is only a number', () => {
  it.each([
    ['duzentos e noventa e nove', 29900],
    ['Duzentos e noventa e nove!', 29900],
    ['noventa e nove e noventa', 9990],
    ['cento e vinte e nove e noventa', 12990],
    ['trezentos e cinquenta', 35000],
    ['oitenta', 8000],
    ['Sim, quatrocentos e cinquenta', 45000],
    ['Tenho sim! seiscentos e noventa', 69000],
    ['Bom dia amigo, setecentos', 70000],
    ['299', 29900],
    ['1.250', 125000],
    ['Oi, 299', 29900],
    ['5', 500],
  ])('%j → %i centavos', (text, cents) => {
    expect(price(text)).toBe(cents);
  });

  it.each(['tenho dois', 'tem dois modelos', 'tenho 3'])('%j counts, it names no price', (text) => {
    expect(findPrices(text)).toEqual([]);
  });

  it('reads the conjunto of 5 panelas as a count beside the price', () => {
    const text = 'Olá, o conjunto de 5 panelas inox Tramontina está R$ 899,90, vale até domingo';
    expect(price(text)).toBe(89990);
  });
});

describe('parseShopReply: refusals told as what happened', () => {
  it.each([
    ['puts, vendi o ultimo hoje de manha', 'sem_estoque'],
    ['vendi a ultima ontem, desculpa', 'sem_estoque'],
    ['acabei de vender o último', 'sem_estoque'],
    ['acabou de sair o ultimo', 'sem_estoque'],
    ['o último foi vendido semana passada', 'sem_estoque'],
    ['putz, saiu o ultimo agora pouco', 'sem_estoque'],
    ['já foi, amigo', 'sem_estoque'],
    ['ja era, vendi tudo', 'sem_estoque'],
    ['esgotaram', 'sem_estoque'],
    ['não sobrou nenhum', 'sem_estoque'],
    ['essa marca a gente parou de trabalhar', 'nao_trabalha_marca'],
    ['a gente parou de vender essa marca', 'nao_trabalha_marca'],
    ['nao trabalhamos mais com essa marca', 'nao_trabalha_marca'],
    ['paramos de trabalhar com tintas', 'nao_tenho_produto'],
    ['deixei de revender esse produto', 'nao_tenho_produto'],
    ['a gente nao trabalha mais com isso', 'nao_tenho_produto'],
    ['não mexo mais com isso', 'nao_tenho_produto'],
    ['nao revendo mais', 'nao_tenho_produto'],
    ['esse modelo saiu de linha', 'nao_tenho_produto'],
    ['tá fora de linha', 'nao_tenho_produto'],
    ['esse modelo foi descontinuado', 'nao_tenho_produto'],
    ['a fábrica não fabrica mais', 'nao_tenho_produto'],
    ['não fazem mais esse modelo', 'nao_tenho_produto'],
    ['não existe mais esse modelo', 'nao_tenho_produto'],
    ['nao vai dar', 'nao_tenho_produto'],
    ['não vai dar não amigo', 'nao_tenho_produto'],
    ['nao vai rolar', 'nao_tenho_produto'],
    ['infelizmente nao vai ser possivel', 'nao_tenho_produto'],
    ['dessa vez não, obrigado', 'nao_tenho_produto'],
    ['desta vez vou ficar devendo', 'nao_tenho_produto'],
    ['nao consigo esse', 'nao_tenho_produto'],
    ['não tenho como conseguir', 'nao_tenho_produto'],
    ['não tenho como arrumar', 'nao_tenho_produto'],
  ])('%j → %s', (text, motivo) => {
    expect(parseShopReply(text)).toMatchObject({ kind: 'recusa', motivo, texto: text });
  });

  it.each([
    ['vendi o ultimo mas chega outro semana que vem por 450', 45000],
    ['saiu de linha mas tenho o modelo novo por 1.200', 120000],
    ['esse é o ultimo, 300 no pix', 30000],
  ])('an offer beside the story stays an offer: %j', (text, cents) => {
    expect(price(text)).toBe(cents);
  });

  it.each([
    'é o último que tenho',
    'não tenho como entregar hoje',
    'não vai dar pra entregar hoje, só amanhã',
    'ja foi enviado',
    'é a última unidade',
    'não vai dar para fazer por menos',
    'o último modelo chegou',
    'parou de funcionar?',
  ])('%j refuses nothing', (text) => {
    expect(parseShopReply(text).kind).not.toBe('recusa');
  });
});

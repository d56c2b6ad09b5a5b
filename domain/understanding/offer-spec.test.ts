import { describe, expect, it } from 'vitest';
import { findPrices } from './offer.ts';
import { offer, price } from './offer-test-support.ts';

// Numbers that describe the goods (a voltage, a size, thousands of things) beside the price, and a
// price for a quantity after the list price. Variations written the way shops chat; then the near
// misses that keep their old reading.

describe('a voltage said without its "v" is no price', () => {
  it.each([
    'Só tenho o de 110v e você precisa de 220, então não vou conseguir',
    'você precisa de 220 né? só tenho 110v',
    'o cliente quer de 220, tenho só bivolt',
    'só tenho em 220',
    'tenho a voltagem 110, e 220 não',
  ])('%j has no amount', (text) => {
    expect(findPrices(text)).toEqual([]);
  });

  it.each([
    ['tenho em 220, fica 1.350', 135000],
    ['o de 220 sai 890', 89000],
    ['precisa de 220? tenho, 1.100 no pix', 110000],
    ['geladeira 220v, 220 no pix', 22000],
    ['tenho o de 220v, sai 220', 22000],
    ['tenho 110 volts por 640', 64000],
  ])('%j → %i centavos', (text, cents) => {
    expect(price(text)).toBe(cents);
  });

  it.each([
    ['fica 220', 22000],
    ['220', 22000],
    ['R$ 220,00 à vista', 22000],
    ['valor de 220', 22000],
    ['10x de 220 sem juros', 220000],
  ])('a voltage-like price stays a price: %j → %i', (text, cents) => {
    expect(price(text)).toBe(cents);
  });
});

describe('a size right after a garment or a shoe is no price', () => {
  it.each([
    ['terno slim azul marinho 48: venda 690', 69000, 'Terno slim azul marinho 48'],
    ['tênis Nike Air 42 350 no pix', 35000, 'Tênis Nike Air 42'],
    ['calça jeans 38, 129,90', 12990, 'Calça jeans 38'],
    ['vestido longo 40 tenho, 259', 25900, undefined],
    ['bota de couro 39 sai 420', 42000, 'Bota de couro 39'],
    ['camisa social 3 280', 28000, 'Camisa social 3'],
    ['chuteira society 41 por 199,90', 19990, 'Chuteira society 41'],
    ['sapato 43 preto 310', 31000, undefined],
  ])('%j → %i', (text, cents, notes) => {
    const reply = offer(text);
    expect(reply.valorCentavos).toBe(cents);
    if (notes) expect(reply.observacoes).toBe(notes);
  });

  it.each([
    ['camiseta 39', 3900],
    ['camisa 45 reais', 4500],
    ['tênis 42 no pix', 4200],
    ['bermuda tam 44 fica 89', 8900],
  ])('alone or marked as money, it is the price: %j → %i', (text, cents) => {
    expect(price(text)).toBe(cents);
  });
});

describe('thousands of things are no thousands of reais', () => {
  it.each([
    ['saco de 60 mil sementes R$ 1.150', 115000],
    ['ar de 12 mil btus por 2.300', 230000],
    ['caixa com 5 mil unidades sai 380', 38000],
    ['pacote de 10 mil folhas, 145 reais', 14500],
    ['rolo de 2 mil metros fica 890', 89000],
    ['semente de milho, saco de 60 mil sementes, 980 no pix', 98000],
  ])('%j → %i', (text, cents) => {
    expect(price(text)).toBe(cents);
  });

  it.each([
    ['fica 2 mil', 200000],
    ['2 mil reais', 200000],
    ['sai 3 mil no pix', 300000],
    ['1,5 mil mais o frete', 150000],
  ])('thousands of reais stay: %j → %i', (text, cents) => {
    expect(price(text)).toBe(cents);
  });

  it('keeps the R$ amount over a bare number', () => {
    expect(price('60 mil sementes R$ 1.150')).toBe(115000);
    expect(price('modelo 300 R$ 1.150')).toBe(115000);
  });
});

describe('a price for a quantity after the list price', () => {
  it.each([
    ['45 reais o saco, pra 30 sacos faço 42 cada', 4500, 'por saco', 'Pra 30 sacos: R$ 42,00 por saco'],
    ['22,90 o par, pra 10 pares faço 20 cada', 2290, 'por par', 'Pra 10 pares: R$ 20,00 por par'],
    ['acima de 10 unidades sai 18', 1800, 'por unidade', 'Acima de 10 unidades'],
    ['45 o saco, a partir de 20 sacos sai 41', 4500, 'por saco', 'A partir de 20 sacos: R$ 41,00 por saco'],
    [
      'R$ 12,90 a unidade, de 12 pra cima fica 11,50',
      1290,
      'por unidade',
      'De 12 pra cima: R$ 11,50 por unidade',
    ],
    ['o kit sai 80, comprando 5 ou mais 70 cada', 8000, 'por kit', 'Comprando 5 ou mais: R$ 70,00 por kit'],
    [
      'o milheiro 900, pra 10 milheiros fica 850',
      90000,
      'por milheiro',
      'Pra 10 milheiros: R$ 850,00 por milheiro',
    ],
    ['levando 10 faço 20 cada', 2000, 'cada', 'Levando 10'],
    ['a lata sai 35, levando 6 latas deixo 32 cada', 3500, 'por lata', 'Levando 6 latas: R$ 32,00 por lata'],
    [
      'Bom dia! R$ 8,50 o metro, acima de 100 metros fica 7,80',
      850,
      'por metro',
      'Acima de 100 metros: R$ 7,80 por metro',
    ],
  ])('%j → %i %s, notes %j', (text, cents, unidade, observacoes) => {
    expect(offer(text)).toMatchObject({ valorCentavos: cents, unidade, observacoes });
  });

  it('offers the list price and keeps the quantity price, with its way of paying, in the notes', () => {
    expect(offer('45 o saco, pra 30 sacos faço 42 no pix')).toMatchObject({
      valorCentavos: 4500,
      unidade: 'por saco',
      observacoes: expect.stringContaining('Pra 30 sacos: R$ 42,00'),
    });
  });

  it.each([
    ['tenho 3 unidades, 120 cada', 12000],
    ['A unidade sai por 12,50 e a caixa com 12 por 140', 1250],
    ['o conjunto de 5 panelas inox sai 899', 89900],
    ['tenho 2 modelos: o simples 450 e o completo 690', 45000],
    ['a partir de 1.200 no pix', 120000],
  ])('a count that sets no condition changes nothing: %j → %i', (text, cents) => {
    expect(price(text)).toBe(cents);
  });
});

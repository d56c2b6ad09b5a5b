import { describe, expect, it } from 'vitest';
import { parseShopCommand } from './parse-offer.ts';

describe('shop messages', () => {
  it('reads the fixed offer format', () => {
    expect(
      parseShopCommand(
        'oferta ABCD1234 R$ 1.200,50; Pix ou 10x; entrega amanhã; 3 dias; cor preta; com nota',
      ),
    ).toEqual({
      kind: 'oferta',
      precoInvalido: false,
      draft: {
        codigo: 'abcd1234',
        valorCentavos: 120050,
        pagamento: 'Pix ou 10x',
        entrega: 'entrega amanhã',
        validade: '3 dias',
        observacoes: 'cor preta; com nota',
      },
    });
  });

  it('takes a short offer whose missing fields are asked later', () => {
    expect(parseShopCommand('Oferta #abcd1234 120')).toEqual({
      kind: 'oferta',
      precoInvalido: false,
      draft: { codigo: 'abcd1234', valorCentavos: 12000 },
    });
    expect(parseShopCommand('oferta abcd1234\n1,2 mil\nboleto')).toMatchObject({
      draft: { valorCentavos: 120000, pagamento: 'boleto' },
    });
  });

  it('flags an unreadable price and a missing code', () => {
    expect(parseShopCommand('oferta abcd1234 barato; pix; hoje')).toMatchObject({
      kind: 'oferta',
      precoInvalido: true,
      draft: { valorCentavos: null, pagamento: 'pix', entrega: 'hoje' },
    });
    expect(parseShopCommand('oferta 120; pix')).toEqual({ kind: 'oferta_sem_codigo', resto: '120; pix' });
  });

  it('reads "não tenho" with or without a code', () => {
    expect(parseShopCommand('Não tenho ABCD1234')).toEqual({ kind: 'nao_tenho', codigo: 'abcd1234' });
    expect(parseShopCommand('nao tenho')).toEqual({ kind: 'nao_tenho' });
    expect(parseShopCommand('bom dia')).toBeNull();
  });

  it('reads the explicit price of a free "tenho" answer', () => {
    expect(parseShopCommand('Tenho, R$ 1.200, entrego amanhã, 10x sem juros')).toEqual({
      kind: 'tenho',
      valorCentavos: 120000,
    });
    expect(parseShopCommand('sim tenho o abcd1234 por 350 reais')).toEqual({
      kind: 'tenho',
      codigo: 'abcd1234',
      valorCentavos: 35000,
    });
    expect(parseShopCommand('temos 2 unidades')).toEqual({ kind: 'tenho', valorCentavos: null });
    expect(parseShopCommand('bom dia')).toBeNull();
  });
});

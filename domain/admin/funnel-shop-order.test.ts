import { describe, expect, it } from 'vitest';
import type { FunnelShop } from './dashboard-schemas.ts';
import { compareFunnelShops } from './funnel-shop-order.ts';

const shop = (
  nomeLoja: string,
  ofertas: number,
  aceitas: number,
  media: number | null,
  total: number,
): FunnelShop => ({
  id: nomeLoja,
  nomeLoja,
  oportunidades: 5,
  ofertas,
  aceitas,
  avaliacoes: { media, total },
});

const shops = [
  shop('Sem Nota', 4, 2, null, 0),
  shop('Quatro Muitas', 1, 0, 4, 9),
  shop('Quatro Poucas', 3, 1, 4, 2),
  shop('Cinco', 2, 0, 5, 1),
];
const order = (ordem: Parameters<typeof compareFunnelShops>[0]) =>
  [...shops].sort(compareFunnelShops(ordem)).map((s) => s.nomeLoja);

describe('compareFunnelShops', () => {
  it('puts the best average first, more ratings breaking a tie, and unrated shops last', () => {
    expect(order('avaliacao')).toEqual(['Cinco', 'Quatro Muitas', 'Quatro Poucas', 'Sem Nota']);
  });

  it('orders by offers made or accepted, most first', () => {
    expect(order('ofertas')).toEqual(['Sem Nota', 'Quatro Poucas', 'Cinco', 'Quatro Muitas']);
    expect(order('aceitas')).toEqual(['Sem Nota', 'Quatro Poucas', 'Cinco', 'Quatro Muitas']);
  });
});

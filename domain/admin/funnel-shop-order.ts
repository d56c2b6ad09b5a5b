import type { FunnelShop, FunnelShopOrder } from './dashboard-schemas.ts';

// The orders of the funnel's "Lojas no período" table (issue 21: a shop's rating average orders
// shops in the funnel reports).

/** Ties fall to the next key, then the name, so the table never reshuffles between loads. */
export function compareFunnelShops(ordem: FunnelShopOrder) {
  const byRating = (a: FunnelShop, b: FunnelShop) =>
    // Shops without ratings last: an unrated shop is not a bad one, just unknown.
    (b.avaliacoes.media ?? -1) - (a.avaliacoes.media ?? -1) || b.avaliacoes.total - a.avaliacoes.total;
  const keys: Record<FunnelShopOrder, Array<(a: FunnelShop, b: FunnelShop) => number>> = {
    avaliacao: [byRating, (a, b) => b.aceitas - a.aceitas],
    ofertas: [(a, b) => b.ofertas - a.ofertas, (a, b) => b.aceitas - a.aceitas, byRating],
    aceitas: [(a, b) => b.aceitas - a.aceitas, (a, b) => b.ofertas - a.ofertas, byRating],
  };
  return (a: FunnelShop, b: FunnelShop) => {
    for (const key of keys[ordem]) {
      const order = key(a, b);
      if (order !== 0) return order;
    }
    return a.nomeLoja.localeCompare(b.nomeLoja, 'pt-BR') || a.id.localeCompare(b.id);
  };
}

import { ratingSummaries } from '#api/avaliacoes/avaliacoes-data.ts';
import {
  FUNNEL_SHOPS_LIMIT,
  type FunnelShop,
  type FunnelShops,
  type FunnelShopsQuery,
} from '#domain/admin/dashboard-schemas.ts';
import { compareFunnelShops } from '#domain/admin/funnel-shop-order.ts';
import type { Db } from '#prisma/client.ts';
import { funnelWishes } from './funnel.ts';

// Issue 21: "a shop's average can be used to order shops in the funnel reports". The shops that
// received opportunities (matches) of the funnel's wishes — same period, city and category — with
// what they made of them and their customers' ratings, so admins see who serves best where.

export async function readFunnelShops(db: Db, query: FunnelShopsQuery): Promise<FunnelShops> {
  const { wishes } = await funnelWishes(db, query);

  const [matches, ofertas, aceitas] = await Promise.all([
    db.match.groupBy({ by: ['lojista_id'], where: { desejo: wishes }, _count: { _all: true } }),
    db.oferta.groupBy({ by: ['lojista_id'], where: { desejo: wishes }, _count: { _all: true } }),
    db.oferta.groupBy({
      by: ['lojista_id'],
      where: { desejo: wishes, status: 'aceita' },
      _count: { _all: true },
    }),
  ]);
  const ids = matches.map((row) => row.lojista_id);
  const countOf = (rows: typeof ofertas) => new Map(rows.map((row) => [row.lojista_id, row._count._all]));
  const [offersBy, acceptedBy] = [countOf(ofertas), countOf(aceitas)];
  // The one average the shop list and the shop's own dashboard show (all of its ratings).
  const [ratings, names] = await Promise.all([
    ratingSummaries(db, ids),
    db.lojista.findMany({ where: { id: { in: ids } }, select: { id: true, nome_loja: true } }),
  ]);
  const nameOf = new Map(names.map((shop) => [shop.id, shop.nome_loja]));

  const shops: FunnelShop[] = matches.map((row) => ({
    id: row.lojista_id,
    nomeLoja: nameOf.get(row.lojista_id) ?? '',
    oportunidades: row._count._all,
    ofertas: offersBy.get(row.lojista_id) ?? 0,
    aceitas: acceptedBy.get(row.lojista_id) ?? 0,
    avaliacoes: ratings.get(row.lojista_id) ?? { media: null, total: 0 },
  }));
  return {
    ordem: query.ordem,
    total: shops.length,
    lojistas: shops.sort(compareFunnelShops(query.ordem)).slice(0, FUNNEL_SHOPS_LIMIT),
  };
}

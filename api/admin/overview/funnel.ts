import type { z } from 'zod';
import {
  type DashboardFunnel,
  FUNNEL_LABELS,
  type funnelQuerySchema,
  NO_SHOP_CITIES_LIMIT,
} from '#domain/admin/dashboard-schemas.ts';
import type { Db, Prisma } from '#prisma/client.ts';
import { cityFilter } from './overview.ts';

// Beyond the spec (issue 7, item 4): the funnel of the wishes of a period — created, reached a
// shop, got an offer, closed — for one city and category or all, and the cities whose wishes
// reached no shop (demand without supply: where to recruit shops).

type FunnelQuery = z.output<typeof funnelQuerySchema>;

/** The funnel's wishes: of the period and category (`period`), and of the city too (`wishes`). */
export async function funnelWishes(
  db: Db,
  query: Pick<FunnelQuery, 'start' | 'end' | 'categoria' | 'cidade'>,
): Promise<{ period: Prisma.DesejoWhereInput; wishes: Prisma.DesejoWhereInput }> {
  const city = await cityFilter(db, query.cidade);
  const period: Prisma.DesejoWhereInput = {
    created_at: { gte: query.start, lt: query.end },
    ...(query.categoria !== undefined ? { categoria_id: query.categoria } : {}),
  };
  return { period, wishes: { ...period, ...(city ?? {}) } };
}

export async function readFunnel(db: Db, query: FunnelQuery): Promise<DashboardFunnel> {
  const { period, wishes } = await funnelWishes(db, query);

  const [desejos, comMatch, comOferta, fechados, totalMatches, totalOfertas, semLoja] = await Promise.all([
    db.desejo.count({ where: wishes }),
    db.desejo.count({ where: { ...wishes, matches: { some: {} } } }),
    db.desejo.count({ where: { ...wishes, ofertas: { some: {} } } }),
    db.desejo.count({ where: { ...wishes, status: 'fechado' } }),
    db.match.count({ where: { desejo: wishes } }),
    db.oferta.count({ where: { desejo: wishes } }),
    // Every city of the period (the city filter would leave one bar), same category filter.
    db.desejo.groupBy({
      by: ['cidade_normalizada', 'estado'],
      where: { ...period, matches: { none: {} } },
      _count: { _all: true },
      _min: { cidade: true },
      orderBy: [{ _count: { id: 'desc' } }, { cidade_normalizada: 'asc' }],
      take: NO_SHOP_CITIES_LIMIT,
    }),
  ]);

  const counts = { desejos, com_match: comMatch, com_oferta: comOferta, fechados } as const;
  return {
    from: query.from,
    to: query.to,
    etapas: (Object.keys(counts) as Array<keyof typeof counts>).map((etapa) => ({
      etapa,
      label: FUNNEL_LABELS[etapa],
      total: counts[etapa],
    })),
    totalMatches,
    totalOfertas,
    cidadesSemLoja: semLoja.map((row) => ({
      cidade: row._min.cidade ?? row.cidade_normalizada,
      estado: row.estado,
      desejos: row._count._all,
    })),
  };
}

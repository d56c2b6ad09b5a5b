import type { MotivoDesistencia } from '#domain/ofertas/archive-schema.ts';
import { type Aba, type MatchListQuery, PAGE_SIZE } from '#domain/ofertas/dashboard-schemas.ts';
import type { DbClient, Prisma } from '#prisma/client.ts';
import type { MatchStatus } from '#prisma/generated/enums.ts';

// The dashboard's tab lists and badges, always by one shop. Each tab is a `(lojista_id, status)`
// range of the matches index ([lojista_id, status, created_at]), ordered by the match's
// created_at: matches are written with their wish, so this is the wish date the spec sorts by,
// and it keeps the page an index read (bench/matching.ts times it with 10,000 matches a shop).

/** Where each tab reads: Novas are the open matches still without an offer. */
export function tabWhere(lojistaId: string, aba: Aba): Prisma.MatchWhereInput {
  switch (aba) {
    case 'novas':
      return { lojista_id: lojistaId, status: { in: ['pendente', 'ativo'] }, oferta_id: null };
    case 'enviadas':
      // An offer the customer chose makes its match aceito: it stays among the sent ones, labelled Aceita.
      return { lojista_id: lojistaId, status: { in: ['com_oferta', 'aceito'] } };
    case 'perdidas':
      return { lojista_id: lojistaId, status: 'perdido' };
    case 'arquivadas':
      return { lojista_id: lojistaId, status: 'arquivado' };
  }
}

// What a card shows of the wish. Never the customer's name or WhatsApp: the shop hears from the
// customer only after the customer chooses an offer.
const desejoCardSelect = {
  id: true,
  produto_desejado: true,
  marca: true,
  caracteristicas: true,
  descricao: true,
  categoria: true,
  subcategoria: true,
  cidade: true,
  estado: true,
  link_produto: true,
  status: true,
  created_at: true,
  // The customer's photos, served by /api/dashboard/fotos/:id (wish-photo.ts).
  fotos: { select: { id: true }, orderBy: { created_at: 'asc' } },
} satisfies Prisma.DesejoSelect;

export const matchCardSelect = {
  id: true,
  status: true,
  created_at: true,
  updated_at: true,
  desejo: { select: desejoCardSelect },
  // The shop's one offer for the wish, as it stands after any change (versao > 1).
  oferta: {
    select: {
      id: true,
      versao: true,
      updated_at: true,
      valor: true,
      descricao: true,
      condicoes_pagamento: true,
      prazo_entrega: true,
      validade: true,
      observacoes: true,
      status: true,
      created_at: true,
      foto_key: true,
    },
  },
  desistencias: {
    select: { motivo: true, observacoes: true, created_at: true },
    orderBy: { created_at: 'desc' },
    take: 1,
  },
} satisfies Prisma.MatchSelect;

export type MatchCardRow = Prisma.MatchGetPayload<{ select: typeof matchCardSelect }>;

/** One page (20) of a shop's tab, newest or oldest first. */
export function listShopMatches(
  db: DbClient,
  lojistaId: string,
  query: MatchListQuery,
): Promise<MatchCardRow[]> {
  const direction = query.ordem === 'antigas' ? 'asc' : 'desc';
  return db.match.findMany({
    where: tabWhere(lojistaId, query.aba),
    orderBy: [{ created_at: direction }, { id: direction }],
    skip: (query.pagina - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
    select: matchCardSelect,
  });
}

export type TabCounts = Record<Aba, number>;

/** The four badges. */
export async function countShopMatches(db: DbClient, lojistaId: string): Promise<TabCounts> {
  const [novas, enviadas, perdidas, arquivadas] = await Promise.all(
    (['novas', 'enviadas', 'perdidas', 'arquivadas'] as const).map((aba) =>
      db.match.count({ where: tabWhere(lojistaId, aba) }),
    ),
  );
  return { novas: novas!, enviadas: enviadas!, perdidas: perdidas!, arquivadas: arquivadas! };
}

/** A match of this shop, or null: every write starts here, so another shop's id is a 404. */
export function findShopMatch(db: DbClient, lojistaId: string, matchId: string) {
  return db.match.findFirst({
    where: { id: matchId, lojista_id: lojistaId },
    select: {
      id: true,
      status: true,
      oferta_id: true,
      desejo_id: true,
      desejo: { select: { id: true, status: true, expires_at: true } },
    },
  });
}

/** The same match read with its row locked (FOR UPDATE): archive and restore never interleave. */
export async function lockShopMatch(tx: Prisma.TransactionClient, lojistaId: string, matchId: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM matches WHERE id = ${matchId}::uuid AND lojista_id = ${lojistaId}::uuid FOR UPDATE`;
  return locked.length > 0 ? findShopMatch(tx, lojistaId, matchId) : null;
}

/** Records why the shop withdrew, then archives the match (spec 000 §4 Archive: in this order). */
export async function insertDesistenciaAndArchive(
  tx: Prisma.TransactionClient,
  row: { matchId: string; lojistaId: string; motivo: MotivoDesistencia; observacoes: string | null },
) {
  const desistencia = await tx.matchDesistencia.create({
    data: {
      match_id: row.matchId,
      lojista_id: row.lojistaId,
      motivo: row.motivo,
      observacoes: row.observacoes,
    },
    select: { id: true, motivo: true, observacoes: true, created_at: true },
  });
  await tx.match.update({ where: { id: row.matchId }, data: { status: 'arquivado' }, select: { id: true } });
  return desistencia;
}

export function setMatchStatus(tx: Prisma.TransactionClient, matchId: string, status: MatchStatus) {
  return tx.match.update({ where: { id: matchId }, data: { status }, select: { id: true, status: true } });
}

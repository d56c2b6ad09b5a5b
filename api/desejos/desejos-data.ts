import type { DbClient, Prisma } from '#prisma/client.ts';

// Every Prisma call on wishes (desejos) and the matches they create or retire.

/** The category with the given subcategory, if that subcategory belongs to it. */
export function findCategoriaForWish(db: DbClient, categoriaId: number, subcategoriaId?: number | null) {
  return db.categoria.findUnique({
    where: { id: categoriaId },
    select: {
      id: true,
      nome_categoria: true,
      subcategorias: {
        where: { id: subcategoriaId ?? -1 },
        select: { id: true, nome: true },
      },
    },
  });
}

export const createdWishSelect = {
  id: true,
  status: true,
  origem: true,
  produto_desejado: true,
  categoria: true,
  subcategoria: true,
  cidade: true,
  estado: true,
  expires_at: true,
  created_at: true,
} satisfies Prisma.DesejoSelect;

export type CreatedWish = Prisma.DesejoGetPayload<{ select: typeof createdWishSelect }>;

/** The wish a bot turn already made under this key, with its matches. */
export function findDesejoByIdempotencyKey(db: DbClient, idempotencyKey: string) {
  return db.desejo.findUnique({
    where: { idempotency_key: idempotencyKey },
    select: { ...createdWishSelect, matches: { select: { id: true }, orderBy: { id: 'asc' } } },
  });
}

export function insertDesejo(tx: Prisma.TransactionClient, data: Prisma.DesejoUncheckedCreateInput) {
  return tx.desejo.create({ data, select: createdWishSelect });
}

/**
 * The wish's matches in one statement. Eligible: shops of the wish's city (normalized column on
 * both sides, indexed with receber_matches), receiving matches (approved by an admin, not paused by
 * the shop itself, its number not opted out of our messages), serving the category (by id, the
 * lojista_categorias key), and, when the shop chose subcategories of that category, listing the
 * wish's subcategory among them. A wish without subcategory reaches every shop of the category:
 * there is nothing to narrow by. ON CONFLICT keeps one match per shop and wish. Matches take the
 * wish's creation time, so the dashboard's order by match date is the order by wish date.
 */
export function insertMatchesForWish(
  tx: Prisma.TransactionClient,
  wish: {
    desejoId: string;
    cidadeNormalizada: string;
    categoriaId: number;
    subcategoriaId: number | null;
    createdAt: Date;
  },
): Promise<{ id: string; lojista_id: string }[]> {
  return tx.$queryRaw`
    INSERT INTO matches (id, desejo_id, lojista_id, status, created_at, updated_at)
    SELECT gen_random_uuid(), ${wish.desejoId}::uuid, l.id, 'pendente', ${wish.createdAt}, ${wish.createdAt}
    FROM lojistas l
    JOIN lojista_categorias lc ON lc.lojista_id = l.id AND lc.categoria_id = ${wish.categoriaId}
    WHERE l.cidade_normalizada = ${wish.cidadeNormalizada}
      AND l.receber_matches
      AND NOT l.pausado_pela_loja
      AND NOT EXISTS (
        SELECT 1 FROM whatsapp_opt_outs o
        WHERE o.opted_out AND (o.lojista_id = l.id OR o.phone_number = l.whatsapp_loja)
      )
      AND (
        NOT EXISTS (
          SELECT 1 FROM lojistasubcategorias ls
          JOIN subcategorias s ON s.id = ls.subcategoria_id
          WHERE ls.lojista_id = l.id AND s.categoria = ${wish.categoriaId}
        )
        OR ${wish.subcategoriaId}::int IS NULL
        OR EXISTS (
          SELECT 1 FROM lojistasubcategorias ls
          WHERE ls.lojista_id = l.id AND ls.subcategoria_id = ${wish.subcategoriaId}::int
        )
      )
    ON CONFLICT (desejo_id, lojista_id) DO NOTHING
    RETURNING id::text AS id, lojista_id::text AS lojista_id`;
}

/** Matches still waiting for the shop (no offer, not archived) that the wish's end makes perdido. */
const pendingWithoutOffer = {
  status: { in: ['pendente', 'ativo'] },
  oferta_id: null,
} satisfies Prisma.MatchWhereInput;

export function markPendingMatchesLost(tx: Prisma.TransactionClient, desejoIds: readonly string[]) {
  return tx.match.updateMany({
    where: { desejo_id: { in: [...desejoIds] }, ...pendingWithoutOffer },
    data: { status: 'perdido' },
  });
}

export function findDesejoForClose(db: DbClient, desejoId: string) {
  return db.desejo.findUnique({
    where: { id: desejoId },
    select: { id: true, status: true, whatsapp_cliente: true },
  });
}

/** aberto → fechado; false when another request closed or expired it first. */
export async function closeOpenDesejo(tx: Prisma.TransactionClient, desejoId: string, at: Date) {
  const { count } = await tx.desejo.updateMany({
    where: { id: desejoId, status: 'aberto' },
    data: { status: 'fechado', fechado_em: at },
  });
  return count === 1;
}

export function findOfertaOfDesejo(db: DbClient, ofertaId: string, desejoId: string) {
  return db.oferta.findFirst({
    where: { id: ofertaId, id_desejo: desejoId },
    select: { id: true, status: true },
  });
}

/** Every other offer still pending on the closed wish is refused: its shop was not chosen. */
export function refuseOtherOfertas(tx: Prisma.TransactionClient, desejoId: string, chosenId?: string) {
  return tx.oferta.updateMany({
    where: { id_desejo: desejoId, status: 'pendente', ...(chosenId ? { id: { not: chosenId } } : {}) },
    data: { status: 'recusada' },
  });
}

/** The offers of a wish that have an outcome to tell their shops (aceita or recusada). */
export async function findDecidedOfertaIds(db: DbClient, desejoId: string): Promise<string[]> {
  const rows = await db.oferta.findMany({
    where: { id_desejo: desejoId, status: { in: ['aceita', 'recusada'] } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => row.id);
}

/** The chosen offer is accepted and its match with it. */
export async function acceptOferta(tx: Prisma.TransactionClient, ofertaId: string) {
  await tx.oferta.update({ where: { id: ofertaId }, data: { status: 'aceita' } });
  await tx.match.updateMany({ where: { oferta_id: ofertaId }, data: { status: 'aceito' } });
}

/**
 * Up to `limit` open wishes past their expiry become expirado; returns their ids. SKIP LOCKED lets
 * two sweeps (or a sweep and a customer closing a wish) proceed without waiting on each other.
 */
export async function expireDueDesejos(tx: Prisma.TransactionClient, now: Date, limit: number) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    UPDATE desejos SET status = 'expirado', updated_at = ${now}
    WHERE id IN (
      SELECT id FROM desejos
      WHERE status = 'aberto' AND expires_at <= ${now}
      ORDER BY expires_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id::text AS id`;
  return rows.map((row) => row.id);
}

import { simulatedInbound } from '#api/notifications/notifications-data.ts';
import type { Db, DbClient } from '#prisma/client.ts';

// Every Prisma call on ratings: which wishes to ask, the ask's contents, the pending ask of a
// customer, the rating itself and the shops' averages.

/** Closed wishes with an accepted offer, closed between `from` and `to`, never asked. */
export async function findWishesToAsk(db: DbClient, window: { from: Date; to: Date }, limit: number) {
  const rows = await db.desejo.findMany({
    where: {
      status: 'fechado',
      fechado_em: { gte: window.from, lte: window.to },
      avaliacao_pedida_em: null,
      // An erased customer (LGPD) has no number left to ask.
      whatsapp_cliente: { not: '' },
      ofertas: { some: { status: 'aceita' } },
    },
    select: { id: true },
    orderBy: { fechado_em: 'asc' },
    take: limit,
  });
  return rows.map((row) => row.id);
}

export function findRatingAsk(db: DbClient, desejoId: string) {
  return db.desejo.findUnique({
    where: { id: desejoId },
    select: {
      id: true,
      status: true,
      produto_desejado: true,
      whatsapp_cliente: true,
      avaliacao_pedida_em: true,
      conversation: { select: { messages: simulatedInbound } },
      ofertas: {
        where: { status: 'aceita' },
        select: { lojista: { select: { id: true, nome_loja: true } } },
        take: 1,
      },
    },
  });
}

/** Asked: set once, so the sweep never picks the wish again. */
export function markAsked(db: DbClient, desejoId: string, at: Date) {
  return db.desejo.updateMany({
    where: { id: desejoId, avaliacao_pedida_em: null },
    data: { avaliacao_pedida_em: at },
  });
}

/** The customer's asked wishes since `since`, newest ask first, with the chosen shop. */
export function findAskedWishes(db: DbClient, phone: string, since: Date) {
  return db.desejo.findMany({
    where: { whatsapp_cliente: phone, avaliacao_pedida_em: { gte: since } },
    select: {
      id: true,
      avaliacao_encerrada_em: true,
      ofertas: {
        where: { status: 'aceita' },
        select: { lojista: { select: { id: true, nome_loja: true } } },
        take: 1,
      },
    },
    orderBy: { avaliacao_pedida_em: 'desc' },
    take: 5,
  });
}

/** The idempotency key of the last message the bot sent this phone: was it the ask? */
export async function lastOutboundKey(db: DbClient, phone: string): Promise<string | null> {
  const last = await db.whatsappMessage.findFirst({
    where: { direction: 'outbound', conversation: { phone_number: phone } },
    orderBy: [{ timestamp: 'desc' }, { created_at: 'desc' }],
    select: { idempotency_key: true },
  });
  return last?.idempotency_key ?? null;
}

/**
 * Settles the ask, with the rating when one was given, in one transaction. The rating's unique
 * wish makes a repeat a no-op; false when the ask was already settled.
 */
export async function settleAsk(
  db: Db,
  options: {
    desejoId: string;
    at: Date;
    rating?: { lojistaId: string; whatsappCliente: string; nota: number; comentario: string | null };
  },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.desejo.updateMany({
      where: { id: options.desejoId, avaliacao_encerrada_em: null },
      data: { avaliacao_encerrada_em: options.at },
    });
    if (count === 0) return false;
    if (options.rating) {
      await tx.avaliacao.createMany({
        data: [
          {
            desejo_id: options.desejoId,
            lojista_id: options.rating.lojistaId,
            whatsapp_cliente: options.rating.whatsappCliente,
            nota: options.rating.nota,
            comentario: options.rating.comentario,
            created_at: options.at,
          },
        ],
        skipDuplicates: true,
      });
    }
    return true;
  });
}

export type RatingSummary = { media: number | null; total: number };

/** Average (one decimal) and count of each shop's ratings; shops without any get null and 0. */
export async function ratingSummaries(
  db: DbClient,
  lojistaIds: readonly string[],
): Promise<Map<string, RatingSummary>> {
  const groups =
    lojistaIds.length === 0
      ? []
      : await db.avaliacao.groupBy({
          by: ['lojista_id'],
          where: { lojista_id: { in: [...lojistaIds] } },
          _avg: { nota: true },
          _count: { _all: true },
        });
  const summaries = new Map<string, RatingSummary>(lojistaIds.map((id) => [id, { media: null, total: 0 }]));
  for (const group of groups) {
    const media = group._avg.nota === null ? null : Math.round(group._avg.nota * 10) / 10;
    summaries.set(group.lojista_id, { media, total: group._count._all });
  }
  return summaries;
}

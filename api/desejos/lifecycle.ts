import { enqueueOutcomeNotifications } from '#api/notifications/jobs.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { JobHandler } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { type Db, db as defaultDb } from '#prisma/client.ts';
import {
  acceptOferta,
  closeOpenDesejo,
  expireDueDesejos,
  findDecidedOfertaIds,
  findDesejoForClose,
  findOfertaOfDesejo,
  markPendingMatchesLost,
  refuseOtherOfertas,
} from './desejos-data.ts';
import type { expireWishesJob } from './jobs.ts';

// How a wish ends (DECISIONS.md): the customer closes it (chose an offer or bought elsewhere), or
// it expires after WISH_TTL_DAYS. Either way the matches still waiting without an offer become
// perdido, which is what fills the dashboard's Perdidas tab. Offers already sent stay Enviadas:
// the chosen one aceita, the others recusada, and each of their shops is told once on WhatsApp
// (api/notifications outcome notices, enqueued after the commit).

export const LIFECYCLE_MESSAGES = {
  naoEncontrado: 'Desejo não encontrado.',
  jaEncerrado: 'Este desejo já foi encerrado.',
  ofertaNaoEncontrada: 'Oferta não encontrada para este desejo.',
} as const;

export async function closeWish(options: {
  db?: Db;
  desejoId: string;
  /** The offer the customer chose, if any. */
  ofertaId?: string;
  /** When given (the agent's tool), the wish must be this customer's. */
  whatsappCliente?: string;
  now?: Date;
  /** Where the shops' outcome notices are enqueued; without it (scripts, tests) none is sent. */
  notify?: { queue: JobQueue; logger: Logger };
}): Promise<{ lostMatches: number; refusedOffers: number }> {
  const db = options.db ?? defaultDb;
  const now = options.now ?? new Date();
  const desejo = await findDesejoForClose(db, options.desejoId);
  if (!desejo || (options.whatsappCliente && desejo.whatsapp_cliente !== options.whatsappCliente)) {
    throw new AppError('NOT_FOUND', { message: LIFECYCLE_MESSAGES.naoEncontrado });
  }
  const chosen = options.ofertaId ? await findOfertaOfDesejo(db, options.ofertaId, desejo.id) : null;
  if (options.ofertaId && !chosen) {
    throw new AppError('NOT_FOUND', { message: LIFECYCLE_MESSAGES.ofertaNaoEncontrada });
  }
  // The same choice again: a turn run after a crash that had closed the wish but maybe not yet
  // enqueued the notices. It succeeds as before and enqueues them again (a no-op when they were).
  if (desejo.status === 'fechado' && chosen?.status === 'aceita') {
    await notifyOutcome(db, desejo.id, options.notify);
    return { lostMatches: 0, refusedOffers: 0 };
  }
  const result = await db.$transaction(async (tx) => {
    if (!(await closeOpenDesejo(tx, desejo.id, now))) {
      throw new AppError('CONFLICT', { message: LIFECYCLE_MESSAGES.jaEncerrado });
    }
    if (options.ofertaId) await acceptOferta(tx, options.ofertaId);
    const refused = await refuseOtherOfertas(tx, desejo.id, options.ofertaId);
    const { count } = await markPendingMatchesLost(tx, [desejo.id]);
    return { lostMatches: count, refusedOffers: refused.count };
  });
  await notifyOutcome(db, desejo.id, options.notify);
  return result;
}

async function notifyOutcome(db: Db, desejoId: string, notify?: { queue: JobQueue; logger: Logger }) {
  if (!notify) return;
  const ofertaIds = await findDecidedOfertaIds(db, desejoId);
  await enqueueOutcomeNotifications({ ...notify, ofertaIds });
}

const BATCH = 500;

/** Expires every open wish past expires_at, in batches; each batch with its matches in one transaction. */
export async function expireWishes(options: { db?: Db; now?: Date } = {}) {
  const db = options.db ?? defaultDb;
  const now = options.now ?? new Date();
  let expired = 0;
  let lostMatches = 0;
  for (;;) {
    const batch = await db.$transaction(async (tx) => {
      const ids = await expireDueDesejos(tx, now, BATCH);
      const lost = ids.length > 0 ? (await markPendingMatchesLost(tx, ids)).count : 0;
      return { ids, lost };
    });
    expired += batch.ids.length;
    lostMatches += batch.lost;
    if (batch.ids.length < BATCH) return { expired, lostMatches };
  }
}

export const handleExpireWishes: JobHandler<typeof expireWishesJob> = async (_payload, ctx) => {
  const result = await expireWishes();
  if (result.expired > 0) ctx.logger.info(result, 'desejos expirados');
};

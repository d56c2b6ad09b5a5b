import { z } from 'zod';
import { defineJob } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';

// WhatsApp notifications, one job per recipient and event, enqueued after the commit that created
// the match or the offer. The queue dedupes the job id while it is retained; the sender stores the
// message under its idempotency key before delivering it, so an attempt retried after a successful
// send (a timeout on the answer, a crash before the job was marked done) finds that row and does
// not message anyone twice. A send WhatsApp refused is recorded on the row ('failed'), not thrown.

const retry = { attempts: 8, backoff: { type: 'exponential', delayMs: 5_000 } } as const;

export const shopNoticeKey = (matchId: string) => `novo-desejo:${matchId}`;
/** One notice per version of an offer; the first keeps the key it had before offers changed. */
export const offerNoticeKey = (ofertaId: string, versao = 1) =>
  versao === 1 ? `oferta:${ofertaId}` : `oferta:${ofertaId}:v${versao}`;

/** The outcome of an offer told to its shop once: chosen (with the customer's contact) or not. */
export const outcomeNoticeKey = (ofertaId: string) => `resultado-oferta:${ofertaId}`;

/** `novo_desejo` to the shop's whatsapp_loja (handled in notify-handlers.ts). */
export const notifyShopJob = defineJob({
  name: 'notifications.novo-desejo',
  schema: z.object({ matchId: z.uuid() }),
  ...retry,
});

/** `oferta_recebida` to the customer, once per version of the offer (notify-handlers.ts). */
export const notifyOfferJob = defineJob({
  name: 'notifications.oferta-recebida',
  // Jobs enqueued before offers had versions carry no versao: they are the first.
  schema: z.object({ ofertaId: z.uuid(), versao: z.number().int().min(1).default(1) }),
  ...retry,
});

/**
 * `oferta_escolhida` or `desejo_encerrado` to the shop of an offer whose wish was closed, by the
 * offer's status when the job runs (aceita / recusada; outcome-handlers.ts).
 */
export const notifyOutcomeJob = defineJob({
  name: 'notifications.resultado-oferta',
  schema: z.object({ ofertaId: z.uuid() }),
  ...retry,
});

/**
 * One `novo_desejo` per match; call after the commit. A failing queue is logged, never thrown: the
 * wish and its matches are stored and the shops still see them on the dashboard.
 */
export async function enqueueShopNotifications(options: {
  queue: JobQueue;
  logger: Logger;
  matchIds: readonly string[];
}): Promise<number> {
  let enqueued = 0;
  const batchSize = 100;
  for (let start = 0; start < options.matchIds.length; start += batchSize) {
    const batch = options.matchIds.slice(start, start + batchSize);
    const results = await Promise.allSettled(
      batch.map((matchId) =>
        options.queue.enqueue(notifyShopJob, { matchId }, { jobId: shopNoticeKey(matchId) }),
      ),
    );
    for (const [index, result] of results.entries()) {
      if (result.status === 'fulfilled') enqueued += 1;
      else
        options.logger.error(
          { err: result.reason, matchId: batch[index] },
          'não foi possível agendar a notificação do lojista',
        );
    }
  }
  return enqueued;
}

/** The customer's notice of one version of an offer; call after the commit. Logged, never thrown. */
export async function enqueueOfferNotification(options: {
  queue: JobQueue;
  logger: Logger;
  ofertaId: string;
  versao: number;
}): Promise<boolean> {
  const { ofertaId, versao } = options;
  try {
    await options.queue.enqueue(
      notifyOfferJob,
      { ofertaId, versao },
      { jobId: offerNoticeKey(ofertaId, versao) },
    );
    return true;
  } catch (error) {
    options.logger.error(
      { err: error, ofertaId, versao },
      'não foi possível agendar a notificação da oferta',
    );
    return false;
  }
}

/**
 * One outcome notice per offer of a closed wish; call after the commit. Keyed by offer, so a turn
 * run again after a crash (or a retried close) enqueues nothing new. Logged, never thrown: the
 * wish is closed and the shops see the outcome on the dashboard anyway.
 */
export async function enqueueOutcomeNotifications(options: {
  queue: JobQueue;
  logger: Logger;
  ofertaIds: readonly string[];
}): Promise<number> {
  const results = await Promise.allSettled(
    options.ofertaIds.map((ofertaId) =>
      options.queue.enqueue(notifyOutcomeJob, { ofertaId }, { jobId: outcomeNoticeKey(ofertaId) }),
    ),
  );
  let enqueued = 0;
  for (const [index, result] of results.entries()) {
    if (result.status === 'fulfilled') enqueued += 1;
    else
      options.logger.error(
        { err: result.reason, ofertaId: options.ofertaIds[index] },
        'não foi possível agendar o aviso do resultado da oferta',
      );
  }
  return enqueued;
}

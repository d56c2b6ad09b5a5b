import { z } from 'zod';
import { defineJob, type JobContext } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { getOutboundSender, type OutboundTemplateMessage } from '#whatsapp/sender.ts';
import { db } from '#prisma/client.ts';
import { OFERTA_ATUALIZADA_TEXT, renderTemplate } from '#prompts/templates.ts';
import {
  findMatchNotice,
  findOfertaNotice,
  hasSentAnyOf,
  isSimulatedWish,
  readWhatsappTemplates,
} from './notifications-data.ts';
import { novoDesejoVars, ofertaRecebidaVars } from './template-vars.ts';

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

async function sendOnce(message: OutboundTemplateMessage, ctx: JobContext) {
  const { messageId, status } = await getOutboundSender().sendTemplate(message);
  // The key and template only: the number and the text are personal data.
  ctx.logger.info(
    { key: message.idempotencyKey, template: message.template, messageId, status },
    'notificação entregue ao envio',
  );
}

/** `novo_desejo` to the shop's whatsapp_loja. */
export const notifyShopJob = defineJob({
  name: 'notifications.novo-desejo',
  schema: z.object({ matchId: z.uuid() }),
  ...retry,
  async handler({ matchId }, ctx) {
    const match = await findMatchNotice(db, matchId);
    // Deleted with its wish, or the wish closed before the job ran: nothing worth telling.
    if (match?.desejo.status !== 'aberto') {
      ctx.logger.info({ matchId }, 'oportunidade não está mais aberta; notificação descartada');
      return;
    }
    const templates = await readWhatsappTemplates(db);
    const variables = novoDesejoVars(match);
    await sendOnce(
      {
        to: match.lojista.whatsapp_loja,
        template: 'novo_desejo',
        variables,
        text: renderTemplate(templates.novo_desejo, variables),
        idempotencyKey: shopNoticeKey(matchId),
        simulated: isSimulatedWish(match.desejo),
      },
      ctx,
    );
  },
});

/**
 * `oferta_recebida` to the customer who made the wish, once per version of the offer. A version
 * already replaced when its job runs is not sent: the newer version's notice tells the terms that
 * stand. A later version is told as an update (free text inside the 24-hour window, the same
 * template as the first notice outside it) when an earlier notice went out, else as the offer.
 */
export const notifyOfferJob = defineJob({
  name: 'notifications.oferta-recebida',
  // Jobs enqueued before offers had versions carry no versao: they are the first.
  schema: z.object({ ofertaId: z.uuid(), versao: z.number().int().min(1).default(1) }),
  ...retry,
  async handler({ ofertaId, versao }, ctx) {
    const oferta = await findOfertaNotice(db, ofertaId);
    if (!oferta) {
      ctx.logger.info({ ofertaId }, 'oferta não existe mais; notificação descartada');
      return;
    }
    if (versao < oferta.versao) {
      ctx.logger.info(
        { ofertaId, versao, atual: oferta.versao },
        'versão já substituída; notificação descartada',
      );
      return;
    }
    const earlier = Array.from({ length: versao - 1 }, (_, i) => offerNoticeKey(ofertaId, i + 1));
    const isUpdate = await hasSentAnyOf(db, earlier);
    const templates = await readWhatsappTemplates(db);
    const variables = ofertaRecebidaVars(oferta);
    await sendOnce(
      {
        to: oferta.desejo.whatsapp_cliente,
        template: 'oferta_recebida',
        variables,
        text: renderTemplate(isUpdate ? OFERTA_ATUALIZADA_TEXT : templates.oferta_recebida, variables),
        idempotencyKey: offerNoticeKey(ofertaId, versao),
        simulated: isSimulatedWish(oferta.desejo),
      },
      ctx,
    );
  },
});

export const notificationJobs = [notifyShopJob, notifyOfferJob];

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

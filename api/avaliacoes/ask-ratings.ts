import { isSimulatedWish, readWhatsappTemplates } from '#api/notifications/notifications-data.ts';
import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { replyButtons } from '#domain/whatsapp/interactive.ts';
import { rateId } from '#domain/whatsapp/reply-ids.ts';
import type { JobHandler } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { getBotRuntime } from '#platform/runtime.ts';
import { type Db, db as defaultDb } from '#prisma/client.ts';
import { renderTemplate, TEMPLATE_QUICK_REPLIES, type TemplateVars } from '#prompts/templates.ts';
import { getOutboundSender } from '#whatsapp/sender.ts';
import { findRatingAsk, findWishesToAsk, markAsked } from './avaliacoes-data.ts';
import { askRatingJob, ratingAskKey, type sweepRatingAsksJob } from './jobs.ts';

// A day after a wish closes with a chosen offer, its customer is asked once how the shop did.
// Never twice: the ask goes out under one idempotency key per wish (the sender stores it before
// sending, so a retried job or a second enqueue finds it and sends nothing), and the wish records
// when it was asked, which takes it out of the sweep. A crash between the send and that record
// only makes the next sweep enqueue the ask again, which the key turns into a no-op.

export const RATING_DELAY_MS = 24 * 60 * 60 * 1000;
/** Wishes closed longer ago than this are not asked any more (an ask a week late is noise). */
export const RATING_MAX_AGE_MS = 7 * RATING_DELAY_MS;
const BATCH = 200;

export async function sweepRatingAsks(options: {
  db?: Db;
  queue: JobQueue;
  logger: Logger;
  now?: Date;
  /** RATING_DELAY_MINUTES, in ms: a day unless the installation says otherwise. */
  delayMs?: number;
}) {
  const db = options.db ?? defaultDb;
  const now = (options.now ?? new Date()).getTime();
  const delayMs = options.delayMs ?? RATING_DELAY_MS;
  const ids = await findWishesToAsk(
    db,
    { from: new Date(now - delayMs - RATING_MAX_AGE_MS), to: new Date(now - delayMs) },
    BATCH,
  );
  let enqueued = 0;
  for (const desejoId of ids) {
    try {
      await options.queue.enqueue(askRatingJob, { desejoId }, { jobId: ratingAskKey(desejoId) });
      enqueued += 1;
    } catch (error) {
      options.logger.error({ err: error, desejoId }, 'não foi possível agendar o pedido de avaliação');
    }
  }
  return { enqueued };
}

/** The ask's buttons: 5, 3 and "Não quero avaliar" (any 1 to 5 may be typed, the text says so). */
function ratingButtons(text: string, codigo: string) {
  const [otimo, regular, recusar] = TEMPLATE_QUICK_REPLIES.avaliacao_pedido;
  return replyButtons(text, [
    { id: rateId(codigo, 5), title: otimo },
    { id: rateId(codigo, 3), title: regular },
    { id: rateId(codigo, 'nao'), title: recusar },
  ]);
}

export async function askRating(options: { db?: Db; desejoId: string; logger: Logger; now?: Date }) {
  const db = options.db ?? defaultDb;
  const desejo = await findRatingAsk(db, options.desejoId);
  const loja = desejo?.ofertas[0]?.lojista;
  if (!desejo || !loja || desejo.status !== 'fechado' || desejo.whatsapp_cliente === '') {
    options.logger.info({ desejoId: options.desejoId }, 'desejo sem oferta escolhida; avaliação não pedida');
    return { asked: false };
  }
  if (desejo.avaliacao_pedida_em) return { asked: false };
  const codigo = shortCode(desejo.id);
  const variables: TemplateVars<'avaliacao_pedido'> = {
    produto: desejo.produto_desejado,
    codigo,
    loja: loja.nome_loja,
  };
  const templates = await readWhatsappTemplates(db);
  const text = renderTemplate(templates.avaliacao_pedido, variables);
  const key = ratingAskKey(desejo.id);
  const { status } = await getOutboundSender().sendTemplate({
    to: desejo.whatsapp_cliente,
    template: 'avaliacao_pedido',
    variables,
    text,
    idempotencyKey: key,
    simulated: isSimulatedWish(desejo),
    interactive: ratingButtons(text, codigo),
  });
  await markAsked(db, desejo.id, options.now ?? new Date());
  options.logger.info({ key, status }, 'avaliação pedida');
  return { asked: true };
}

export const handleSweepRatingAsks: JobHandler<typeof sweepRatingAsksJob> = async (_payload, ctx) => {
  const runtime = getBotRuntime();
  const result = await sweepRatingAsks({
    queue: runtime.jobs,
    logger: ctx.logger,
    delayMs: runtime.env.RATING_DELAY_MINUTES * 60_000,
  });
  if (result.enqueued > 0) ctx.logger.info(result, 'pedidos de avaliação agendados');
};

export const handleAskRating: JobHandler<typeof askRatingJob> = async ({ desejoId }, ctx) => {
  await askRating({ desejoId, logger: ctx.logger });
};

import { isMessageFault, type Outcome, receiveOrReject } from '#bot/inbound/receive-or-reject.ts';
import { type JobHandler, PermanentJobError } from '#platform/jobs/define-job.ts';
import { parseCloudWebhook, payloadToInbound, payloadToStatus } from '#whatsapp/cloud/cloud-payload.ts';
import { applyStatusUpdate } from '#whatsapp/status-updates.ts';
import { ATTEMPTS, type whatsappWebhookJob } from './jobs.ts';

// The work behind one acknowledged Cloud API webhook POST. Messages go through receiveInbound in
// WhatsApp's order (their timestamps, not the order of the body); statuses only update our
// outbound rows and never start a turn. Each message and each status on its own: one that cannot
// be stored is kept as rejected (receive-or-reject.ts) and the others go on; a failure that may
// pass (database or queue away) makes the job retry once every item was tried, and a retry is
// safe: stored messages are skipped by their id and a status update is idempotent.

// A signed body is acknowledged after a quick look (routes.ts); one that is not JSON after all can
// never succeed, so it is dropped at once instead of retried.
function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new PermanentJobError('corpo do webhook não é JSON');
  }
}

export const handleWhatsappWebhook: JobHandler<typeof whatsappWebhookJob> = async ({ body }, ctx) => {
  const payload = parseCloudWebhook(parseJson(body));
  if (!payload) return;
  const { logger } = ctx;
  if (payload.skipped > 0)
    logger.warn({ skipped: payload.skipped }, 'webhook com itens ignorados (formato inesperado)');
  // Without an id or a sender a message has no key and no conversation: said once, on the first try.
  if (payload.unreadable.length > 0 && ctx.attempt === 1) {
    logger.warn({ rejected: payload.unreadable }, 'webhook com mensagens sem id ou remetente: rejeitadas');
  }
  const isLastAttempt = ctx.attempt >= ATTEMPTS;
  const messages = payload.messages
    .map(payloadToInbound)
    .sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
  const outcomes: Record<Outcome, number> = { stored: 0, duplicate: 0, rejected: 0, retry: 0, lost: 0 };
  for (const message of messages) {
    outcomes[await receiveOrReject(message, { isLastAttempt, logger })] += 1;
  }
  let updated = 0;
  let statusRetries = 0;
  for (const status of payload.statuses) {
    try {
      if (await applyStatusUpdate(payloadToStatus(status))) updated += 1;
    } catch (error) {
      // A status the database refuses is only a status: logged and dropped, never retried.
      if (!isMessageFault(error) && !isLastAttempt) statusRetries += 1;
      else logger.warn({ err: error, waMessageId: status.waMessageId }, 'status do WhatsApp não aplicado');
    }
  }
  if (outcomes.retry + statusRetries > 0) {
    throw new Error(
      `webhook: ${outcomes.retry} mensagens e ${statusRetries} status não gravados; nova tentativa`,
    );
  }
  logger.debug(
    { messages: messages.length, ...outcomes, statuses: payload.statuses.length, updated },
    'webhook do WhatsApp processado',
  );
};

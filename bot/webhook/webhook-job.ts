import { drainConversation } from '#bot/conversation/drain.ts';
import { isMessageFault, type Outcome, receiveOrReject } from '#bot/inbound/receive-or-reject.ts';
import { runWithContext } from '#platform/http/request-context.ts';
import { type JobContext, type JobHandler, PermanentJobError } from '#platform/jobs/define-job.ts';
import { getBotRuntime } from '#platform/runtime.ts';
import { db } from '#prisma/client.ts';
import { parseCloudWebhook, payloadToInbound, payloadToStatus } from '#whatsapp/cloud/cloud-payload.ts';
import { applyStatusUpdate } from '#whatsapp/status-updates.ts';
import { ATTEMPTS, type whatsappWebhookJob } from './jobs.ts';

// The work behind one acknowledged Cloud API webhook POST. Messages go through receiveInbound in
// WhatsApp's order (their timestamps, not the order of the body); statuses only update our
// outbound rows and never start a turn. Each message and each status on its own: one that cannot
// be stored is kept as rejected (receive-or-reject.ts) and the others go on; a failure that may
// pass (database or queue away) makes the job retry once every item was tried, and a retry is
// safe: stored messages are skipped by their id and a status update is idempotent.
// Then the job answers the conversations itself (this job runs on the conversations queue): one
// queue hop per message instead of a webhook job and a turn job (bench/pipeline, bench/load). A
// turn that fails retries the whole job: its messages are found stored, and their conversations
// are answered again; a message stored by an earlier delivery is answered too, since the job that
// stored it may have stopped before its turn.

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
  const toAnswer = new Set<string>();
  for (const message of messages) {
    const { outcome, answer } = await receiveOrReject(message, { isLastAttempt, logger });
    outcomes[outcome] += 1;
    if (answer) toAnswer.add(answer);
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
  const turnFailures = await answerConversations(toAnswer, ctx);
  if (outcomes.retry + statusRetries + turnFailures > 0) {
    throw new Error(
      `webhook: ${outcomes.retry} mensagens e ${statusRetries} status não gravados, ${turnFailures} turnos com erro; nova tentativa`,
    );
  }
  logger.debug(
    { messages: messages.length, ...outcomes, statuses: payload.statuses.length, updated },
    'webhook do WhatsApp processado',
  );
};

/**
 * Answers each conversation, every one even when one fails; how many failed. A turn left failed on
 * the last attempt waits as 'received' for the turn sweeper (bot/conversation/sweeper.ts).
 */
async function answerConversations(conversationIds: Set<string>, ctx: JobContext): Promise<number> {
  let failures = 0;
  for (const conversationId of conversationIds) {
    try {
      // Every line the turn writes (agent, tools, sender, services) names the conversation.
      await runWithContext({ conversationId }, () =>
        drainConversation(conversationId, { db, runtime: getBotRuntime(), logger: ctx.logger }),
      );
    } catch (error) {
      failures += 1;
      ctx.logger.warn({ err: error, conversationId }, 'turno da conversa falhou');
    }
  }
  return failures;
}

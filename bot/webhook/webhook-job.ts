import { z } from 'zod';
import { defineJob, PermanentJobError } from '#api/jobs/define-job.ts';
import { receiveInbound } from '#bot/inbound/receive.ts';
import { applyStatusUpdate } from '#bot/outbound/status-updates.ts';
import { parseCloudWebhook, payloadToInbound, payloadToStatus } from './cloud-payload.ts';

// The work behind one acknowledged Cloud API webhook POST. Messages go through receiveInbound in
// WhatsApp's order (their timestamps, not the order of the body); statuses only update our
// outbound rows and never start a turn. A retry is safe: stored messages are skipped by their id
// and a status update is idempotent.

// A signed body is acknowledged after a quick look (routes.ts); one that is not JSON after all can
// never succeed, so it is dropped at once instead of retried.
function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new PermanentJobError('corpo do webhook não é JSON');
  }
}

export const whatsappWebhookJob = defineJob({
  name: 'whatsapp.webhook',
  // The raw body, checked for the envelope when acknowledged.
  schema: z.object({ body: z.string() }),
  attempts: 8,
  backoff: { type: 'exponential', delayMs: 1000 },
  handler: async ({ body }, ctx) => {
    const payload = parseCloudWebhook(parseJson(body));
    if (!payload) return;
    if (payload.skipped > 0)
      ctx.logger.warn({ skipped: payload.skipped }, 'webhook com itens ignorados (formato inesperado)');
    const messages = payload.messages
      .map(payloadToInbound)
      .sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
    let stored = 0;
    for (const message of messages) {
      if ((await receiveInbound(message)).stored) stored += 1;
    }
    let updated = 0;
    for (const status of payload.statuses) {
      if (await applyStatusUpdate(payloadToStatus(status))) updated += 1;
    }
    ctx.logger.debug(
      { messages: messages.length, stored, statuses: payload.statuses.length, updated },
      'webhook do WhatsApp processado',
    );
  },
});

import type { Backoff } from '#platform/jobs/define-job.ts';
import { getBotRuntime } from '#platform/runtime.ts';
import { type Db, db as defaultDb } from '#prisma/client.ts';
import { attemptDelivery, FINAL_STATUSES } from './deliver.ts';
import { DEFAULT_DELIVER_BACKOFF, scheduleDelivery } from './jobs.ts';
import { outboundLeaseMs } from './lease.ts';
import { type OutboundRecord, recordOutbound } from './outbound-data.ts';
import { sealContent } from './sealed-content.ts';
import type { OutboundImageRef, OutboundSender, SendResult } from './sender.ts';
import { resolveTransportName } from './transport.ts';

// The process's sender: store first (the idempotency key makes a repeated call return the same
// row), then deliver through the transport of the moment. A send WhatsApp may still accept later
// is left 'queued' for the outbound.deliver job instead of failing the caller, so an agent turn
// or a notification job never runs twice because the API hiccupped.

export type BotSenderOptions = {
  db?: Db;
  /** Pauses between the quick tries inside one send. */
  quickDelaysMs?: readonly number[];
  /** Longest Retry-After waited out inside a send. */
  retryAfterCapMs?: number;
  /** Backoff of the outbound.deliver job (tests use a short one). */
  deliverBackoff?: Backoff;
};

export function createBotSender(options: BotSenderOptions = {}): OutboundSender {
  const quickDelaysMs = options.quickDelaysMs ?? [250, 500];
  const retryAfterCapMs = options.retryAfterCapMs ?? 2_000;
  const deliverBackoff = options.deliverBackoff ?? DEFAULT_DELIVER_BACKOFF;
  const db = () => options.db ?? defaultDb;

  async function storeAndDeliver(record: Omit<OutboundRecord, 'status' | 'at'>): Promise<SendResult> {
    const runtime = getBotRuntime();
    // Born 'sending': this call delivers it now, so it is claimed as it is stored. A second call
    // with the same key finds it (created: false) and takes the usual way.
    const row = await recordOutbound(db(), { ...record, status: 'sending', at: new Date() });
    if (FINAL_STATUSES.has(row.status ?? '')) return { messageId: row.id, status: row.status ?? '' };
    const outcome = await attemptDelivery(
      row.id,
      { db: db(), logger: runtime.logger, quickDelaysMs, retryAfterCapMs, leaseMs: outboundLeaseMs() },
      row.delivery,
    );
    switch (outcome.kind) {
      case 'done':
        return { messageId: row.id, status: outcome.status };
      case 'busy':
      case 'uncertain':
        // Another attempt holds it, or it may have gone: Meta's callback or the sweeper settles it.
        return { messageId: row.id, status: 'sending' };
      case 'missing':
        // Deleted in between (a cleared conversation): nothing left to send.
        return { messageId: row.id, status: 'failed' };
      case 'retry':
        // Throws only when the queue is down: then the caller's own retry is the way back.
        await scheduleDelivery(row.id, {
          delayMs: Math.max(deliverBackoff.delayMs, outcome.retryAfterMs ?? 0),
          backoff: deliverBackoff,
        });
        return { messageId: row.id, status: 'queued' };
    }
  }

  return {
    async sendText(message) {
      const transport = message.simulated ? 'simulator' : await resolveTransportName();
      return storeAndDeliver({
        to: message.to,
        text: message.text,
        idempotencyKey: message.idempotencyKey,
        messageType: 'text',
        toolCalls: message.toolCalls,
        ...(message.answers ? { answers: message.answers } : {}),
        metadata: {
          ...message.metadata,
          transport,
          ...(message.simulated ? { simulated: true } : {}),
          ...imageMetadata(message.image),
          ...(message.interactive ? { interactive: message.interactive } : {}),
        },
      });
    },
    async sendTemplate(message) {
      const transport = message.simulated ? 'simulator' : await resolveTransportName();
      return storeAndDeliver({
        to: message.to,
        text: message.text,
        idempotencyKey: message.idempotencyKey,
        messageType: 'template',
        ...(message.secret ? { sealed: sealContent(message.secret) } : {}),
        metadata: {
          ...message.metadata,
          template: message.template,
          variables: message.variables,
          transport,
          ...(message.simulated ? { simulated: true } : {}),
          ...imageMetadata(message.image),
          ...(message.interactive ? { interactive: message.interactive } : {}),
        },
      });
    },
  };
}

/** metadata.imagem: what deliver.ts sends and what /gestao shows. */
function imageMetadata(image: OutboundImageRef | undefined) {
  return image ? { imagem: { key: image.key, mime_type: image.mimeType } } : {};
}

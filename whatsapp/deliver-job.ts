import { z } from 'zod';
import { type Backoff, defineJob } from '#platform/jobs/define-job.ts';
import { outboundMessages } from '#platform/metrics/metrics.ts';
import { getBotRuntime } from '#platform/runtime.ts';
import { db } from '#prisma/client.ts';
import { attemptDelivery } from './deliver.ts';
import { outboundLeaseMs } from './lease.ts';
import { settleOutbound } from './outbound-data.ts';

// Retries the delivery of a stored outbound row that WhatsApp could not take yet (429, 5xx,
// network, Baileys reconnecting). The job id is the row's id: one job per message however many
// callers ask (the outbound sweeper adds one per lost job or ended lease, see outbound-sweeper.ts).
// After the last attempt the row is 'failed', logged as an error for the admins. A send left
// uncertain (no answer from the Graph API) ends the job: the status callback or, once the row's
// lease ends, the sweeper decides what follows.

export const DELIVER_ATTEMPTS = 8;
export const DEFAULT_DELIVER_BACKOFF: Backoff = { type: 'exponential', delayMs: 5_000 };

export const deliverJob = defineJob({
  name: 'outbound.deliver',
  schema: z.object({ messageId: z.uuid() }),
  attempts: DELIVER_ATTEMPTS,
  backoff: DEFAULT_DELIVER_BACKOFF,
  async handler({ messageId }, ctx) {
    const outcome = await attemptDelivery(messageId, {
      db,
      logger: ctx.logger,
      quickDelaysMs: [],
      retryAfterCapMs: 0,
      leaseMs: outboundLeaseMs(),
    });
    if (outcome.kind === 'busy') throw new Error('mensagem sendo enviada por outra tentativa');
    if (outcome.kind !== 'retry') return;
    if (ctx.attempt < DELIVER_ATTEMPTS) throw new Error(outcome.error);
    await settleOutbound(db, messageId, { status: 'failed', error: outcome.error });
    outboundMessages.inc({ status: 'failed', transport: 'none' });
    ctx.logger.error(
      { messageId, attempts: DELIVER_ATTEMPTS, error: outcome.error },
      'mensagem do WhatsApp não enviada após todas as tentativas',
    );
  },
});

/** Hands a queued row to the job; `backoff` overrides the job's (tests use short ones). */
export async function scheduleDelivery(
  messageId: string,
  options: { delayMs: number; backoff?: Backoff },
): Promise<void> {
  const def = options.backoff ? { ...deliverJob, backoff: options.backoff } : deliverJob;
  await getBotRuntime().jobs.enqueue(def, { messageId }, { jobId: messageId, delayMs: options.delayMs });
}

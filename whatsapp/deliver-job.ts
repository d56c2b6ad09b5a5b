import type { JobHandler } from '#platform/jobs/define-job.ts';
import { outboundMessages } from '#platform/metrics/metrics.ts';
import { db } from '#prisma/client.ts';
import { attemptDelivery } from './deliver.ts';
import { DELIVER_ATTEMPTS, type deliverJob } from './jobs.ts';
import { outboundLeaseMs } from './lease.ts';
import { settleOutbound } from './outbound-data.ts';

// Retries the delivery of a stored outbound row that WhatsApp could not take yet (429, 5xx,
// network, Baileys reconnecting). The job id is the row's id: one job per message however many
// callers ask (the outbound sweeper adds one per lost job or ended lease, see outbound-sweeper.ts).
// After the last attempt the row is 'failed', logged as an error for the admins. A send left
// uncertain (no answer from the Graph API) ends the job: the status callback or, once the row's
// lease ends, the sweeper decides what follows.

export const handleDeliver: JobHandler<typeof deliverJob> = async ({ messageId }, ctx) => {
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
};

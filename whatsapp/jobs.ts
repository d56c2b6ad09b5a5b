import { z } from 'zod';
import { type Backoff, defineJob } from '#platform/jobs/define-job.ts';
import { getBotRuntime } from '#platform/runtime.ts';

// The delivery job, apart from its handler (deliver-job.ts), and how a stored row is handed to it.

export const DELIVER_ATTEMPTS = 8;
export const DEFAULT_DELIVER_BACKOFF: Backoff = { type: 'exponential', delayMs: 5_000 };

export const deliverJob = defineJob({
  name: 'outbound.deliver',
  schema: z.object({ messageId: z.uuid() }),
  attempts: DELIVER_ATTEMPTS,
  backoff: DEFAULT_DELIVER_BACKOFF,
});

/** Hands a queued row to the job; `backoff` overrides the job's (tests use short ones). */
export async function scheduleDelivery(
  messageId: string,
  options: { delayMs: number; backoff?: Backoff },
): Promise<void> {
  const def = options.backoff ? { ...deliverJob, backoff: options.backoff } : deliverJob;
  await getBotRuntime().jobs.enqueue(def, { messageId }, { jobId: messageId, delayMs: options.delayMs });
}

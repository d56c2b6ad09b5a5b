import { type BucketScheduler, startBucketScheduler } from '#platform/jobs/bucket-scheduler.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { sweepRatingAsksJob } from './jobs.ts';

// Once per interval across processes (bucket-scheduler.ts). A sweep run twice only enqueues asks
// under the same job ids: nobody is asked twice.

export const RATING_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export function startRatingScheduler(options: {
  queue: JobQueue;
  logger: Logger;
  intervalMs?: number;
  now?: () => number;
}): BucketScheduler {
  return startBucketScheduler({
    ...options,
    job: sweepRatingAsksJob,
    payload: {},
    intervalMs: options.intervalMs ?? RATING_SWEEP_INTERVAL_MS,
    what: 'os pedidos de avaliação',
  });
}

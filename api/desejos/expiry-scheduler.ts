import { type BucketScheduler, bucketJobId, startBucketScheduler } from '#platform/jobs/bucket-scheduler.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { expireWishesJob } from './jobs.ts';

// The wish expiry runs once per interval across processes (bucket-scheduler.ts); the sweep itself
// is safe to run twice (SKIP LOCKED, conditional updates).

export const EXPIRY_INTERVAL_MS = 15 * 60 * 1000;

export function expiryJobId(at: number, intervalMs = EXPIRY_INTERVAL_MS): string {
  return bucketJobId(at, intervalMs);
}

export function startExpiryScheduler(options: {
  queue: JobQueue;
  logger: Logger;
  intervalMs?: number;
  now?: () => number;
}): BucketScheduler {
  return startBucketScheduler({
    ...options,
    job: expireWishesJob,
    payload: {},
    intervalMs: options.intervalMs ?? EXPIRY_INTERVAL_MS,
    what: 'a expiração de desejos',
  });
}

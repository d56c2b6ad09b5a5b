import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { expireWishesJob } from './jobs.ts';

// The queue has no cron, so each API process ticks and enqueues the sweep under the id of the
// current time bucket: with several processes (sharing Redis) the first enqueue of a bucket wins
// and the others are no-ops, so the sweep runs once per interval. The sweep itself is safe to run
// twice (SKIP LOCKED, conditional updates), so a missed dedupe costs only a query.

export const EXPIRY_INTERVAL_MS = 15 * 60 * 1000;

export function expiryJobId(at: number, intervalMs = EXPIRY_INTERVAL_MS): string {
  return `bucket:${Math.floor(at / intervalMs)}`;
}

export function startExpiryScheduler(options: {
  queue: JobQueue;
  logger: Logger;
  intervalMs?: number;
  now?: () => number;
}): { stop(): void; tick(): Promise<void> } {
  const intervalMs = options.intervalMs ?? EXPIRY_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const tick = async () => {
    try {
      await options.queue.enqueue(expireWishesJob, {}, { jobId: expiryJobId(now(), intervalMs) });
    } catch (error) {
      options.logger.error({ err: error }, 'não foi possível agendar a expiração de desejos');
    }
  };
  void tick();
  // Unref'd: the scheduler never keeps a finished process alive.
  const timer = setInterval(() => void tick(), intervalMs).unref();
  return { stop: () => clearInterval(timer), tick };
}

import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { sweepRatingAsksJob } from './jobs.ts';

// Like the wish expiry (api/desejos/expiry-scheduler.ts): each worker ticks and enqueues the sweep
// under the id of the current time bucket, so several workers sharing Redis run it once per
// interval. A sweep run twice only enqueues asks under the same job ids: nobody is asked twice.

export const RATING_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export function ratingSweepJobId(at: number, intervalMs = RATING_SWEEP_INTERVAL_MS): string {
  return `bucket:${Math.floor(at / intervalMs)}`;
}

export function startRatingScheduler(options: {
  queue: JobQueue;
  logger: Logger;
  intervalMs?: number;
  now?: () => number;
}): { stop(): void; tick(): Promise<void> } {
  const intervalMs = options.intervalMs ?? RATING_SWEEP_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const tick = async () => {
    try {
      await options.queue.enqueue(sweepRatingAsksJob, {}, { jobId: ratingSweepJobId(now(), intervalMs) });
    } catch (error) {
      options.logger.error({ err: error }, 'não foi possível agendar os pedidos de avaliação');
    }
  };
  void tick();
  // Unref'd: the scheduler never keeps a finished process alive.
  const timer = setInterval(() => void tick(), intervalMs).unref();
  return { stop: () => clearInterval(timer), tick };
}

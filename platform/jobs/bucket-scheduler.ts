import type { z } from 'zod';
import type { Logger } from '../logger.ts';
import type { JobDefinition } from './define-job.ts';
import type { JobQueue } from './job-queue.ts';

// The queue has no cron, so each process ticks and enqueues a sweep under the id of the current
// time bucket: with several processes (sharing Redis) the first enqueue of a bucket wins and the
// others are no-ops, so the sweep runs once per interval. Every sweep scheduled this way must be
// safe to run twice (conditional updates, keyed effects), so a missed dedupe costs only a query.

export function bucketJobId(at: number, intervalMs: number): string {
  return `bucket:${Math.floor(at / intervalMs)}`;
}

export type BucketScheduler = { stop(): void; tick(): Promise<void> };

export function startBucketScheduler<Schema extends z.ZodType>(options: {
  queue: JobQueue;
  logger: Logger;
  job: JobDefinition<Schema>;
  payload: z.input<Schema>;
  intervalMs: number;
  /** What is scheduled, for the error line: "a expiração de desejos". */
  what: string;
  now?: () => number;
}): BucketScheduler {
  const { queue, logger, job, payload, intervalMs } = options;
  const now = options.now ?? Date.now;
  const tick = async () => {
    try {
      await queue.enqueue(job, payload, { jobId: bucketJobId(now(), intervalMs) });
    } catch (error) {
      logger.error({ err: error }, `não foi possível agendar ${options.what}`);
    }
  };
  void tick();
  // Unref'd: the scheduler never keeps a finished process alive.
  const timer = setInterval(() => void tick(), intervalMs).unref();
  return { stop: () => clearInterval(timer), tick };
}

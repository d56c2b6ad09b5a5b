import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { createBullmqQueue } from '#platform/jobs/bullmq-queue.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { createJobStore } from '#prisma/queued-jobs-store.ts';
import { createMemoryQueue } from '#platform/jobs/memory-queue.ts';

/**
 * BullMQ when Redis is configured; otherwise the in-process driver, which keeps the same rules and,
 * given `db`, keeps its jobs in that database (queued_jobs) so they outlive the process.
 */
export function createJobQueue(options: {
  redisUrl?: string;
  prefix: string;
  logger: Logger;
  /** Where the in-process driver keeps its jobs; without it they live only as long as the process. */
  db?: Db;
  concurrency?: number;
  name?: string;
  lockDurationMs?: number;
}): JobQueue {
  const { redisUrl, db, ...rest } = options;
  const name = options.name ?? 'jobs';
  if (redisUrl) {
    options.logger.info({ driver: 'bullmq', prefix: options.prefix, queue: name }, 'fila de jobs no Redis');
    return createBullmqQueue({ ...rest, redisUrl });
  }
  // One process takes the jobs of its prefix and queue: the embedded default (and any install
  // without Redis) runs a single process, which the environment enforces for split roles.
  const store = db && createJobStore({ db, queue: `${options.prefix}:${name}`, logger: options.logger });
  options.logger.info(
    { driver: 'memory', queue: name, durable: Boolean(store) },
    store ? 'fila de jobs no processo, guardada no banco (sem REDIS_URL)' : 'fila de jobs em memória',
  );
  return createMemoryQueue({ ...rest, store });
}

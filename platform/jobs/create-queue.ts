import type { Logger } from '#platform/logger.ts';
import { createBullmqQueue } from './bullmq-queue.ts';
import type { JobQueue } from './job-queue.ts';
import type { JobStore } from './job-store.ts';
import { createMemoryQueue } from './memory-queue.ts';

/**
 * BullMQ when Redis is configured; otherwise the in-process driver, which keeps the same rules and,
 * given a store (a journal file or queued_jobs, server/runtime.ts), keeps its jobs there so they
 * outlive the process.
 */
export function createJobQueue(options: {
  redisUrl?: string;
  prefix: string;
  logger: Logger;
  /**
   * Where the in-process driver keeps the jobs of a queue (named `<prefix>:<queue>`); without it
   * they live only as long as the process.
   */
  storeFor?: (queue: string) => JobStore;
  concurrency?: number;
  name?: string;
  lockDurationMs?: number;
}): JobQueue {
  const { redisUrl, storeFor, ...rest } = options;
  const name = options.name ?? 'jobs';
  if (redisUrl) {
    options.logger.info({ driver: 'bullmq', prefix: options.prefix, queue: name }, 'fila de jobs no Redis');
    return createBullmqQueue({ ...rest, redisUrl });
  }
  // One process takes the jobs of its prefix and queue: the embedded default (and any install
  // without Redis) runs a single process, which the environment enforces for split roles.
  const store = storeFor?.(`${options.prefix}:${name}`);
  options.logger.info(
    { driver: 'memory', queue: name, durable: Boolean(store) },
    store ? 'fila de jobs no processo, guardada em disco (sem REDIS_URL)' : 'fila de jobs em memória',
  );
  return createMemoryQueue({ ...rest, store });
}

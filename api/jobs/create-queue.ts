import type { Logger } from '#api/logger.ts';
import { createBullmqQueue } from './bullmq-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { createMemoryQueue } from './memory-queue.ts';

/** BullMQ when Redis is configured; otherwise the in-process driver, which keeps the same rules. */
export function createJobQueue(options: {
  redisUrl?: string;
  prefix: string;
  logger: Logger;
  concurrency?: number;
  name?: string;
  lockDurationMs?: number;
}): JobQueue {
  const { redisUrl, ...rest } = options;
  if (redisUrl) {
    options.logger.info(
      { driver: 'bullmq', prefix: options.prefix, queue: options.name ?? 'jobs' },
      'fila de jobs no Redis',
    );
    return createBullmqQueue({ ...rest, redisUrl });
  }
  // Pending jobs live only as long as this process: fine for development and a single small
  // install, which is why REDIS_URL stays optional.
  options.logger.info(
    { driver: 'memory', queue: options.name ?? 'jobs' },
    'fila de jobs em memória (sem REDIS_URL)',
  );
  return createMemoryQueue(rest);
}

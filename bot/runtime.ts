import type { Redis } from 'ioredis';
import type { Env } from '#api/config/env.ts';
import type { JobQueue } from '#api/jobs/job-queue.ts';
import type { Logger } from '#api/logger.ts';

// What the bot's jobs and routes share in a process: the two queues, the Redis client of the
// per-conversation locks and of the global send rate, and the environment. Job handlers only get
// their payload, so they read these here; server.ts sets it at start, tests through
// bot/test-support.ts.

export type BotRuntime = {
  env: Env;
  logger: Logger;
  /** The general queue: notifications, mail, outbound deliveries, webhook payloads. */
  jobs: JobQueue;
  /** Conversation turns, with a concurrency of their own (CONVERSATION_CONCURRENCY). */
  conversations: JobQueue;
  /** Shared client for locks and rate limits; undefined in the embedded default (one process). */
  redis: Redis | undefined;
};

let current: BotRuntime | undefined;

export function setBotRuntime(runtime: BotRuntime | undefined): void {
  current = runtime;
}

export function getBotRuntime(): BotRuntime {
  if (!current) throw new Error('bot runtime não iniciado (server.ts ou bot/test-support.ts)');
  return current;
}

import { Redis } from 'ioredis';
import type { Env } from '#platform/config/env.ts';
import { createJobQueue } from '#platform/jobs/create-queue.ts';
import type { RunnableJob } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { JobStore } from '#platform/jobs/job-store.ts';
import type { Logger } from '#platform/logger.ts';
import { withJobsMetrics } from '#platform/metrics/job-metrics.ts';
import { setRuntimeQueues } from '#platform/metrics/metrics.ts';

// What the bot's jobs and routes share in a process: the two queues, the Redis client of the
// per-conversation locks and of the global send rate, and the environment. Job handlers only get
// their payload, so they read these here; server/runtime.ts builds it for the server, the tests
// (bot/test-support.ts), the benches and the evaluation.

/** A loop a runtime runs beside its queues, stopped (and awaited) when the runtime closes. */
export type BackgroundTask = { stop(): Promise<void> };

export type BotRuntime = {
  env: Env;
  logger: Logger;
  /** The general queue: notifications, mail, outbound deliveries, webhook payloads. */
  jobs: JobQueue;
  /** Conversation turns, with a concurrency of their own (CONVERSATION_CONCURRENCY). */
  conversations: JobQueue;
  /** Shared client for locks and rate limits; undefined in the embedded default (one process). */
  redis: Redis | undefined;
  /** How long a crashed worker's conversation lock outlives it (default 30 s; the fault suite shortens it). */
  conversationLockTtlMs?: number;
  /** How long a 'sending' reply belongs to its attempt (default 2 min, whatsapp/lease.ts). */
  outboundLeaseMs?: number;
};

let current: BotRuntime | undefined;

export function setBotRuntime(runtime: BotRuntime | undefined): void {
  current = runtime;
}

export function getBotRuntime(): BotRuntime {
  if (!current) throw new Error('bot runtime não iniciado (server/runtime.ts ou bot/test-support.ts)');
  return current;
}

/**
 * The runtime every process builds the same way (server, tests, benches): the general queue, the
 * conversations queue at CONVERSATION_CONCURRENCY, and the Redis client when REDIS_URL is set.
 * Set as the process's runtime; `start` runs both queues' workers, `close` releases everything.
 */
export function createBotRuntime(options: {
  env: Env;
  logger: Logger;
  /** How soon a killed worker's turn runs again (production keeps the 30 s defaults). */
  crashRecovery?: { jobLockMs?: number; conversationLockTtlMs?: number; outboundLeaseMs?: number };
  /** Where the in-process queues keep their jobs (no REDIS_URL); in memory only without it. */
  storeFor?: (queue: string) => JobStore;
  /** Work a started runtime runs beside its queues (sweepers, replayers), stopped at close. */
  background?: (runtime: BotRuntime) => BackgroundTask[];
}): BotRuntime & {
  start(jobs: readonly RunnableJob[], turns: readonly RunnableJob[]): Promise<void>;
  close(): Promise<void>;
} {
  const { env, logger } = options;
  const queue = (extra: { name?: string; concurrency?: number }) =>
    createJobQueue({
      redisUrl: env.REDIS_URL,
      prefix: env.REDIS_PREFIX,
      logger,
      storeFor: options.storeFor,
      lockDurationMs: options.crashRecovery?.jobLockMs,
      ...extra,
    });
  const jobs = queue({ concurrency: env.JOB_CONCURRENCY });
  // Turns get a queue of their own so a burst of notifications never delays a reply, and the
  // other way round; the Redis client holds the per-conversation locks and the send rate.
  const conversations = queue({ name: 'conversations', concurrency: env.CONVERSATION_CONCURRENCY });
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (error) => logger.warn({ err: error }, 'Redis do bot indisponível'));
  const runtime: BotRuntime = {
    env,
    logger,
    jobs,
    conversations,
    redis,
    conversationLockTtlMs: options.crashRecovery?.conversationLockTtlMs,
    outboundLeaseMs: options.crashRecovery?.outboundLeaseMs,
  };
  setBotRuntime(runtime);
  // /metrics reads both queues' depth at scrape time.
  setRuntimeQueues({ jobs, conversations });
  let tasks: BackgroundTask[] = [];
  // The same object the jobs read through getBotRuntime(), so a test swapping a queue on it is seen.
  return Object.assign(runtime, {
    async start(jobDefs: readonly RunnableJob[], turnDefs: readonly RunnableJob[]) {
      // Every attempt is timed for /metrics (job_duration_seconds).
      await jobs.start(withJobsMetrics(jobDefs));
      await conversations.start(withJobsMetrics(turnDefs));
      tasks = options.background?.(runtime) ?? [];
    },
    async close() {
      for (const task of tasks) await task.stop();
      // Turns first: a running turn may still enqueue notifications on the general queue.
      await conversations.close();
      await jobs.close();
      if (redis?.status === 'ready') await redis.quit();
      else redis?.disconnect();
      if (current === runtime) {
        setBotRuntime(undefined);
        setRuntimeQueues(undefined);
      }
    },
  });
}

import { randomUUID } from 'node:crypto';
import { testAuthEnv } from '#api/auth/auth-test-client.ts';
import type { Env } from '#platform/config/env.ts';
import type { BotRuntime } from '#platform/runtime.ts';
import { conversationJobs, generalJobs } from '#server/job-registry.ts';
import { createProcessRuntime } from '#server/runtime.ts';
import { memoryLogger } from '#tests/factories/shops.ts';

// A whole bot runtime for a test file: both queues running every job, on BullMQ with their own
// Redis prefix when REDIS_URL is set (the CI's PostgreSQL + Redis run), in memory otherwise.

export type BotTestRuntime = {
  runtime: BotRuntime;
  env: Env;
  /** Everything logged so far, as text (for "secrets never in the logs" checks). */
  logs(): string;
  close(): Promise<void>;
};

export async function startBotTestRuntime(
  options: { env?: Record<string, string>; start?: boolean } = {},
): Promise<BotTestRuntime> {
  const env = testAuthEnv({
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'test'}:bot:${randomUUID().slice(0, 8)}`,
    ...options.env,
  });
  const { logger, text } = memoryLogger();
  const runtime = createProcessRuntime({ env, logger });
  if (options.start !== false) await runtime.start(generalJobs, conversationJobs);
  return {
    runtime,
    env,
    logs: text,
    close: runtime.close,
  };
}

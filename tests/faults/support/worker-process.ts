import '#platform/polyfills.ts';
import { parseEnv } from '#platform/config/env.ts';
import { jobDefinitions } from '#server/job-registry.ts';
import { createLogger } from '#platform/logger.ts';
import { conversationJobs } from '#bot/jobs.ts';
import { createBotRuntime } from '#platform/runtime.ts';
import { disconnectDb } from '#prisma/client.ts';

// A worker process as production runs it (both queues, every job, on BullMQ), for the fault suite
// to kill with SIGKILL mid-turn. Configured by the environment the test passes; crash recovery is
// shortened (a killed worker's job and conversation lock free up in about a second instead of 30 s).
// Prints "worker pronto" once its queues run.

const env = parseEnv(process.env);
const logger = createLogger({ level: env.LOG_LEVEL, pretty: false });
const bot = createBotRuntime({
  env,
  logger,
  crashRecovery: {
    jobLockMs: 1_000,
    conversationLockTtlMs: 1_500,
    // A reply's 'sending' lease (2 min unless a case shortens it, see reply-lease.faults.ts).
    outboundLeaseMs: process.env.FAULT_OUTBOUND_LEASE_MS
      ? Number(process.env.FAULT_OUTBOUND_LEASE_MS)
      : undefined,
  },
});
await bot.start(jobDefinitions, conversationJobs);
process.stdout.write('worker pronto\n');

process.once('SIGTERM', async () => {
  await bot.close();
  await disconnectDb();
  process.exit(0);
});

import '#platform/polyfills.ts';
import { parseEnv } from '#platform/config/env.ts';
import { createLogger } from '#platform/logger.ts';
import { disconnectDb } from '#prisma/client.ts';
import { conversationJobs, generalJobs } from '#server/job-registry.ts';
import { createProcessRuntime } from '#server/runtime.ts';

// A worker process as production runs it (both queues, every job, on BullMQ), for the fault suite
// to kill with SIGKILL mid-turn. Configured by the environment the test passes; crash recovery is
// shortened (a killed worker's job and conversation lock free up in about a second instead of 30 s).
// Prints "worker pronto" once its queues run.

const env = parseEnv(process.env);
const logger = createLogger({ level: env.LOG_LEVEL, pretty: false });
const bot = createProcessRuntime({
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
await bot.start(generalJobs, conversationJobs);
process.stdout.write('worker pronto\n');

process.once('SIGTERM', async () => {
  await bot.close();
  await disconnectDb();
  process.exit(0);
});

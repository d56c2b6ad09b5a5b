import { resolve } from 'node:path';
import { startInboxReplayer } from '#bot/webhook/webhook-inbox.ts';
import { createJournalStore } from '#platform/jobs/journal-store.ts';
import { createBotRuntime } from '#platform/runtime.ts';
import { db } from '#prisma/client.ts';
import { databaseTarget } from '#prisma/database.ts';
import { createJobStore, queuedJobsToMove } from '#prisma/queued-jobs-store.ts';
import { startOutboundSweeper } from '#whatsapp/outbound-sweeper.ts';

type RuntimeOptions = Omit<Parameters<typeof createBotRuntime>[0], 'storeFor' | 'background'>;

/**
 * The runtime as every process runs it (server, tests, benches, evaluation): without Redis the
 * in-process queues keep their jobs across restarts — in a journal in `$DATA_DIR/queue` on the
 * embedded database (whose statements share the event loop with the acknowledgements), in
 * queued_jobs on PostgreSQL — and a started runtime also replays the webhook bodies kept in
 * PostgreSQL while Redis was down and delivers the replies a dead process left 'sending' or
 * 'queued' (at start, then every few seconds).
 */
export function createProcessRuntime(options: RuntimeOptions) {
  const { logger, env } = options;
  const isEmbedded = databaseTarget(env).kind === 'pglite';
  const queueDir = resolve(env.DATA_DIR, 'queue');
  return createBotRuntime({
    ...options,
    storeFor: (queue) =>
      isEmbedded
        ? createJournalStore({ dir: queueDir, queue, logger, legacy: queuedJobsToMove({ db, queue }) })
        : createJobStore({ db, queue, logger }),
    background: (runtime) => [
      startInboxReplayer({ queue: runtime.conversations, db, logger }),
      startOutboundSweeper({ queue: runtime.jobs, db, logger, leaseMs: runtime.outboundLeaseMs }),
    ],
  });
}

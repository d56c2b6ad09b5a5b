import { startInboxReplayer } from '#bot/webhook/webhook-inbox.ts';
import { createBotRuntime } from '#platform/runtime.ts';
import { db } from '#prisma/client.ts';
import { createJobStore } from '#prisma/queued-jobs-store.ts';
import { startOutboundSweeper } from '#whatsapp/outbound-sweeper.ts';

type RuntimeOptions = Omit<Parameters<typeof createBotRuntime>[0], 'storeFor' | 'background'>;

/**
 * The runtime as every process runs it (server, tests, benches, evaluation): without Redis the
 * in-process queues keep their jobs in the database across restarts, and a started runtime also
 * replays the webhook bodies kept in PostgreSQL while Redis was down and delivers the replies a
 * dead process left 'sending' or 'queued' (at start, then every few seconds).
 */
export function createProcessRuntime(options: RuntimeOptions) {
  const { logger } = options;
  return createBotRuntime({
    ...options,
    storeFor: (queue) => createJobStore({ db, queue, logger }),
    background: (runtime) => [
      startInboxReplayer({ queue: runtime.conversations, db, logger }),
      startOutboundSweeper({ queue: runtime.jobs, db, logger, leaseMs: runtime.outboundLeaseMs }),
    ],
  });
}

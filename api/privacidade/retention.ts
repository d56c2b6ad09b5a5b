import { expiryJobId } from '#api/desejos/expiry-scheduler.ts';
import type { JobHandler } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { type Db, db as defaultDb } from '#prisma/client.ts';
import { retentionJob } from './jobs.ts';
import { deleteEmptyConversationsBefore, deleteMessagesBefore } from './privacy-data.ts';

// Conversations are kept CONVERSATION_RETENTION_DAYS (0: forever). Messages older than that are
// deleted, then the conversations left empty and silent since then. Wishes are not touched: they
// carry no conversation text, and their own lifecycle (expiry) is separate.

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function purgeOldConversations(options: { db?: Db; retentionDays: number; now?: Date }) {
  const db = options.db ?? defaultDb;
  if (options.retentionDays <= 0) return { mensagens: 0, conversas: 0 };
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.retentionDays * DAY_MS);
  let mensagens = 0;
  // Batches keep each statement short on a large table.
  for (;;) {
    const deleted = await deleteMessagesBefore(db, cutoff, BATCH);
    mensagens += deleted;
    if (deleted < BATCH) break;
  }
  const conversas = await deleteEmptyConversationsBefore(db, cutoff);
  return { mensagens, conversas };
}

export const handleRetention: JobHandler<typeof retentionJob> = async ({ retentionDays }, ctx) => {
  const result = await purgeOldConversations({ retentionDays });
  if (result.mensagens > 0 || result.conversas > 0) ctx.logger.info(result, 'conversas antigas apagadas');
};

/** Same pattern as the wish expiry: each process ticks, the time bucket's id runs it once. */
export function startRetentionScheduler(options: {
  queue: JobQueue;
  logger: Logger;
  retentionDays: number;
  intervalMs?: number;
}): { stop(): void } {
  if (options.retentionDays <= 0) return { stop: () => {} };
  const intervalMs = options.intervalMs ?? RETENTION_INTERVAL_MS;
  const tick = async () => {
    try {
      await options.queue.enqueue(
        retentionJob,
        { retentionDays: options.retentionDays },
        { jobId: expiryJobId(Date.now(), intervalMs) },
      );
    } catch (error) {
      options.logger.error({ err: error }, 'não foi possível agendar a limpeza de conversas antigas');
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs).unref();
  return { stop: () => clearInterval(timer) };
}

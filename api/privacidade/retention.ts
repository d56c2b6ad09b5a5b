import { startBucketScheduler } from '#platform/jobs/bucket-scheduler.ts';
import type { JobHandler } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { type Db, db as defaultDb } from '#prisma/client.ts';
import { mediaPurgeJob, retentionJob } from './jobs.ts';
import { deleteMessagesBeforeQueuingMedia } from './media-deletions-data.ts';
import { MEDIA_PURGE_INTERVAL_MS } from './media-purge.ts';
import { deleteEmptyConversationsBefore } from './privacy-data.ts';

// Conversations are kept CONVERSATION_RETENTION_DAYS (0: forever). Messages older than that are
// deleted, their stored files queued for the media purge (media-purge.ts), then the conversations
// left empty and silent since then. Wishes are not touched, their photos neither: they carry no
// conversation text, and their own lifecycle (expiry) is separate.

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
    const deleted = await deleteMessagesBeforeQueuingMedia(db, cutoff, BATCH);
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

/**
 * The privacy sweeps, once per interval across processes (bucket-scheduler.ts): retention (unless
 * 0 days) and the media purge (media-purge.ts), which runs even with retention off, as erasure and
 * 'Limpar conversa' queue files too.
 */
export function startRetentionScheduler(options: {
  queue: JobQueue;
  logger: Logger;
  retentionDays: number;
  intervalMs?: number;
}): { stop(): void } {
  const { queue, logger, retentionDays } = options;
  const schedulers = [
    startBucketScheduler({
      queue,
      logger,
      job: mediaPurgeJob,
      payload: {},
      intervalMs: MEDIA_PURGE_INTERVAL_MS,
      what: 'a remoção de arquivos de mídia',
    }),
  ];
  if (retentionDays > 0) {
    schedulers.push(
      startBucketScheduler({
        queue,
        logger,
        job: retentionJob,
        payload: { retentionDays },
        intervalMs: options.intervalMs ?? RETENTION_INTERVAL_MS,
        what: 'a limpeza de conversas antigas',
      }),
    );
  }
  return {
    stop() {
      for (const scheduler of schedulers) scheduler.stop();
    },
  };
}

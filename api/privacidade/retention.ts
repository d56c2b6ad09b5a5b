import { expiryJobId } from '#api/desejos/expiry-scheduler.ts';
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

/** Each tick enqueues the job under its time bucket's id, so several processes run it once per interval. */
function tickEvery(
  intervalMs: number,
  enqueue: (jobId: string) => Promise<unknown>,
  logger: Logger,
  what: string,
) {
  const tick = async () => {
    try {
      await enqueue(expiryJobId(Date.now(), intervalMs));
    } catch (error) {
      logger.error({ err: error }, `não foi possível agendar ${what}`);
    }
  };
  void tick();
  return setInterval(() => void tick(), intervalMs).unref();
}

/**
 * The privacy sweeps, same pattern as the wish expiry: retention (unless 0 days) and the media purge
 * (media-purge.ts), which runs even with retention off, as erasure and 'Limpar conversa' queue files too.
 */
export function startRetentionScheduler(options: {
  queue: JobQueue;
  logger: Logger;
  retentionDays: number;
  intervalMs?: number;
}): { stop(): void } {
  const { queue, logger, retentionDays } = options;
  const timers = [
    tickEvery(
      MEDIA_PURGE_INTERVAL_MS,
      (jobId) => queue.enqueue(mediaPurgeJob, {}, { jobId }),
      logger,
      'a remoção de arquivos de mídia',
    ),
  ];
  if (retentionDays > 0) {
    timers.push(
      tickEvery(
        options.intervalMs ?? RETENTION_INTERVAL_MS,
        (jobId) => queue.enqueue(retentionJob, { retentionDays }, { jobId }),
        logger,
        'a limpeza de conversas antigas',
      ),
    );
  }
  return { stop: () => timers.forEach(clearInterval) };
}

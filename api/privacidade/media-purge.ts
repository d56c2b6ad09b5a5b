import type { JobHandler } from '#platform/jobs/define-job.ts';
import type { Logger } from '#platform/logger.ts';
import { getBotRuntime } from '#platform/runtime.ts';
import { deleteMedia } from '#platform/storage/media-store.ts';
import type { StorageEnv } from '#platform/storage/storage-config.ts';
import { type Db, db as defaultDb } from '#prisma/client.ts';
import type { mediaPurgeJob } from './jobs.ts';
import {
  dropQueuedDeletions,
  findHeldKeys,
  findQueuedDeletions,
  recordDeletionFailure,
} from './media-deletions-data.ts';

// Drains media_deletions (media-deletions-data.ts): a queued key whose file nothing references any
// more is deleted from the storage, then its row. A key some row still holds (a wish keeps the photo
// of a cleared conversation; an offer, the shop's photo) only loses its queued row: that holder's
// own deletion queues it again. A failed delete keeps its row for the next run; a crash between the
// file and the row deletes the file again next time, which counts as done.

export const MEDIA_PURGE_INTERVAL_MS = 10 * 60 * 1000;
/**
 * Rows younger than this wait for the next run: a transaction that read a key just before its
 * holder was deleted (a photo joining a wish as the conversation is cleared) has committed by then,
 * so the check sees the new holder.
 */
export const MEDIA_PURGE_GRACE_MS = 60 * 1000;
const BATCH = 100;

export type MediaPurgeResult = { apagados: number; mantidos: number; falhas: number };

export async function purgeDeletedMedia(options: {
  db?: Db;
  env: StorageEnv;
  logger?: Logger;
  now?: Date;
}): Promise<MediaPurgeResult> {
  const db = options.db ?? defaultDb;
  const before = new Date((options.now ?? new Date()).getTime() - MEDIA_PURGE_GRACE_MS);
  const result: MediaPurgeResult = { apagados: 0, mantidos: 0, falhas: 0 };
  let afterId = 0n;
  for (;;) {
    const rows = await findQueuedDeletions(db, { before, afterId, limit: BATCH });
    if (rows.length === 0) return result;
    afterId = rows[rows.length - 1]!.id;
    const held = await findHeldKeys(
      db,
      rows.map((row) => row.storage_key),
    );
    const done: bigint[] = [];
    for (const row of rows) {
      if (held.has(row.storage_key)) {
        result.mantidos += 1;
        done.push(row.id);
        continue;
      }
      try {
        await deleteMedia({ env: options.env, key: row.storage_key });
        result.apagados += 1;
        done.push(row.id);
      } catch (error) {
        result.falhas += 1;
        const message = error instanceof Error ? error.message : String(error);
        await recordDeletionFailure(db, row.id, message);
        options.logger?.warn(
          { err: error, key: row.storage_key },
          'arquivo não apagado; fica para a próxima vez',
        );
      }
    }
    await dropQueuedDeletions(db, done);
  }
}

export const handleMediaPurge: JobHandler<typeof mediaPurgeJob> = async (_payload, ctx) => {
  const result = await purgeDeletedMedia({ env: getBotRuntime().env, logger: ctx.logger });
  if (result.apagados > 0 || result.falhas > 0) ctx.logger.info(result, 'arquivos de mídia apagados');
};

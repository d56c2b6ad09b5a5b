import { type Db, type DbClient, Prisma } from '#prisma/client.ts';

// Every SQL call on media_deletions, the outbox of stored files to delete (see the model in
// prisma/schema.prisma). A key is queued by the very statement that deletes the row holding it, so
// no crash and no concurrent write can separate the two. Holders of a key: a received message
// (metadata.media.arquivo.key), a wish's photo (desejo_fotos.storage_key), an offer
// (ofertas.foto_key), and an admin's reply from /gestao (metadata.imagem.key beside metadata.autor:
// the photo the admin uploaded for it, api/atendimento/reply-photo.ts, which nothing else holds).
// Any other outbound message's metadata.imagem only shows one of those, and holds nothing: a
// customer's erased photo must go even from the notices the shops got.

/** A received message's file. */
const receivedKey = Prisma.sql`metadata #>> '{media,arquivo,key}'`;
/** An admin's reply's photo (metadata.autor is set only on what an admin sent). */
const adminPhotoKey = Prisma.sql`CASE WHEN metadata #>> '{autor,tipo}' = 'admin' THEN metadata #>> '{imagem,key}' END`;

/** The conversations' messages, queuing the files they held, then the conversations; how many went. */
export async function deleteConversationsQueuingMedia(tx: DbClient, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await tx.$executeRaw`
    WITH gone AS (
      DELETE FROM whatsapp_messages WHERE conversation_id = ANY(${[...ids]}::uuid[])
      RETURNING ${receivedKey} AS storage_key, ${adminPhotoKey} AS admin_key
    )
    INSERT INTO media_deletions (storage_key)
    SELECT storage_key FROM gone WHERE storage_key IS NOT NULL
    UNION ALL SELECT admin_key FROM gone WHERE admin_key IS NOT NULL`;
  // Messages inserted since have no stored file yet (it comes later in their turn): the cascade takes them.
  return tx.$executeRaw`DELETE FROM whatsapp_conversations WHERE id = ANY(${[...ids]}::uuid[])`;
}

/** A batch of the messages created before the cutoff, queuing their files; how many went. */
export async function deleteMessagesBeforeQueuingMedia(db: DbClient, cutoff: Date, batch: number) {
  // Both directions named so the (direction, created_at) index serves the scan.
  const [row] = await db.$queryRaw<{ count: number }[]>`
    WITH gone AS (
      DELETE FROM whatsapp_messages WHERE id IN (
        SELECT id FROM whatsapp_messages
        WHERE direction IN ('inbound', 'outbound') AND created_at < ${cutoff}
        LIMIT ${batch}
      )
      RETURNING ${receivedKey} AS storage_key, ${adminPhotoKey} AS admin_key
    ), queued AS (
      INSERT INTO media_deletions (storage_key)
      SELECT storage_key FROM gone WHERE storage_key IS NOT NULL
      UNION ALL SELECT admin_key FROM gone WHERE admin_key IS NOT NULL
    )
    SELECT count(*)::int AS count FROM gone`;
  return row?.count ?? 0;
}

/** The photos of the wishes of these phones, queued for deletion. */
export function deleteWishPhotosQueuingMedia(tx: DbClient, phones: readonly string[]) {
  return tx.$executeRaw`
    WITH gone AS (
      DELETE FROM desejo_fotos
      WHERE desejo_id IN (SELECT id FROM desejos WHERE whatsapp_cliente = ANY(${[...phones]}::text[]))
      RETURNING storage_key
    )
    INSERT INTO media_deletions (storage_key) SELECT storage_key FROM gone`;
}

/** Queued keys older than `before`, after the id `afterId`, oldest first. */
export function findQueuedDeletions(db: Db, options: { before: Date; afterId: bigint; limit: number }) {
  return db.mediaDeletion.findMany({
    where: { id: { gt: options.afterId }, created_at: { lte: options.before } },
    orderBy: { id: 'asc' },
    take: options.limit,
    select: { id: true, storage_key: true },
  });
}

/** Which of these keys some row still holds. */
export async function findHeldKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ storage_key: string }[]>`
    SELECT ${receivedKey} AS storage_key FROM whatsapp_messages
    WHERE ${receivedKey} = ANY(${[...keys]}::text[])
    UNION
    SELECT ${adminPhotoKey} FROM whatsapp_messages
    WHERE ${adminPhotoKey} = ANY(${[...keys]}::text[])
    UNION
    SELECT storage_key FROM desejo_fotos WHERE storage_key = ANY(${[...keys]}::text[])
    UNION
    SELECT foto_key FROM ofertas WHERE foto_key = ANY(${[...keys]}::text[])`;
  return new Set(rows.map((row) => row.storage_key));
}

export async function dropQueuedDeletions(db: Db, ids: readonly bigint[]): Promise<void> {
  if (ids.length > 0) await db.mediaDeletion.deleteMany({ where: { id: { in: [...ids] } } });
}

/** The row stays for the next run, with what went wrong. */
export async function recordDeletionFailure(db: Db, id: bigint, error: string): Promise<void> {
  await db.mediaDeletion.update({
    where: { id },
    data: { attempts: { increment: 1 }, error: error.slice(0, 500) },
    select: { id: true },
  });
}

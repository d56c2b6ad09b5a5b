import { z } from 'zod';
import type { DbClient } from '#prisma/client.ts';

// Every Prisma call on a wish's photos (desejo_fotos) and on the inbound photos they come from:
// whatsapp_messages whose metadata.media.arquivo names a stored image (written when the photo was
// downloaded, bot/conversation/incoming.ts).

export type WishPhotoSource = {
  whatsappMessageId: string;
  storageKey: string;
  mimeType: string;
  bytes: number;
};

const arquivoSchema = z.object({
  key: z.string().min(1),
  mime_type: z.string().startsWith('image/'),
  bytes: z.number().int().nonnegative(),
});

const storedPhoto = z.object({ media: z.object({ arquivo: arquivoSchema }) });

/**
 * The conversation's stored inbound images from `since` (up to `until`), oldest first, leaving
 * out those already attached to a wish. WhatsApp times messages to the second, so `since` is taken
 * from the start of its second: a photo sent in the second a wish was made is not lost (one that
 * went with that wish is already attached, hence left out). Bounded: a customer sending a hundred
 * photos gets the first fifty looked at.
 */
export async function findInboundPhotos(
  db: DbClient,
  options: { conversationId: string; since: Date; until: Date },
): Promise<WishPhotoSource[]> {
  const rows = await db.whatsappMessage.findMany({
    where: {
      conversation_id: options.conversationId,
      direction: 'inbound',
      timestamp: { gte: new Date(Math.floor(options.since.getTime() / 1000) * 1000), lte: options.until },
      metadata: { path: ['media', 'arquivo', 'mime_type'], string_starts_with: 'image/' },
    },
    select: { id: true, metadata: true },
    orderBy: { timestamp: 'asc' },
    take: 50,
  });
  const photos = rows.flatMap((row) => {
    const parsed = storedPhoto.safeParse(row.metadata);
    if (!parsed.success) return [];
    const { key, mime_type, bytes } = parsed.data.media.arquivo;
    return [{ whatsappMessageId: row.id, storageKey: key, mimeType: mime_type, bytes }];
  });
  if (photos.length === 0) return [];
  const taken = await db.desejoFoto.findMany({
    where: { whatsapp_message_id: { in: photos.map((p) => p.whatsappMessageId) } },
    select: { whatsapp_message_id: true },
  });
  const takenIds = new Set(taken.map((t) => t.whatsapp_message_id));
  return photos.filter((p) => !takenIds.has(p.whatsappMessageId));
}

/** The conversation of an inbound message. */
export async function findMessageConversationId(
  db: DbClient,
  messageId: string,
): Promise<string | undefined> {
  const message = await db.whatsappMessage.findUnique({
    where: { id: messageId },
    select: { conversation_id: true, direction: true },
  });
  return message?.direction === 'inbound' ? message.conversation_id : undefined;
}

/** When this customer's newest wish was made (any status), if any. */
export async function findNewestWishAt(db: DbClient, whatsappCliente: string): Promise<Date | undefined> {
  const newest = await db.desejo.findFirst({
    where: { whatsapp_cliente: whatsappCliente },
    orderBy: { created_at: 'desc' },
    select: { created_at: true },
  });
  return newest?.created_at;
}

/** The conversation's newest wish, if it is still open and was made after `since`. */
export async function findNewestOpenWishSince(
  db: DbClient,
  options: { conversationId: string; since: Date },
) {
  const newest = await db.desejo.findFirst({
    where: { conversation_id: options.conversationId },
    orderBy: { created_at: 'desc' },
    select: { id: true, status: true, created_at: true, _count: { select: { fotos: true } } },
  });
  return newest && newest.status === 'aberto' && newest.created_at > options.since ? newest : undefined;
}

/** Idempotent: a photo already on the wish (same message) is skipped. */
export function insertWishPhotos(db: DbClient, desejoId: string, photos: readonly WishPhotoSource[]) {
  return db.desejoFoto.createMany({
    data: photos.map((p) => ({
      desejo_id: desejoId,
      storage_key: p.storageKey,
      mime_type: p.mimeType,
      bytes: p.bytes,
      whatsapp_message_id: p.whatsappMessageId,
    })),
    skipDuplicates: true,
  });
}

/** A wish's photos, oldest first (what the card and the notice show). */
export function findWishPhotos(db: DbClient, desejoId: string) {
  return db.desejoFoto.findMany({
    where: { desejo_id: desejoId },
    orderBy: { created_at: 'asc' },
    select: { id: true, storage_key: true, mime_type: true },
  });
}

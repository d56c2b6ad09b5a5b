import type { Db } from '#prisma/client.ts';
import {
  findInboundPhotos,
  findMessageConversationId,
  findNewestOpenWishSince,
  findNewestWishAt,
  insertWishPhotos,
  type WishPhotoSource,
} from './wish-photos-data.ts';

// Which of the customer's WhatsApp photos belong to a wish. A photo sent while describing it (or
// its caption alone) is attached when the wish is made: the conversation's stored images since
// the customer's previous wish, looking back a day at most, the newest three. A photo sent after
// the wish ("segue a foto") goes to it while it is open, the customer's newest, and made less than
// an hour before: past that, or once another wish exists, a photo is the start of something else.

export const WISH_PHOTOS_MAX = 3;
/** More than the three at creation: a customer adding a better photo afterwards is still heard. */
export const WISH_PHOTOS_MAX_WITH_LATE = 6;
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;
const LATE_PHOTO_MS = 60 * 60 * 1000;

/** The photos to attach to the wish this customer is making now (createWish stores them). */
export async function findPhotosForNewWish(options: {
  db: Db;
  conversationId: string;
  whatsappCliente: string;
  now: Date;
}): Promise<WishPhotoSource[]> {
  const dayAgo = new Date(options.now.getTime() - LOOK_BACK_MS);
  const previous = await findNewestWishAt(options.db, options.whatsappCliente);
  const since = previous && previous > dayAgo ? previous : dayAgo;
  const photos = await findInboundPhotos(options.db, {
    conversationId: options.conversationId,
    since,
    until: options.now,
  });
  return photos.slice(-WISH_PHOTOS_MAX);
}

/**
 * Attaches the photos received after the conversation's newest wish was made, when that wish is
 * open and less than an hour old. Called with a customer's inbound photo once it is stored
 * (`messageId`: its row); answers how many were attached (0 when there is no such wish). Shops
 * already notified see them on the dashboard card; no second notice is sent.
 */
export async function attachLatePhotos(options: { db: Db; messageId: string; now: Date }) {
  const conversationId = await findMessageConversationId(options.db, options.messageId);
  if (!conversationId) return 0;
  const wish = await findNewestOpenWishSince(options.db, {
    conversationId,
    since: new Date(options.now.getTime() - LATE_PHOTO_MS),
  });
  if (!wish) return 0;
  const room = WISH_PHOTOS_MAX_WITH_LATE - wish._count.fotos;
  if (room <= 0) return 0;
  const photos = await findInboundPhotos(options.db, {
    conversationId,
    since: wish.created_at,
    until: options.now,
  });
  if (photos.length === 0) return 0;
  const { count } = await insertWishPhotos(options.db, wish.id, photos.slice(0, room));
  return count;
}

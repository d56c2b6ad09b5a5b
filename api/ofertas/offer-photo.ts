import { findInboundPhotos } from '#api/desejos/wish-photos-data.ts';
import type { Db } from '#prisma/client.ts';

// A shop making an offer on WhatsApp may send a photo of the product just before the offer's text
// or with it (as the caption). The newest photo of the shop's conversation in the last half hour
// goes with the offer, unless it already went with its offer for another wish.

const OFFER_PHOTO_MS = 30 * 60 * 1000;

export async function findShopOfferPhoto(options: {
  db: Db;
  conversationId: string;
  lojistaId: string;
  desejoId: string;
  now: Date;
}): Promise<{ key: string; mimeType: string } | undefined> {
  const photos = await findInboundPhotos(options.db, {
    conversationId: options.conversationId,
    since: new Date(options.now.getTime() - OFFER_PHOTO_MS),
    until: options.now,
  });
  if (photos.length === 0) return undefined;
  const used = await options.db.oferta.findMany({
    where: {
      lojista_id: options.lojistaId,
      id_desejo: { not: options.desejoId },
      foto_key: { in: photos.map((p) => p.storageKey) },
    },
    select: { foto_key: true },
  });
  const usedKeys = new Set(used.map((o) => o.foto_key));
  const newest = photos.filter((p) => !usedKeys.has(p.storageKey)).at(-1);
  return newest ? { key: newest.storageKey, mimeType: newest.mimeType } : undefined;
}

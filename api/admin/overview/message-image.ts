import { adminMessageImagePath, messageImageKey } from '#domain/media/message-image.ts';
import { AppError } from '#platform/http/app-error.ts';
import { uuidParam } from '#platform/http/parse-request.ts';
import { readMedia } from '#platform/storage/media-store.ts';
import type { StorageEnv } from '#platform/storage/storage-config.ts';
import type { Db } from '#prisma/client.ts';

// The photo of a message in /gestao's conversation viewer and playground (which image a row
// carries: domain/media/message-image.ts), served to admins only, from the private storage.

export const IMAGEM_NAO_ENCONTRADA = 'Imagem não encontrada.';

const notFound = () => new AppError('NOT_FOUND', { message: IMAGEM_NAO_ENCONTRADA });

/** Where the viewer loads it (routes.ts), or null for a message without an image. */
export function messageImageUrl(messageId: string, metadata: unknown): string | null {
  return messageImageKey(metadata) ? adminMessageImagePath(messageId) : null;
}

export async function readMessageImage(options: { db: Db; env: StorageEnv; messageId: unknown }) {
  const id = uuidParam(options.messageId, IMAGEM_NAO_ENCONTRADA);
  const row = await options.db.whatsappMessage.findUnique({ where: { id }, select: { metadata: true } });
  const key = messageImageKey(row?.metadata);
  if (!key) throw notFound();
  const media = await readMedia({ env: options.env, key });
  if (!media) throw notFound();
  return media;
}

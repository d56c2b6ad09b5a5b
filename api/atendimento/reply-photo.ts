import { resolveUploadedPhoto, storeUploadedPhoto } from '#platform/http/photo-upload.ts';
import type { StorageEnv } from '#platform/storage/storage-config.ts';
import type { OutboundImageRef } from '#whatsapp/sender.ts';

// The photo of an admin's reply in /gestao, uploaded before the reply names it by key. Kept in a
// folder of its own, so a reply can only send a photo an admin uploaded there (never a customer's
// photo by its key). The reply's message is its only holder (metadata.imagem with metadata.autor):
// api/privacidade/media-deletions-data.ts queues the file when that message is deleted.

export const REPLY_PHOTO_FOLDER = 'atendimento-fotos';

export async function storeReplyPhoto(options: { env: StorageEnv; bytes: Uint8Array }) {
  const { key } = await storeUploadedPhoto({ ...options, folder: REPLY_PHOTO_FOLDER });
  return { fotoKey: key };
}

export function resolveReplyPhoto(options: { env: StorageEnv; fotoKey: string }): Promise<OutboundImageRef> {
  return resolveUploadedPhoto({ env: options.env, folder: REPLY_PHOTO_FOLDER, key: options.fotoKey });
}

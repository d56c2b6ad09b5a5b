import { resolveUploadedPhoto, storeUploadedPhoto } from '#platform/http/photo-upload.ts';
import type { StorageEnv } from '#platform/storage/storage-config.ts';

// The dashboard's offer photo: stored under the shop's own folder before the offer is sent, so the
// offer can name it by key and the server can tell it is this shop's upload (another shop's key,
// or a customer's photo, is refused) without a table for files not yet used.

const folderOf = (lojistaId: string) => `oferta-${lojistaId}`;

export async function storeOfferPhoto(options: {
  env: StorageEnv;
  lojistaId: string;
  bytes: Uint8Array;
}): Promise<{ fotoKey: string }> {
  const { key } = await storeUploadedPhoto({
    env: options.env,
    folder: folderOf(options.lojistaId),
    bytes: options.bytes,
  });
  return { fotoKey: key };
}

/** The photo an offer names: this shop's upload, still stored. */
export function resolveOfferPhoto(options: {
  env: StorageEnv;
  lojistaId: string;
  fotoKey: string;
}): Promise<{ key: string; mimeType: string }> {
  return resolveUploadedPhoto({
    env: options.env,
    folder: folderOf(options.lojistaId),
    key: options.fotoKey,
  });
}

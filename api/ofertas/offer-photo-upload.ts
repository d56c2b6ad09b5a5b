import express, { type RequestHandler } from 'express';
import { detectMediaType } from '#domain/media/media-type.ts';
import {
  isOfferPhotoType,
  OFFER_PHOTO_MESSAGES as M,
  OFFER_PHOTO_MAX_BYTES,
} from '#domain/ofertas/offer-photo.ts';
import { AppError } from '#platform/http/app-error.ts';
import { isMediaKey, putMedia, readMedia } from '#platform/storage/media-store.ts';
import type { StorageEnv } from '#platform/storage/storage-config.ts';

// The dashboard's offer photo: stored under the shop's own folder before the offer is sent, so the
// offer can name it by key and the server can tell it is this shop's upload (another shop's key,
// or a customer's photo, is refused) without a table for files not yet used.

const folderOf = (lojistaId: string) => `oferta-${lojistaId}`;

const invalid = (message: string) => new AppError('VALIDATION', { message, fields: { foto: message } });

export async function storeOfferPhoto(options: {
  env: StorageEnv;
  lojistaId: string;
  bytes: Uint8Array;
}): Promise<{ fotoKey: string }> {
  const type = detectMediaType(options.bytes);
  if (!type || !isOfferPhotoType(type.mime)) throw invalid(M.tipo);
  const { key } = await putMedia({
    env: options.env,
    folder: folderOf(options.lojistaId),
    bytes: options.bytes,
  });
  return { fotoKey: key };
}

/** The photo an offer names: this shop's upload, still stored. */
export async function resolveOfferPhoto(options: {
  env: StorageEnv;
  lojistaId: string;
  fotoKey: string;
}): Promise<{ key: string; mimeType: string }> {
  const { fotoKey } = options;
  if (!isMediaKey(fotoKey) || !fotoKey.startsWith(`${folderOf(options.lojistaId)}/`))
    throw invalid(M.invalida);
  const media = await readMedia({ env: options.env, key: fotoKey });
  if (!media || !isOfferPhotoType(media.mimeType)) throw invalid(M.invalida);
  return { key: fotoKey, mimeType: media.mimeType };
}

/** The upload's body as bytes, at most 5 MB (with our message instead of the generic one). */
export function readOfferPhotoBody(): RequestHandler {
  const raw = express.raw({ type: () => true, limit: OFFER_PHOTO_MAX_BYTES });
  return (req, res, next) => {
    raw(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
        next(new AppError('PAYLOAD_TOO_LARGE', { message: M.tamanho }));
      } else next(error);
    });
  };
}

/** The bytes express.raw left (an empty or non-raw body is no photo). */
export function photoBytesOf(body: unknown): Uint8Array {
  if (!Buffer.isBuffer(body) || body.length === 0) throw invalid(M.tipo);
  return new Uint8Array(body);
}

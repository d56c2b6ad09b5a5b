import express, { type RequestHandler } from 'express';
import { detectMediaType } from '#domain/media/media-type.ts';
import {
  isPhotoUploadType,
  PHOTO_UPLOAD_MESSAGES as M,
  PHOTO_UPLOAD_MAX_BYTES,
} from '#domain/media/photo-upload.ts';
import { isMediaKey, putMedia, readMedia } from '#platform/storage/media-store.ts';
import type { StorageEnv } from '#platform/storage/storage-config.ts';
import { AppError } from './app-error.ts';

// A photo uploaded as its raw bytes before the form that names it by key (the dashboard's offer
// dialog, /gestao's reply box). Each caller stores it under a folder of its own, so the form's key
// can be checked to be that caller's upload (not a customer's photo) without a table of files.

const invalid = (message: string) => new AppError('VALIDATION', { message, fields: { foto: message } });

/** The body as bytes, at most 5 MB (with our message instead of the generic one). */
export function readPhotoBody(): RequestHandler {
  const raw = express.raw({ type: () => true, limit: PHOTO_UPLOAD_MAX_BYTES });
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

/** A JPG, PNG or WebP by its bytes (whatever the request declared), stored under `folder`. */
export async function storeUploadedPhoto(options: {
  env: StorageEnv;
  folder: string;
  bytes: Uint8Array;
}): Promise<{ key: string }> {
  const type = detectMediaType(options.bytes);
  if (!type || !isPhotoUploadType(type.mime)) throw invalid(M.tipo);
  const { key } = await putMedia(options);
  return { key };
}

/** The photo a form names: an upload of `folder`, still stored. */
export async function resolveUploadedPhoto(options: {
  env: StorageEnv;
  folder: string;
  key: string;
}): Promise<{ key: string; mimeType: string }> {
  const { key } = options;
  if (!isMediaKey(key) || !key.startsWith(`${options.folder}/`)) throw invalid(M.invalida);
  const media = await readMedia({ env: options.env, key });
  if (!media || !isPhotoUploadType(media.mimeType)) throw invalid(M.invalida);
  return { key, mimeType: media.mimeType };
}

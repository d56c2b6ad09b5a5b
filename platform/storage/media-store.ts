import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { detectMediaType } from '#domain/media/media-type.ts';
import { s3DeleteObject } from './s3-delete.ts';
import { s3GetObject } from './s3-get.ts';
import { s3PutObject } from './s3-put.ts';
import { type StorageEnv, s3Config, uniqueFileName, uploadsDir } from './storage-config.ts';

// Private media (photos, documents and audio received on WhatsApp, offer photos): stored under an
// unguessable key `<folder>/<timestamp>-<32 hex>.<extension from the bytes>` and only ever read
// back through the API, which decides who may see them. Keys are checked against that shape
// before touching the disk or the bucket, so a key from a request can never walk out of uploads/.

const KEY_SHAPE = /^([a-z0-9-]+)\/(\d{13}-[0-9a-f]{32}\.[a-z0-9]{2,5})$/;
const FOLDER_SHAPE = /^[a-z0-9-]+$/;

export class UnknownMediaTypeError extends Error {
  constructor() {
    super('tipo de arquivo não reconhecido pelos primeiros bytes');
    this.name = 'UnknownMediaTypeError';
  }
}

export function isMediaKey(key: string): boolean {
  return KEY_SHAPE.test(key);
}

/**
 * Stores the bytes and answers their key. `mimeType` is what the sender declared: only a fallback
 * for the log, the stored type always comes from the bytes (unknown bytes are refused).
 */
export async function putMedia(options: {
  env: StorageEnv;
  folder: string;
  bytes: Uint8Array;
  mimeType?: string;
  now?: Date;
}): Promise<{ key: string; mimeType: string }> {
  if (!FOLDER_SHAPE.test(options.folder)) throw new Error(`pasta de mídia inválida: ${options.folder}`);
  const type = detectMediaType(options.bytes);
  if (!type) throw new UnknownMediaTypeError();
  const name = uniqueFileName(type.extension, options.now ?? new Date());
  const key = `${options.folder}/${name}`;
  const s3 = s3Config(options.env);
  if (s3) {
    await s3PutObject({
      config: s3,
      key,
      body: options.bytes,
      contentType: type.mime,
      cacheControl: 'private, max-age=31536000, immutable',
    });
  } else {
    const dir = uploadsDir(options.env, options.folder);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), options.bytes, { flag: 'wx' });
  }
  return { key, mimeType: type.mime };
}

async function readLocal(env: StorageEnv, folder: string, name: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(join(uploadsDir(env, folder), name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The stored bytes and their type (read from the bytes again), or null for a key that is not
 * ours or not there. The local folder is read first, so files kept before S3 was set still open.
 */
export async function readMedia(options: {
  env: StorageEnv;
  key: string;
}): Promise<{ bytes: Uint8Array; mimeType: string } | null> {
  const match = KEY_SHAPE.exec(options.key);
  if (!match?.[1] || !match[2]) return null;
  let bytes = await readLocal(options.env, match[1], match[2]);
  const s3 = s3Config(options.env);
  if (!bytes && s3) bytes = (await s3GetObject({ config: s3, key: options.key }))?.bytes ?? null;
  if (!bytes) return null;
  return { bytes, mimeType: detectMediaType(bytes)?.mime ?? 'application/octet-stream' };
}

/**
 * Removes the stored file from wherever it may be (the local folder, and the bucket when S3 is set,
 * as readMedia reads both); a file already gone counts as deleted, so a retry after a crash is
 * harmless. A key that is not ours names no file: nothing to do.
 */
export async function deleteMedia(options: { env: StorageEnv; key: string }): Promise<void> {
  const match = KEY_SHAPE.exec(options.key);
  if (!match?.[1] || !match[2]) return;
  try {
    await unlink(join(uploadsDir(options.env, match[1]), match[2]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const s3 = s3Config(options.env);
  if (s3) await s3DeleteObject({ config: s3, key: options.key });
}

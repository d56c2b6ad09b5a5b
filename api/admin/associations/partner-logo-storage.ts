import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type RequestHandler } from 'express';
import { detectLogoImageType, LOGO_MAX_BYTES, logoMessages } from '#domain/admin/logo-image.ts';
import type { Env } from '#platform/config/env.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { Logger } from '#platform/logger.ts';
import { s3PutObject } from '#platform/storage/s3-put.ts';
import { type StorageEnv, s3Config, uniqueFileName, uploadsDir } from '#platform/storage/storage-config.ts';

// The spec's storage bucket parceiros-logos (spec 001 §7): each logo under a generated unique
// name (timestamp, random part, extension) and a public URL. With S3_* set the bytes go to that
// bucket under parceiros-logos/; otherwise to $DATA_DIR/uploads/parceiros-logos, which the app
// serves read-only at /uploads/parceiros-logos. The extension comes from the bytes, never from
// the client's name or type, so nothing uploaded is ever served as HTML or script.

export type LogoStorageEnv = StorageEnv;

export const PARTNER_LOGOS_FOLDER = 'parceiros-logos';
export const PARTNER_LOGOS_PATH = `/uploads/${PARTNER_LOGOS_FOLDER}`;
const uploadFailed = 'Não foi possível fazer upload do logo';
const immutableCache = 'public, max-age=31536000, immutable';

export function partnerLogosDir(env: Pick<Env, 'DATA_DIR'>): string {
  return uploadsDir(env, PARTNER_LOGOS_FOLDER);
}

/** Checks the bytes, stores them and answers the public URL (logo_url of the association). */
export async function storePartnerLogo(options: {
  env: LogoStorageEnv;
  logger: Logger;
  bytes: Uint8Array;
  now?: Date;
}): Promise<{ url: string }> {
  const { env, bytes } = options;
  if (bytes.byteLength > LOGO_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', { message: logoMessages.tooLarge });
  }
  const type = detectLogoImageType(bytes);
  if (!type) throw new AppError('BAD_REQUEST', { message: logoMessages.notImage });
  const name = uniqueFileName(type.extension, options.now ?? new Date(), 8);
  const s3 = s3Config(env);
  try {
    if (s3) {
      const key = `${PARTNER_LOGOS_FOLDER}/${name}`;
      await s3PutObject({
        config: s3,
        key,
        body: bytes,
        contentType: type.mime,
        cacheControl: immutableCache,
      });
      const base = (env.S3_PUBLIC_URL ?? `${s3.endpoint.replace(/\/+$/, '')}/${s3.bucket}`).replace(
        /\/+$/,
        '',
      );
      return { url: `${base}/${key}` };
    }
    const dir = partnerLogosDir(env);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), bytes, { flag: 'wx' });
    return { url: `${PARTNER_LOGOS_PATH}/${name}` };
  } catch (error) {
    options.logger.error({ err: error, storage: s3 ? 's3' : 'local', name }, 'falha ao gravar o logo');
    throw new AppError('UNAVAILABLE', { message: uploadFailed, cause: error });
  }
}

/**
 * The request body of a logo upload, as bytes: any declared type (the bytes decide), at most
 * 2MB, with the spec's message when larger instead of the generic "too large" one.
 */
export function readLogoBody(): RequestHandler {
  const raw = express.raw({ type: () => true, limit: LOGO_MAX_BYTES });
  return (req, res, next) => {
    raw(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
        next(new AppError('PAYLOAD_TOO_LARGE', { message: logoMessages.tooLarge }));
      } else next(error);
    });
  };
}

/**
 * /uploads/parceiros-logos: the stored logos, read-only. Names are unique, so a year of cache;
 * nosniff and a CSP without sources keep a file from ever running as a page.
 */
export function servePartnerLogos(env: Pick<Env, 'DATA_DIR'>): RequestHandler {
  return express.static(partnerLogosDir(env), {
    index: false,
    redirect: false,
    dotfiles: 'deny',
    fallthrough: false,
    immutable: true,
    maxAge: '1y',
    setHeaders: (res) => {
      res.set('X-Content-Type-Options', 'nosniff');
      res.set('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
}

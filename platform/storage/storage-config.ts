import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { Env } from '#platform/config/env.ts';
import type { S3Config } from './s3-request.ts';

// Where uploaded and received files go: an S3-compatible bucket when endpoint, bucket and both keys
// are set, otherwise $DATA_DIR/uploads/<folder>. Partner logos and WhatsApp media share this choice.

/** Only DATA_DIR is needed: a test or a local run passes just that and gets the local folder. */
export type StorageEnv = Pick<Env, 'DATA_DIR'> &
  Partial<
    Pick<
      Env,
      | 'S3_ENDPOINT'
      | 'S3_BUCKET'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_PUBLIC_URL'
    >
  >;

export function s3Config(env: StorageEnv): S3Config | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION ?? 'us-east-1',
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

export function uploadsDir(env: Pick<Env, 'DATA_DIR'>, folder: string): string {
  return resolve(env.DATA_DIR, 'uploads', folder);
}

/**
 * A stored file's name: time, then a random part nobody can guess, then the extension read from
 * the bytes — never anything the sender chose.
 */
export function uniqueFileName(extension: string, now: Date, randomByteCount = 16): string {
  return `${now.getTime()}-${randomBytes(randomByteCount).toString('hex')}.${extension}`;
}

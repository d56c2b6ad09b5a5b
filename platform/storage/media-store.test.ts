import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isMediaKey, putMedia, readMedia, UnknownMediaTypeError } from './media-store.ts';
import type { StorageEnv } from './storage-config.ts';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]);
const now = new Date('2026-11-25T12:00:00Z');

let dataDir: string;
const localEnv = (): StorageEnv => ({ DATA_DIR: dataDir });
const s3Env = (): StorageEnv => ({
  DATA_DIR: dataDir,
  S3_ENDPOINT: 'https://s3.example.test',
  S3_BUCKET: 'midias',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'segredo',
});

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'media-store-'));
});
afterEach(async () => {
  nock.cleanAll();
  await rm(dataDir, { recursive: true, force: true });
});

describe('media store, local folder', () => {
  it('stores under an unguessable key with the extension of the bytes and reads them back', async () => {
    const { key, mimeType } = await putMedia({
      env: localEnv(),
      folder: 'whatsapp-midia',
      bytes: jpeg,
      mimeType: 'text/html',
      now,
    });
    expect(key).toMatch(/^whatsapp-midia\/1795608000000-[0-9a-f]{32}\.jpg$/);
    expect(mimeType).toBe('image/jpeg');
    expect(isMediaKey(key)).toBe(true);
    expect(await readdir(join(dataDir, 'uploads', 'whatsapp-midia'))).toEqual([key.split('/')[1]]);
    expect(await readMedia({ env: localEnv(), key })).toEqual({ bytes: jpeg, mimeType: 'image/jpeg' });

    const second = await putMedia({ env: localEnv(), folder: 'whatsapp-midia', bytes: jpeg, now });
    expect(second.key).not.toBe(key);
  });

  it('refuses bytes of no known type and keys that are not its own shape', async () => {
    await expect(
      putMedia({ env: localEnv(), folder: 'whatsapp-midia', bytes: new TextEncoder().encode('<html>') }),
    ).rejects.toBeInstanceOf(UnknownMediaTypeError);
    for (const key of [
      '../../etc/passwd',
      'whatsapp-midia/../../x.jpg',
      'whatsapp-midia/1795608000000-abc.jpg',
      `whatsapp-midia/1795608000000-${'0'.repeat(32)}.jpg`,
    ]) {
      expect(await readMedia({ env: localEnv(), key })).toBeNull();
    }
  });
});

describe('media store, S3', () => {
  it('PUTs and GETs the object signed, private, and reads the local folder first', async () => {
    const put = nock('https://s3.example.test')
      .matchHeader('authorization', /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//)
      .matchHeader('content-type', 'image/jpeg')
      .matchHeader('cache-control', /^private/)
      .put(/^\/midias\/whatsapp-midia\/\d{13}-[0-9a-f]{32}\.jpg$/)
      .reply(200, '');
    const { key } = await putMedia({ env: s3Env(), folder: 'whatsapp-midia', bytes: jpeg, now });
    expect(put.isDone()).toBe(true);

    const get = nock('https://s3.example.test')
      .matchHeader(
        'authorization',
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/.*SignedHeaders=host;x-amz-content-sha256;x-amz-date/,
      )
      .get(`/midias/${key}`)
      .reply(200, Buffer.from(jpeg), { 'content-type': 'image/jpeg' });
    expect(await readMedia({ env: s3Env(), key })).toEqual({ bytes: jpeg, mimeType: 'image/jpeg' });
    expect(get.isDone()).toBe(true);

    nock('https://s3.example.test').get(/.*/).reply(404, '<Error><Code>NoSuchKey</Code></Error>');
    expect(
      await readMedia({ env: s3Env(), key: `whatsapp-midia/1795608000000-${'a'.repeat(32)}.jpg` }),
    ).toBeNull();

    // Kept locally before S3 was configured: still opens, without asking the bucket.
    const local = await putMedia({ env: localEnv(), folder: 'whatsapp-midia', bytes: jpeg, now });
    expect(await readMedia({ env: s3Env(), key: local.key })).toMatchObject({ mimeType: 'image/jpeg' });
  });

  it('throws when the bucket refuses, so the caller can retry', async () => {
    nock('https://s3.example.test').get(/.*/).reply(403, 'AccessDenied');
    await expect(
      readMedia({ env: s3Env(), key: `whatsapp-midia/1795608000000-${'b'.repeat(32)}.jpg` }),
    ).rejects.toThrow(/403/);
  });
});

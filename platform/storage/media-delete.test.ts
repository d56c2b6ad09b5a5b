import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteMedia, putMedia, readMedia } from './media-store.ts';
import type { StorageEnv } from './storage-config.ts';

// deleteMedia is what the media purge calls after a crash too: deleting twice, or a file that is
// already gone, must end as "done", and only a refusal of the store may throw (the purge retries).

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]);
const missingKey = `whatsapp-midia/1795608000000-${'c'.repeat(32)}.jpg`;

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
  dataDir = await mkdtemp(join(tmpdir(), 'media-delete-'));
  nock.disableNetConnect();
});
afterEach(async () => {
  nock.cleanAll();
  nock.enableNetConnect();
  await rm(dataDir, { recursive: true, force: true });
});

describe('deleteMedia, local folder', () => {
  it('removes the file, and a second delete of the same key is done too', async () => {
    const { key } = await putMedia({ env: localEnv(), folder: 'whatsapp-midia', bytes: jpeg });
    await deleteMedia({ env: localEnv(), key });
    expect(await readMedia({ env: localEnv(), key })).toBeNull();
    await expect(deleteMedia({ env: localEnv(), key })).resolves.toBeUndefined();
    await expect(deleteMedia({ env: localEnv(), key: missingKey })).resolves.toBeUndefined();
  });

  it('touches nothing for a key that is not its own shape', async () => {
    const outside = join(dataDir, 'pglite-arquivo.jpg');
    await writeFile(outside, jpeg);
    for (const key of ['../pglite-arquivo.jpg', 'whatsapp-midia/../../pglite-arquivo.jpg']) {
      await deleteMedia({ env: localEnv(), key });
    }
    await expect(access(outside)).resolves.toBeUndefined();
  });
});

describe('deleteMedia, S3', () => {
  it('sends a signed DELETE, and removes a copy kept locally before S3 was set', async () => {
    const { key } = await putMedia({ env: localEnv(), folder: 'whatsapp-midia', bytes: jpeg });
    const deleted = nock('https://s3.example.test')
      .matchHeader(
        'authorization',
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
      )
      .matchHeader('x-amz-content-sha256', /^e3b0c442/)
      .delete(`/midias/${key}`)
      .reply(204);
    await deleteMedia({ env: s3Env(), key });
    expect(deleted.isDone()).toBe(true);
    expect(await readMedia({ env: localEnv(), key })).toBeNull();
  });

  it('counts a key the bucket does not have (404) as deleted', async () => {
    const gone = nock('https://s3.example.test')
      .delete(`/midias/${missingKey}`)
      .reply(404, '<Error><Code>NoSuchKey</Code></Error>');
    await expect(deleteMedia({ env: s3Env(), key: missingKey })).resolves.toBeUndefined();
    expect(gone.isDone()).toBe(true);
  });

  it('throws when the bucket refuses, so the purge keeps the key for its next run', async () => {
    nock('https://s3.example.test').delete(`/midias/${missingKey}`).reply(403, 'AccessDenied');
    await expect(deleteMedia({ env: s3Env(), key: missingKey })).rejects.toThrow(
      /S3 DELETE .* 403 AccessDenied/,
    );
  });
});

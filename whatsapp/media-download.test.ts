import { createCipheriv, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { getMediaKeys } from '@whiskeysockets/baileys';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testAuthEnv } from '#api/auth/auth-test-client.ts';
import { MEDIA_MAX_BYTES } from '#domain/media/media-limits.ts';
import { voiceNoteOf } from '#domain/media/ogg-test-support.ts';
import { db } from '#prisma/client.ts';
import { memoryLogger } from '#tests/factories/shops.ts';
import { downloadCloudMedia } from './cloud/cloud-media.ts';
import { downloadInboundMedia } from './media-download.ts';
import { clearWhatsappSettingsCache, saveWhatsappSettings } from './whatsapp-settings.ts';

// The Graph API's two-step media download, faked at the HTTP boundary: the lookup of the media id
// (with the access token) answering a short-lived URL, then the file at that URL (same token).

const GRAPH = 'https://graph.test';
const CDN = 'https://lookaside.fbsbx.test';
const TOKEN = 'EAAG-token-de-midia';
const env = testAuthEnv({ WHATSAPP_GRAPH_URL: `${GRAPH}/v21.0` });
const { logger } = memoryLogger();
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 9, 9]);

function lookup(id: string, answer: Record<string, unknown>) {
  return nock(GRAPH)
    .matchHeader('authorization', `Bearer ${TOKEN}`)
    .get(`/v21.0/${id}`)
    .reply(200, { messaging_product: 'whatsapp', id, url: `${CDN}/v/t62/${id}?ext=1`, ...answer });
}

beforeAll(async () => {
  nock.disableNetConnect();
  await saveWhatsappSettings(db, env, { accessToken: TOKEN, phoneNumberId: '998877' }, null);
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await saveWhatsappSettings(db, env, { accessToken: '', phoneNumberId: '' }, null);
});

describe('downloadInboundMedia, Cloud API', () => {
  it('looks the id up, then downloads the URL with the same token', async () => {
    lookup('111', { mime_type: 'image/jpeg', file_size: jpeg.length, sha256: 'x' });
    const file = nock(CDN)
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .get('/v/t62/111')
      .query(true)
      .reply(200, jpeg, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) });
    const result = await downloadInboundMedia({
      db,
      env,
      logger,
      media: { kind: 'image', id: '111', mimeType: 'image/jpeg' },
      transport: 'cloud',
    });
    expect(result).toEqual({ ok: true, bytes: new Uint8Array(jpeg), mimeType: 'image/jpeg', seconds: null });
    expect(file.isDone()).toBe(true);
  });

  it('refuses by the size the lookup tells, without downloading', async () => {
    lookup('222', { mime_type: 'image/jpeg', file_size: MEDIA_MAX_BYTES.image + 1 });
    const file = nock(CDN).get(/.*/).reply(200, jpeg);
    const result = await downloadInboundMedia({
      db,
      env,
      logger,
      media: { kind: 'image', id: '222' },
      transport: 'cloud',
    });
    expect(result).toMatchObject({ ok: false, problem: 'too-large' });
    expect(file.isDone()).toBe(false);
  });

  it('refuses by the size the transport told, without asking the Graph API at all', async () => {
    const graph = nock(GRAPH).get(/.*/).reply(200, {});
    const result = await downloadInboundMedia({
      db,
      env,
      logger,
      media: { kind: 'audio', id: '333', size: MEDIA_MAX_BYTES.audio + 1 },
      transport: 'cloud',
    });
    expect(result).toMatchObject({ ok: false, problem: 'too-large' });
    expect(graph.isDone()).toBe(false);
  });

  it('stops reading a file that grows past the limit when no size was told', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    let sent = 0;
    // Chunked, no Content-Length: only the running count can stop it. A real socket rather than
    // nock, whose replies read a stream to its end before the client sees a byte.
    const cdn = createServer((_req, res) => {
      const endless = new Readable({
        read() {
          sent += 1;
          this.push(sent > 50 ? null : chunk);
        },
      });
      endless.pipe(res);
      res.once('close', () => endless.destroy());
    });
    cdn.listen(0, '127.0.0.1');
    await once(cdn, 'listening');
    const { port } = cdn.address() as AddressInfo;
    nock.enableNetConnect('127.0.0.1');
    lookup('444', { mime_type: 'image/jpeg', url: `http://127.0.0.1:${port}/v/t62/444?ext=1` });
    try {
      const result = await downloadCloudMedia({
        graphUrl: `${GRAPH}/v21.0`,
        accessToken: TOKEN,
        mediaId: '444',
        maxBytes: MEDIA_MAX_BYTES.image,
      });
      expect(result).toMatchObject({ ok: false, problem: 'too-large' });
      expect(sent).toBeLessThan(50);
    } finally {
      nock.disableNetConnect();
      cdn.closeAllConnections();
      cdn.close();
    }
  });

  it('refuses by Content-Length before reading the body', async () => {
    lookup('555', { mime_type: 'image/jpeg' });
    nock(CDN)
      .get('/v/t62/555')
      .query(true)
      .reply(200, jpeg, { 'content-length': String(MEDIA_MAX_BYTES.image + 10) });
    const result = await downloadCloudMedia({
      graphUrl: `${GRAPH}/v21.0`,
      accessToken: TOKEN,
      mediaId: '555',
      maxBytes: MEDIA_MAX_BYTES.image,
    });
    expect(result).toMatchObject({ ok: false, problem: 'too-large' });
  });

  it('answers missing for an expired URL (404) and failed for a Graph API error, never throwing', async () => {
    lookup('666', { mime_type: 'audio/ogg' });
    nock(CDN).get('/v/t62/666').query(true).reply(404, 'URL signature expired');
    expect(
      await downloadInboundMedia({
        db,
        env,
        logger,
        media: { kind: 'audio', id: '666' },
        transport: 'cloud',
      }),
    ).toMatchObject({ ok: false, problem: 'missing' });

    nock(GRAPH)
      .get('/v21.0/777')
      .reply(500, { error: { message: 'An unknown error occurred', code: 1 } });
    expect(
      await downloadInboundMedia({
        db,
        env,
        logger,
        media: { kind: 'audio', id: '777' },
        transport: 'cloud',
      }),
    ).toMatchObject({ ok: false, problem: 'failed' });
  });

  it('answers failed without credentials, and for a transport that cannot download', async () => {
    await saveWhatsappSettings(db, env, { accessToken: '', phoneNumberId: '998877' }, null);
    try {
      expect(
        await downloadInboundMedia({
          db,
          env,
          logger,
          media: { kind: 'image', id: '888' },
          transport: 'cloud',
        }),
      ).toMatchObject({ ok: false, problem: 'failed' });
    } finally {
      await saveWhatsappSettings(db, env, { accessToken: TOKEN, phoneNumberId: '998877' }, null);
      clearWhatsappSettingsCache();
    }
    expect(
      await downloadInboundMedia({ db, env, logger, media: { kind: 'image' }, transport: 'simulator' }),
    ).toMatchObject({ ok: false, problem: 'failed' });
  });

  it('refuses an audio longer than five minutes, read from the transport or the Ogg bytes', async () => {
    lookup('900', { mime_type: 'audio/ogg; codecs=opus' });
    nock(CDN)
      .get('/v/t62/900')
      .query(true)
      .reply(200, Buffer.from(voiceNoteOf(301)));
    expect(
      await downloadInboundMedia({
        db,
        env,
        logger,
        media: { kind: 'audio', id: '900' },
        transport: 'cloud',
      }),
    ).toMatchObject({ ok: false, problem: 'too-long' });
    lookup('901', { mime_type: 'audio/ogg; codecs=opus' });
    nock(CDN)
      .get('/v/t62/901')
      .query(true)
      .reply(200, Buffer.from(voiceNoteOf(12)));
    expect(
      await downloadInboundMedia({
        db,
        env,
        logger,
        media: { kind: 'audio', id: '901' },
        transport: 'cloud',
      }),
    ).toMatchObject({ ok: true, seconds: 12, mimeType: 'audio/ogg; codecs=opus' });

    expect(
      await downloadInboundMedia({
        db,
        env,
        logger,
        media: { kind: 'audio', id: '999', seconds: 301 },
        transport: 'cloud',
      }),
    ).toMatchObject({ ok: false, problem: 'too-long' });
  });
});

describe('downloadInboundMedia, Baileys', () => {
  // WhatsApp's CDN holds the file encrypted with keys derived from the message's mediaKey
  // (AES-256-CBC, then a 10-byte MAC): built here with Baileys' own key derivation.
  async function encrypted(plain: Buffer) {
    const mediaKey = randomBytes(32);
    const { cipherKey, iv } = await getMediaKeys(mediaKey, 'image');
    const cipher = createCipheriv('aes-256-cbc', cipherKey, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final(), randomBytes(10)]);
    return { mediaKey: mediaKey.toString('base64'), body };
  }
  const directPath = '/v/t62.7118-24/abc?ccb=11-4';

  it("downloads and decrypts the file from WhatsApp's CDN with the stored key and path", async () => {
    const { mediaKey, body } = await encrypted(jpeg);
    nock('https://mmg.whatsapp.net').get('/v/t62.7118-24/abc').query(true).reply(200, body);
    const result = await downloadInboundMedia({
      db,
      env,
      logger,
      media: { kind: 'image', baileys: { mediaKey, directPath } },
      transport: 'baileys',
    });
    expect(result).toEqual({ ok: true, bytes: new Uint8Array(jpeg), mimeType: null, seconds: null });
  });

  it('stops at the limit, and answers missing when the CDN no longer has the file', async () => {
    const { mediaKey, body } = await encrypted(Buffer.alloc(MEDIA_MAX_BYTES.image + 1024, 1));
    nock('https://mmg.whatsapp.net').get('/v/t62.7118-24/abc').query(true).reply(200, body);
    expect(
      await downloadInboundMedia({
        db,
        env,
        logger,
        media: { kind: 'image', baileys: { mediaKey, directPath } },
        transport: 'baileys',
      }),
    ).toMatchObject({ ok: false, problem: 'too-large' });

    nock('https://mmg.whatsapp.net').get('/v/t62.7118-24/abc').query(true).reply(404, 'gone');
    expect(
      await downloadInboundMedia({
        db,
        env,
        logger,
        media: { kind: 'image', baileys: { mediaKey, directPath } },
        transport: 'baileys',
      }),
    ).toMatchObject({ ok: false, problem: 'missing' });
  });
});

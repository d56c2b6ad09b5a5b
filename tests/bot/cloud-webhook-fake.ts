import { createHmac, randomUUID } from 'node:crypto';
import nock from 'nock';
import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { saveWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';
import { type BotTestApp, startBotTestApp } from './bot-test-app.ts';

// A bot on the Cloud API for a test file, with every HTTP boundary faked: webhooks posted as Meta
// sends and signs them, the Graph API's sends recorded, its media endpoint and the transcription
// endpoint answering what a test asks.

export const APP_SECRET = 'segredo-do-app-meta';
export const GRAPH = 'https://graph.test';
export const CDN = 'https://lookaside.fbsbx.test';
export const STT = 'http://stt.test';
export const PHONE_NUMBER_ID = '998877';
export const TOKEN = 'EAAG-token-da-midia';

let bot: BotTestRuntime;
let app: BotTestApp['app'];
let adminCookie: string;
/** What the bot sent, in order: recipient, text, the message's type and the whole request body. */
export const sent: { to: string; text: string; type: string; body: Record<string, unknown> }[] = [];

/** What a Cloud API send carried as text: a text body, or an interactive message's body. */
function textOf(body: Record<string, unknown>): string {
  const text = (body.text as { body?: string } | undefined)?.body;
  const interactive = (body.interactive as { body?: { text?: string } } | undefined)?.body?.text;
  return text ?? interactive ?? '';
}

/** Every send to the Graph API, recorded as its recipient and text. */
export function recordSends() {
  nock(GRAPH)
    .persist()
    .post(`/v21.0/${PHONE_NUMBER_ID}/messages`, (body: Record<string, unknown>) => {
      sent.push({ to: String(body.to), text: textOf(body), type: String(body.type), body });
      return true;
    })
    .reply(200, () => ({ messaging_product: 'whatsapp', messages: [{ id: `wamid.${randomUUID()}` }] }));
}

/** One message of a Cloud API webhook body, as Meta sends it. */
function webhookBody(from: string, message: Record<string, unknown>) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511900000000', phone_number_id: PHONE_NUMBER_ID },
              contacts: [{ profile: { name: 'Ana Cliente' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.${randomUUID()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  ...message,
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

export async function post(from: string, message: Record<string, unknown>) {
  const raw = webhookBody(from, message);
  const signature = `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}`;
  const res = await request(app)
    .post('/api/whatsapp/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Hub-Signature-256', signature)
    .send(raw);
  expect(res.status).toBe(200);
}

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
): Promise<T> {
  // A deadline rather than a count of probes: on a loaded machine each probe itself is slow, and
  // a notice's turn, job and delivery have taken 10 s with two cores busy elsewhere.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`esperando: ${what}`);
}

/** The bot's next message to `to` after the `seen` ones, once it was sent. */
export function next(to: string, seen: { n: number }) {
  return until(`mensagem ${seen.n + 1} para ${to}`, () => {
    const message = sent.filter((m) => m.to === to)[seen.n];
    if (message) seen.n += 1;
    return message;
  });
}

/** The customer's n-th reply (1-based), once it was sent. */
export function reply(to: string, n = 1): Promise<string> {
  return until(`resposta ${n} para ${to}`, () => sent.filter((m) => m.to === to)[n - 1]?.text);
}

/** The media endpoint of the Graph API for one id: the lookup, then the file at its URL. */
export function media(id: string, bytes: Buffer, mimeType: string) {
  nock(GRAPH)
    .matchHeader('authorization', `Bearer ${TOKEN}`)
    .get(`/v21.0/${id}`)
    .reply(200, {
      messaging_product: 'whatsapp',
      url: `${CDN}/v/t62/${id}?ext=1`,
      mime_type: mimeType,
      sha256: 'c2hhMjU2',
      file_size: bytes.length,
      id,
    });
  return nock(CDN)
    .matchHeader('authorization', `Bearer ${TOKEN}`)
    .get(`/v/t62/${id}`)
    .query(true)
    .reply(200, bytes, { 'content-type': mimeType });
}

export function transcription(text: string) {
  return nock(STT)
    .matchHeader('authorization', 'Bearer sk-transcricao')
    .post('/v1/audio/transcriptions')
    .reply(200, { text });
}

export async function storedRow(from: string, type: string) {
  return db.whatsappMessage.findFirstOrThrow({
    where: { direction: 'inbound', message_type: type, conversation: { phone_number: from } },
    select: { id: true, conversation_id: true, message_text: true, metadata: true, status: true },
  });
}

/**
 * Starts the bot before the file's tests and closes it after them. Read `bot`, `app` and
 * `adminCookie` inside tests.
 */
export function cloudBotForFile() {
  beforeAll(async () => {
    let cookie: () => Promise<string>;
    ({
      bot,
      app,
      adminCookie: cookie,
    } = await startBotTestApp({
      WHATSAPP_TRANSPORT: 'cloud',
      WHATSAPP_GRAPH_URL: `${GRAPH}/v21.0`,
      WHATSAPP_APP_SECRET: APP_SECRET,
      TRANSCRIPTION_BASE_URL: `${STT}/v1`,
      TRANSCRIPTION_API_KEY: 'sk-transcricao',
    }));
    adminCookie = await cookie();
    await saveWhatsappSettings(db, bot.env, { accessToken: TOKEN, phoneNumberId: PHONE_NUMBER_ID }, 'teste');
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    recordSends();
  });

  afterAll(async () => {
    nock.cleanAll();
    nock.enableNetConnect();
    await saveWhatsappSettings(db, bot.env, { accessToken: '', phoneNumberId: '' }, 'teste');
    await bot.close();
  });
  return {
    get bot() {
      return bot;
    },
    get app() {
      return app;
    },
    get adminCookie() {
      return adminCookie;
    },
  };
}

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { PHOTO_UPLOAD_MESSAGES } from '#domain/media/photo-upload.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { graphCredentialsForFile } from '#tests/factories/graph-credentials.ts';
import { storedPhoto, TINY_PNG } from '#tests/factories/photos.ts';
import { createTestApp, randomMobile, type TestApp } from '#tests/factories/shops.ts';
import { createBotSender } from '#whatsapp/bot-sender.ts';
import { setOutboundSender } from '#whatsapp/sender.ts';

// A photo in an admin's reply from /gestao (issue 21): uploaded first to the admin-only route
// (JPG, PNG or WebP up to 5 MB, the type read from the bytes), then named by the reply, which goes
// through the bot's sender as an image message with the text as its caption (Graph API faked).

const graph = 'https://graph.test';
const phoneNumberId = '100200388';
const token = `EAAG-foto-resposta-${Date.now()}`;

let dataDir: string;
let test: TestApp;
let bot: BotTestRuntime;
let cookie: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fotos-resposta-'));
  test = createTestApp({ env: { DATA_DIR: dataDir } });
  bot = await startBotTestRuntime({
    env: {
      WHATSAPP_TRANSPORT: 'auto',
      WHATSAPP_GRAPH_URL: `${graph}/v21.0`,
      WHATSAPP_RATE_LIMIT: '1000',
      DATA_DIR: dataDir,
    },
  });
  setOutboundSender(
    createBotSender({ quickDelaysMs: [10, 20], deliverBackoff: { type: 'fixed', delayMs: 50 } }),
  );
  ({ cookie } = await signedInAdmin(test.auth));
});
afterAll(async () => {
  setOutboundSender(undefined);
  await test.queue.close();
  await bot.close();
  await rm(dataDir, { recursive: true, force: true });
});
graphCredentialsForFile(() => bot, { accessToken: token, phoneNumberId });

/** A customer who wrote an hour ago: the 24-hour window is open. */
async function openConversation() {
  const at = new Date(Date.now() - 60 * 60_000);
  const conversation = await db.whatsappConversation.create({
    data: { phone_number: randomMobile(), last_inbound_at: at, last_message_at: at },
    select: { id: true, phone_number: true },
  });
  await db.whatsappMessage.create({
    data: {
      conversation_id: conversation.id,
      direction: 'inbound',
      message_text: 'quero falar com um atendente',
      status: 'processed',
      timestamp: at,
      metadata: { transport: 'cloud' },
    },
  });
  return conversation;
}

const upload = (bytes: Uint8Array | string, type = 'image/png', withCookie = true) => {
  const req = request(test.app)
    .post('/api/admin/conversations/atendimento/fotos')
    .set('Origin', testOrigin)
    .set('Content-Type', type)
    .send(Buffer.from(bytes));
  return withCookie ? req.set('Cookie', cookie) : req;
};

const reply = (conversationId: string, body: object) =>
  request(test.app)
    .post(`/api/admin/conversations/${conversationId}/atendimento/mensagens`)
    .set('Origin', testOrigin)
    .set('Cookie', cookie)
    .send(body);

/** The Graph API: the upload answers a media id, the message a wamid; what each received is kept. */
function graphApi(mediaId: string) {
  const messages: Record<string, unknown>[] = [];
  const scope = nock(graph, { reqheaders: { authorization: `Bearer ${token}` } })
    .post(`/v21.0/${phoneNumberId}/media`)
    .reply(200, { id: mediaId })
    .post(`/v21.0/${phoneNumberId}/messages`, (body) => {
      messages.push(body as Record<string, unknown>);
      return true;
    })
    .reply(200, { messages: [{ id: `wamid.${mediaId}` }] });
  return { scope, messages };
}

describe("a photo in an admin's reply", () => {
  it('is stored on the message (metadata.imagem) and sent as an image with the text as caption', async () => {
    const conversation = await openConversation();
    const uploaded = await upload(TINY_PNG);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.fotoKey).toMatch(/^atendimento-fotos\/\d{13}-[0-9a-f]{32}\.png$/);

    const graphCalls = graphApi('midia-resposta-1');
    const envioId = randomUUID();
    const sent = await reply(conversation.id, {
      texto: 'Esta é a geladeira que temos.',
      fotoKey: uploaded.body.fotoKey,
      envioId,
    });
    expect(sent.status).toBe(201);
    expect(graphCalls.scope.isDone()).toBe(true);
    expect(graphCalls.messages).toEqual([
      expect.objectContaining({
        to: conversation.phone_number,
        type: 'image',
        image: { id: 'midia-resposta-1', caption: 'Esta é a geladeira que temos.' },
      }),
    ]);
    const row = await db.whatsappMessage.findUniqueOrThrow({
      where: { idempotency_key: `admin:${envioId}` },
      select: { id: true, status: true, message_text: true, metadata: true },
    });
    expect(row.status).toBe('sent');
    expect(row.message_text).toBe('Esta é a geladeira que temos.');
    expect(row.metadata).toMatchObject({
      autor: { tipo: 'admin' },
      imagem: { key: uploaded.body.fotoKey, mime_type: 'image/png' },
    });

    // The thread shows it through the admin image route.
    const thread = await request(test.app)
      .get(`/api/admin/dashboard/conversations/${conversation.id}/messages`)
      .set('Cookie', cookie);
    const shown = thread.body.messages.at(-1);
    expect(shown.imagem).toBe(`/api/admin/dashboard/mensagens/${row.id}/imagem`);
    const image = await request(test.app).get(shown.imagem).set('Cookie', cookie);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/png/);
  });

  it('may go without text: an image with no caption', async () => {
    const conversation = await openConversation();
    const { fotoKey } = (await upload(TINY_PNG)).body;
    const graphCalls = graphApi('midia-resposta-2');
    const sent = await reply(conversation.id, { texto: '', fotoKey, envioId: randomUUID() });
    expect(sent.status).toBe(201);
    expect(graphCalls.messages).toEqual([
      expect.objectContaining({ type: 'image', image: { id: 'midia-resposta-2' } }),
    ]);
    // Neither text nor photo is still nothing to send.
    const empty = await reply(conversation.id, { texto: '  ', envioId: randomUUID() });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ texto: 'Escreva a mensagem.' });
  });

  it('refuses a file that is not a photo, one over 5 MB, a visitor, another site, and a key outside the uploads', async () => {
    const html = await upload('<html><script>alert(1)</script></html>');
    expect(html.status).toBe(400);
    expect(html.body.error).toBe(PHOTO_UPLOAD_MESSAGES.tipo);

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(TINY_PNG);
    const tooBig = await upload(big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe(PHOTO_UPLOAD_MESSAGES.tamanho);

    expect((await upload(TINY_PNG, 'image/png', false)).status).toBe(401);
    // The admin's cookie from another site's page (CSRF): refused before anything is stored.
    const forged = await request(test.app)
      .post('/api/admin/conversations/atendimento/fotos')
      .set('Origin', 'https://outro-site.example')
      .set('Cookie', cookie)
      .set('Content-Type', 'image/png')
      .send(Buffer.from(TINY_PNG));
    expect(forged.status).toBe(403);

    // A customer's photo named by its key is not the admin's to send.
    const conversation = await openConversation();
    const customers = await storedPhoto({ DATA_DIR: dataDir });
    const stolen = await reply(conversation.id, {
      texto: 'olha',
      fotoKey: customers.key,
      envioId: randomUUID(),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe(PHOTO_UPLOAD_MESSAGES.invalida);
    expect(
      await db.whatsappMessage.count({ where: { conversation_id: conversation.id, direction: 'outbound' } }),
    ).toBe(0);
  });
});

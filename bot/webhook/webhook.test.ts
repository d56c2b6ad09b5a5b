import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startBotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { createTestApp, randomMobile } from '#tests/factories/shops.ts';
import { signBody } from '#whatsapp/cloud/signature.ts';
import { startWebhookQueues } from './test-support.ts';
import { resolveVerifyToken } from './verify-token.ts';

// The Cloud API webhook through the real app and the real queues (memory, or BullMQ with
// REDIS_URL): the webhook job stores the messages and answers their conversations, with the agent
// replaced by a recorder (test-support.ts).

const SECRET = `app-secret-${randomUUID()}`;
const VERIFY_TOKEN = `verify-${randomUUID()}`;

const bot = await startBotTestRuntime({ start: false });
const queues = await startWebhookQueues(bot);
const { turns, webhookJobs, drained } = queues;
afterAll(async () => {
  queues.close();
  await bot.close();
});
beforeEach(() => queues.reset());

const signed = createTestApp({ env: { WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN } });
const unsigned = createTestApp();

function cloudBody(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      { id: 'waba', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
    ],
  };
}

function textMessage(from: string, text: string, seconds = 1_763_640_000) {
  return {
    from,
    id: `wamid.${randomUUID()}`,
    timestamp: String(seconds),
    type: 'text',
    text: { body: text },
  };
}

function post(app = signed.app, body: unknown, signature: string | false = SECRET) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const req = request(app).post('/api/whatsapp/webhook').set('Content-Type', 'application/json');
  if (signature) req.set('X-Hub-Signature-256', signBody(raw, signature));
  return req.send(raw);
}

const inboundCount = (waMessageId: string) =>
  db.whatsappMessage.count({ where: { wa_message_id: waMessageId } });

describe('GET /api/whatsapp/webhook (verification)', () => {
  const handshake = (app: typeof signed.app, token: string, mode = 'subscribe') =>
    request(app)
      .get('/api/whatsapp/webhook')
      .query({ 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': '1158201444' });

  it('answers the challenge as text to the configured token and 403 to anything else', async () => {
    const ok = await handshake(signed.app, VERIFY_TOKEN);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.text).toBe('1158201444');
    expect((await handshake(signed.app, `${VERIFY_TOKEN}x`)).status).toBe(403);
    expect((await handshake(signed.app, VERIFY_TOKEN, 'unsubscribe')).status).toBe(403);
    expect((await request(signed.app).get('/api/whatsapp/webhook')).status).toBe(403);
    // Our own lines never carry it (the request log's URL is platform/http/request-logging.ts's).
    const ours = signed
      .logs()
      .split('\n')
      .filter((line) => line.includes('whatsapp-webhook'));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.join('\n')).not.toContain(VERIFY_TOKEN);
  });

  it('without WHATSAPP_VERIFY_TOKEN uses a generated token kept encrypted in bot_config', async () => {
    const token = await resolveVerifyToken(db, unsigned.env);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(await resolveVerifyToken(db, unsigned.env)).toBe(token);
    const row = await db.botConfig.findUniqueOrThrow({ where: { config_key: 'whatsapp_webhook' } });
    const stored = (row.config_value as { verify_token: string }).verify_token;
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain(token);
    expect((await handshake(unsigned.app, token)).text).toBe('1158201444');
    expect((await handshake(unsigned.app, VERIFY_TOKEN)).status).toBe(403);
  });
});

describe('POST /api/whatsapp/webhook', () => {
  it('refuses a bad or missing signature with 401, storing and enqueueing nothing', async () => {
    const from = randomMobile();
    const message = textMessage(from, 'Oi');
    const body = cloudBody({ messages: [message] });
    for (const res of [await post(signed.app, body, 'outro-segredo'), await post(signed.app, body, false)]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Assinatura do webhook inválida.', code: 'UNAUTHORIZED' });
    }
    // Signed over other bytes than the ones sent (re-serialized JSON does not match).
    const tampered = request(signed.app)
      .post('/api/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signBody(JSON.stringify(body, null, 2), SECRET));
    expect((await tampered.send(JSON.stringify(body))).status).toBe(401);
    await drained();
    expect(webhookJobs).toEqual([]);
    expect(await inboundCount(message.id)).toBe(0);
    expect(await db.whatsappConversation.count({ where: { phone_number: from } })).toBe(0);
  });

  it('acknowledges a signed message, then stores it and answers it in one turn', async () => {
    const from = randomMobile();
    const message = textMessage(from, 'Quero um sofá');
    const res = await post(
      signed.app,
      cloudBody({ contacts: [{ wa_id: from, profile: { name: 'Bia' } }], messages: [message] }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(webhookJobs.map((j) => j.name)).toEqual(['whatsapp.webhook']);
    await drained();
    const row = await db.whatsappMessage.findUniqueOrThrow({
      where: { wa_message_id: message.id },
      include: { conversation: true },
    });
    expect(row).toMatchObject({ direction: 'inbound', status: 'processed', message_text: 'Quero um sofá' });
    expect(row.conversation).toMatchObject({ phone_number: from, contact_name: 'Bia' });
    // Answered by the webhook's own job: no turn job was queued.
    expect(turns).toEqual([{ conversationId: row.conversation_id, incoming: ['Quero um sofá'] }]);
    expect(webhookJobs.map((j) => j.name)).toEqual(['whatsapp.webhook']);
  });

  it('processes a redelivered webhook once: one row, one turn', async () => {
    const message = textMessage(randomMobile(), 'Tem geladeira?');
    const body = cloudBody({ messages: [message] });
    expect((await post(signed.app, body)).status).toBe(200);
    expect((await post(signed.app, body)).status).toBe(200);
    await drained();
    expect(await inboundCount(message.id)).toBe(1);
    expect(turns).toHaveLength(1);
  });

  it('stores a batch in WhatsApp order with button, interactive and media messages, answered together', async () => {
    const from = randomMobile();
    const messages = [
      {
        ...textMessage(from, ''),
        type: 'image',
        text: undefined,
        image: { id: 'm', caption: 'essa' },
        timestamp: '1763640003',
      },
      {
        ...textMessage(from, ''),
        type: 'button',
        text: undefined,
        button: { text: 'Sim', payload: 'S' },
        timestamp: '1763640002',
      },
      {
        ...textMessage(from, ''),
        type: 'interactive',
        text: undefined,
        interactive: { type: 'list_reply', list_reply: { id: 'l', title: 'Móveis' } },
        timestamp: '1763640001',
      },
    ];
    expect((await post(signed.app, cloudBody({ messages }))).status).toBe(200);
    await drained();
    const conversation = await db.whatsappConversation.findUniqueOrThrow({ where: { phone_number: from } });
    const rows = await db.whatsappMessage.findMany({
      where: { conversation_id: conversation.id, direction: 'inbound' },
      orderBy: { created_at: 'asc' },
      select: { message_type: true, message_text: true, metadata: true },
    });
    expect(rows).toEqual([
      {
        message_type: 'interactive',
        message_text: 'Móveis',
        metadata: { transport: 'cloud', reply_id: 'l' },
      },
      { message_type: 'button', message_text: 'Sim', metadata: { transport: 'cloud', reply_id: 'S' } },
      {
        message_type: 'media',
        message_text: '[imagem] essa',
        metadata: { transport: 'cloud', mediaType: 'image', media: { kind: 'image', id: 'm' } },
      },
    ]);
    expect(turns).toEqual([{ conversationId: conversation.id, incoming: ['Móveis', 'Sim', 'essa'] }]);
  });

  it('applies status callbacks to the outbound message and never asks for a turn', async () => {
    const conversation = await db.whatsappConversation.create({ data: { phone_number: randomMobile() } });
    const [delivered, failed] = [`wamid.${randomUUID()}`, `wamid.${randomUUID()}`];
    for (const wa_message_id of [delivered, failed]) {
      await db.whatsappMessage.create({
        data: {
          conversation_id: conversation.id,
          wa_message_id,
          direction: 'outbound',
          message_text: 'Nova oportunidade',
          status: 'sent',
          timestamp: new Date(),
        },
      });
    }
    const statuses = [
      {
        id: delivered,
        status: 'delivered',
        timestamp: '1763640000',
        recipient_id: conversation.phone_number,
      },
      {
        id: failed,
        status: 'failed',
        timestamp: '1763640000',
        errors: [{ code: 131047, title: 'Re-engagement message' }],
      },
    ];
    const res = await post(signed.app, cloudBody({ statuses }));
    expect(res.body).toEqual({ ok: true });
    await drained();
    const rows = await db.whatsappMessage.findMany({
      where: { conversation_id: conversation.id },
      select: { wa_message_id: true, status: true, error: true },
    });
    expect(rows.find((r) => r.wa_message_id === delivered)?.status).toBe('delivered');
    expect(rows.find((r) => r.wa_message_id === failed)).toMatchObject({ status: 'failed' });
    expect(rows.find((r) => r.wa_message_id === failed)?.error).toContain('Re-engagement message');
    expect(turns).toEqual([]);
  });

  it('answers 400 to a body that is not a Cloud API notification, without logging it', async () => {
    const secretText = `dado-pessoal-${randomUUID()}`;
    for (const body of ['{nao é json', JSON.stringify({ object: 'page', entry: [], note: secretText })]) {
      const res = await post(signed.app, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
    }
    expect(signed.logs()).not.toContain(secretText);
    expect(webhookJobs).toEqual([]);
  });

  it('acknowledges a signed body that only looks like a notification and drops it in the job, unretried', async () => {
    const res = await post(signed.app, '{"object":"whatsapp_business_account", cortado');
    expect(res.status).toBe(200);
    await drained();
    expect(webhookJobs).toHaveLength(1);
    expect(turns).toEqual([]);
    // Unsigned installs check the whole envelope up front.
    expect((await post(unsigned.app, '{"object":"whatsapp_business_account", cortado', false)).status).toBe(
      400,
    );
  });

  it('accepts unsigned posts when no app secret is configured', async () => {
    const message = textMessage(randomMobile(), 'Sem assinatura');
    expect((await post(unsigned.app, cloudBody({ messages: [message] }), false)).status).toBe(200);
    await drained();
    expect(await inboundCount(message.id)).toBe(1);
  });
});

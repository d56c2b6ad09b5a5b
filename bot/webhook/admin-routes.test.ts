import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { WEBHOOK_TEST_PHONE } from '#bot/inbound/receive.ts';
import { startBotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { createTestApp, type TestApp } from '#tests/factories/shops.ts';
import { startWebhookQueues } from './test-support.ts';

// /gestao's webhook panel: what to paste in Meta's console, and the tester posting a fake message
// to this installation's own webhook (the app listens on an ephemeral port, as in production).

const SECRET = `app-secret-${randomUUID()}`;
const VERIFY_TOKEN = `verify-${randomUUID()}`;

const bot = await startBotTestRuntime({ start: false });
const queues = await startWebhookQueues(bot);
const { turns } = queues;

const signed = createTestApp({ env: { WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN } });
const server = signed.app.listen(0, '127.0.0.1');
await once(server, 'listening');
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  queues.close();
  await bot.close();
});

const adminCookie = async (test: TestApp) => (await signedInAdmin(test.auth)).cookie;

// Signed in once, outside the tests: password hashing is slow on a busy machine.
const publicUrlApp = createTestApp({ env: { PUBLIC_URL: 'https://desejo.exemplo.com.br/' } });
const [signedCookie, publicUrlCookie] = [await adminCookie(signed), await adminCookie(publicUrlApp)];

describe('GET /api/admin/whatsapp/webhook', () => {
  it("gives the callback URL from the request's own address, the token and the events", async () => {
    const res = await request(origin)
      .get('/api/admin/whatsapp/webhook')
      .set('Origin', testOrigin)
      .set('Cookie', signedCookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      callbackUrl: `${origin}/api/whatsapp/webhook`,
      verifyToken: VERIFY_TOKEN,
      verifyTokenMasked: `••••••••${VERIFY_TOKEN.slice(-4)}`,
      events: ['messages', 'message_status'],
      signatureRequired: true,
    });
  });

  it('uses PUBLIC_URL when set, and is for admins only', async () => {
    const test = publicUrlApp;
    const res = await request(test.app)
      .get('/api/admin/whatsapp/webhook')
      .set('Origin', testOrigin)
      .set('Cookie', publicUrlCookie);
    expect(res.body).toMatchObject({
      callbackUrl: 'https://desejo.exemplo.com.br/api/whatsapp/webhook',
      signatureRequired: false,
    });
    expect(res.body.verifyToken.length).toBeGreaterThanOrEqual(32);
    expect((await request(test.app).get('/api/admin/whatsapp/webhook')).status).toBe(401);
    expect(
      (await request(test.app).post('/api/admin/whatsapp/webhook-test').set('Origin', testOrigin)).status,
    ).toBe(401);
  });
});

describe('POST /api/admin/whatsapp/webhook-test', () => {
  it('posts a signed fake message to its own webhook, which stores it without answering, as a test conversation', async () => {
    const testMessages = () =>
      db.whatsappMessage.count({
        where: {
          conversation: { phone_number: WEBHOOK_TEST_PHONE },
          message_text: 'Mensagem de teste do webhook',
        },
      });
    const before = await testMessages();
    const res = await request(origin)
      .post('/api/admin/whatsapp/webhook-test')
      .set('Origin', testOrigin)
      .set('Cookie', signedCookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, status: 200, body: { ok: true } });
    await vi.waitFor(
      async () => {
        expect(await testMessages()).toBe(before + 1);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(turns).toEqual([]);
    // An admin's test, not a customer: /gestao lists it apart.
    const conversation = await db.whatsappConversation.findUniqueOrThrow({
      where: { phone_number: WEBHOOK_TEST_PHONE },
      select: { is_test: true },
    });
    expect(conversation.is_test).toBe(true);
  });
});

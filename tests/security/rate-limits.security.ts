import { randomInt } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { STRIPE_REFUSALS_PER_MINUTE } from '#api/assinatura/stripe-webhook-routes.ts';
import { createAuth } from '#api/auth/auth.ts';
import { testAuthEnv, testOrigin } from '#api/auth/auth-test-client.ts';
import { startBotTestRuntime } from '#bot/test-support.ts';
import { REFUSALS_PER_MINUTE } from '#bot/webhook/routes.ts';
import { fakeIncomingTextWebhook } from '#bot/webhook/sample-webhook.ts';
import { db } from '#prisma/client.ts';
import { createApp } from '#server/app.ts';
import { memoryLogger, recordingQueue } from '#tests/factories/shops.ts';
import { signBody } from '#whatsapp/cloud/signature.ts';
import { printTable } from './print-table.ts';

// The per-address limits of the routes a script would hammer: each is called from one address
// until refused, and must refuse exactly after its documented allowance, with 429 and
// Retry-After, while another address is still served. The app here has the real limit stores
// (the other suites' test apps count nothing).

const appSecret = 'segredo-do-app-limites';
const env = testAuthEnv({ WHATSAPP_APP_SECRET: appSecret, STRIPE_WEBHOOK_SECRET: 'whsec_limites' });
// The webhook enqueues through the bot runtime (not started: nothing runs the jobs).
await startBotTestRuntime({ start: false });
const { logger } = memoryLogger();
const { queue } = recordingQueue(logger);
const app = createApp({ env, logger, queue, auth: createAuth({ db, env, queue }) });

type Case = { route: string; allowance: number; call: (address: string, i: number) => request.Test };

const post = (path: string, address: string, body: object) =>
  request(app).post(path).set('Origin', testOrigin).set('X-Forwarded-For', address).send(body);

const webhook = (address: string, signature: string) => {
  const body = JSON.stringify(fakeIncomingTextWebhook());
  return request(app)
    .post('/api/whatsapp/webhook')
    .set('X-Forwarded-For', address)
    .set('Content-Type', 'application/json')
    .set('X-Hub-Signature-256', signature === 'valid' ? signBody(body, appSecret) : signature)
    .send(body);
};

const cases: Case[] = [
  {
    route: `POST /api/whatsapp/webhook, assinatura inválida (${REFUSALS_PER_MINUTE}/min)`,
    allowance: REFUSALS_PER_MINUTE,
    call: (address) => webhook(address, `sha256=${'0'.repeat(64)}`),
  },
  {
    route: `POST /api/stripe/webhook, assinatura inválida (${STRIPE_REFUSALS_PER_MINUTE}/min)`,
    allowance: STRIPE_REFUSALS_PER_MINUTE,
    call: (address) =>
      request(app)
        .post('/api/stripe/webhook')
        .set('X-Forwarded-For', address)
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)
        .send('{"id":"evt_forjado"}'),
  },
  {
    route: 'POST /api/auth/sign-in/email (10/min)',
    allowance: 10,
    call: (address, i) =>
      post('/api/auth/sign-in/email', address, {
        email: `ninguem-${i}@exemplo.com.br`,
        password: 'errada-123',
      }),
  },
  {
    route: 'POST /api/auth/sign-up/email (5/h)',
    allowance: 5,
    call: (address, i) =>
      post('/api/auth/sign-up/email', address, {
        email: `limite-${randomInt(1e9)}-${i}@exemplo.com.br`,
        password: 'senha-forte-123',
        name: 'Limite',
      }),
  },
  {
    route: 'POST /api/parceiros/cadastro-rapido (20/h)',
    allowance: 20,
    call: (a) => post('/api/parceiros/cadastro-rapido', a, {}),
  },
  { route: 'POST /api/desejos (20/h)', allowance: 20, call: (a) => post('/api/desejos', a, {}) },
  {
    route: 'GET /api/cep/:cep (60/min)',
    allowance: 60,
    call: (address) => request(app).get('/api/cep/abc').set('X-Forwarded-For', address),
  },
  {
    route: 'POST /api/whatsapp-redirect/acessos (30/min)',
    allowance: 30,
    call: (a) => post('/api/whatsapp-redirect/acessos', a, { success: true }),
  },
];

const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('per-address rate limits', () => {
  it('refuses each route right after its allowance, with 429 and Retry-After, and only for that address', async () => {
    const rows: string[][] = [];
    const problems: string[] = [];
    for (const { route, allowance, call } of cases) {
      const from = address();
      let refusedAt = 0;
      let retryAfter: string | undefined;
      for (let i = 1; i <= allowance + 1; i++) {
        const res = await call(from, i);
        if (res.status === 429) {
          refusedAt = i;
          retryAfter = res.headers['retry-after'];
          break;
        }
      }
      const other = await call(address(), 0);
      rows.push([
        route,
        String(allowance),
        refusedAt ? `${refusedAt}ª` : 'nunca',
        retryAfter ?? '-',
        String(other.status),
      ]);
      if (refusedAt !== allowance + 1)
        problems.push(`${route}: recusou na ${refusedAt}ª, esperado ${allowance + 1}ª`);
      if (!retryAfter) problems.push(`${route}: 429 sem Retry-After`);
      if (other.status === 429) problems.push(`${route}: outro endereço também recusado`);
    }
    printTable(['rota', 'permitidas', 'recusada na', 'Retry-After (s)', 'outro endereço'], rows);
    expect(problems).toEqual([]);
  });

  it('still accepts a correctly signed webhook from an address whose refusals are limited', async () => {
    const from = address();
    for (let i = 0; i <= REFUSALS_PER_MINUTE; i++) await webhook(from, 'sha256=errada');
    expect((await webhook(from, 'sha256=errada')).status).toBe(429);
    expect((await webhook(from, 'valid')).status).toBe(200);
  });
});

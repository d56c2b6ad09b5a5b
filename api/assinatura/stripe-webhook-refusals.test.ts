import { randomInt } from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { refusalLimitMessage } from '#platform/http/refusal-limit.ts';
import { createTestApp } from '#tests/factories/shops.ts';
import {
  postWebhook,
  stripeEnv,
  stripeEvent,
  subscriptionObject,
  uniqueId,
} from '#tests/factories/subscriptions.ts';
import { STRIPE_REFUSALS_PER_MINUTE } from './stripe-webhook-routes.ts';

// A flood of forged Stripe events writes a bounded number of log lines: past the allowance an
// address's refusals answer 429 with Retry-After and log nothing, as the WhatsApp webhook does.

const test = createTestApp({ env: stripeEnv });
afterAll(() => test.queue.close());

const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const refusedLines = () =>
  test
    .logs()
    .split('\n')
    .filter((line) => line.includes('webhook do Stripe recusado')).length;
const event = () =>
  stripeEvent(
    'customer.subscription.updated',
    subscriptionObject({ customer: uniqueId('cus'), status: 'active' }),
  );
const forged = (from: string) =>
  request(test.app)
    .post('/api/stripe/webhook')
    .set('X-Forwarded-For', from)
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)
    .send(event());

describe('POST /api/stripe/webhook refusals', { timeout: 60_000 }, () => {
  it('logs the first refusals of an address, then answers 429 with Retry-After and logs no more', async () => {
    const from = address();
    const before = refusedLines();
    for (let i = 1; i <= STRIPE_REFUSALS_PER_MINUTE; i++) expect((await forged(from)).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await forged(from);
      statuses.push(res.status);
      if (i === 0) {
        expect(res.body).toEqual({ code: 'RATE_LIMITED', error: refusalLimitMessage });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(new Set(statuses)).toEqual(new Set([429]));
    expect(refusedLines() - before).toBe(STRIPE_REFUSALS_PER_MINUTE);
    // Another address is still answered (and logged) as usual.
    expect((await forged(address())).status).toBe(400);
    expect(refusedLines() - before).toBe(STRIPE_REFUSALS_PER_MINUTE + 1);
  });

  it('still accepts a correctly signed event while forged ones from the same address are limited', async () => {
    for (let i = 0; i <= STRIPE_REFUSALS_PER_MINUTE; i++)
      await postWebhook(test, event(), 'whsec_outro_segredo');
    expect((await postWebhook(test, event(), 'whsec_outro_segredo')).status).toBe(429);
    const real = await postWebhook(test, event());
    expect(real.status).toBe(200);
    expect(real.body).toEqual({ received: true, outcome: 'unknown_customer' });
  });
});

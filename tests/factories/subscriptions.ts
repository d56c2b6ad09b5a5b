import { randomUUID } from 'node:crypto';
import nock from 'nock';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { db } from '#prisma/client.ts';
import type { TestApp } from '#tests/factories/shops.ts';

// Stripe faked at its HTTP boundary (nock on api.stripe.com) and signed webhook events, for the
// subscription suites. Their describe blocks allow 60 s a test: each signs up a user and a shop,
// and on the shared 2-core machine a cold first sign-up alone has taken 18 s.

export const stripeApi = 'https://api.stripe.com';
export const webhookSecret = 'whsec_test_segredo_do_webhook';

export const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_chave_de_teste',
  STRIPE_PREMIUM_PRICE_ID: 'price_premium_teste',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  PUBLIC_URL: 'https://desejo.teste',
};

/**
 * For a subscription suite: no connection leaves the machine but nock's scripts, and each test
 * must have made every Stripe call it scripted.
 */
export function onlyScriptedStripe() {
  beforeAll(() => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
  });
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });
  afterAll(() => {
    nock.enableNetConnect();
  });
}

export const uniqueId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 20)}`;

/**
 * Records each form body Stripe receives on `path` and answers `reply`. A static reply: with a
 * reply function nock never completes the Stripe client's request.
 */
export function stripePost(path: string, reply: object, times = 1) {
  const bodies: Record<string, string>[] = [];
  const scope = nock(stripeApi)
    .post(path, (body: Record<string, string>) => {
      bodies.push(body);
      return true;
    })
    .times(times)
    .reply(200, reply);
  return { scope, bodies };
}

export type SubscriptionSeed = {
  id?: string;
  customer: string;
  status: string;
  lojistaId?: string;
  trialEnd?: number | null;
  periodEnd?: number;
};

export function subscriptionObject(seed: SubscriptionSeed) {
  const now = Math.floor(Date.now() / 1000);
  const periodEnd = seed.periodEnd ?? now + 30 * 86_400;
  return {
    id: seed.id ?? uniqueId('sub'),
    object: 'subscription',
    customer: seed.customer,
    status: seed.status,
    metadata: seed.lojistaId ? { lojista_id: seed.lojistaId } : {},
    cancel_at_period_end: false,
    trial_end: seed.trialEnd ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: uniqueId('si'),
          object: 'subscription_item',
          current_period_start: now,
          current_period_end: periodEnd,
          price: { id: stripeEnv.STRIPE_PREMIUM_PRICE_ID, object: 'price', product: 'prod_premium' },
        },
      ],
    },
  };
}

export function stripeEvent(type: string, object: object) {
  return JSON.stringify({
    id: uniqueId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

export function postWebhook(test: TestApp, payload: string, secret = webhookSecret) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return request(test.app)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
}

/** The plan row as the webhook leaves it. */
export function billingPlanOf(lojistaId: string) {
  return db.lojistaPlano.findUniqueOrThrow({
    where: { lojista_id: lojistaId },
    select: {
      plano_tipo: true,
      plano_anterior: true,
      ativo: true,
      limite_diario: true,
      consultas_hoje: true,
      stripe_customer_id: true,
      stripe_subscription_id: true,
      stripe_status: true,
      stripe_periodo_fim: true,
      updated_at: true,
    },
  });
}

/** Gives the shop a Stripe customer, as a first checkout would. */
export async function withCustomer(lojistaId: string): Promise<string> {
  const customer = uniqueId('cus');
  await db.lojistaPlano.update({ where: { lojista_id: lojistaId }, data: { stripe_customer_id: customer } });
  return customer;
}

import nock from 'nock';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import {
  associatePlan,
  noPlan,
  offerBody,
  type PlanSeed,
  signedInShop,
  wishWithMatches,
} from '#tests/factories/dashboard.ts';
import { api, createTestApp } from '#tests/factories/shops.ts';
import {
  billingPlanOf,
  onlyScriptedStripe,
  postWebhook,
  stripeApi,
  stripeEnv,
  stripeEvent,
  subscriptionObject,
  uniqueId,
  withCustomer,
} from '#tests/factories/subscriptions.ts';

const test = createTestApp({ env: stripeEnv });
const http = api(test);
const offerPath = (matchId: string) => `/api/dashboard/matches/${matchId}/oferta`;
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

onlyScriptedStripe();
afterAll(async () => {
  await test.queue.close();
});

/** A signed-in shop with the plan given and a Stripe customer, as after its first checkout. */
async function customerShop(plan: PlanSeed) {
  const shop = await signedInShop(test, plan);
  return { ...shop, customer: await withCustomer(shop.lojistaId) };
}

async function offer(shop: { lojistaId: string; cookie: string }) {
  const { matchOf } = await wishWithMatches([shop.lojistaId]);
  return http.post(offerPath(matchOf(shop.lojistaId)), offerBody(), shop.cookie);
}

describe('POST /api/stripe/webhook', { timeout: 60_000 }, () => {
  it('moves a shop at its associate limit to Premium on a trialing subscription: offers stop being limited', async () => {
    const shop = await customerShop(associatePlan(5));
    expect((await offer(shop)).body.code).toBe('LIMIT_REACHED');

    const trialEnd = inDays(90);
    const sub = subscriptionObject({
      customer: shop.customer,
      status: 'trialing',
      trialEnd,
      lojistaId: shop.lojistaId,
    });
    const res = await postWebhook(test, stripeEvent('customer.subscription.updated', sub));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'updated' });
    expect(await billingPlanOf(shop.lojistaId)).toMatchObject({
      plano_tipo: 'premium',
      ativo: true,
      plano_anterior: 'associado_gratuito',
      stripe_subscription_id: sub.id,
      stripe_status: 'trialing',
      stripe_periodo_fim: new Date(trialEnd * 1000),
    });

    for (let i = 0; i < 3; i++) expect((await offer(shop)).status).toBe(201);

    const status = await http.get('/api/assinatura/status', shop.cookie);
    expect(status.body).toEqual({
      subscribed: true,
      product_id: 'premium',
      subscription_end: new Date(trialEnd * 1000).toISOString(),
      status: 'trialing',
      plano_tipo: 'premium',
    });
  });

  it('changes nothing when the same event is delivered again', async () => {
    const shop = await customerShop(associatePlan());
    const event = stripeEvent(
      'customer.subscription.created',
      subscriptionObject({ customer: shop.customer, status: 'active' }),
    );
    expect((await postWebhook(test, event)).body.outcome).toBe('updated');
    const after = await billingPlanOf(shop.lojistaId);
    const replay = await postWebhook(test, event);
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe('unchanged');
    expect(await billingPlanOf(shop.lojistaId)).toEqual(after);
  });

  it('writes once when the same event arrives five times at once', async () => {
    const shop = await customerShop(associatePlan());
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ customer: shop.customer, status: 'active' }),
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => postWebhook(test, event)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((r) => r.body.outcome).sort()).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
      'updated',
    ]);
    expect(await billingPlanOf(shop.lojistaId)).toMatchObject({
      plano_tipo: 'premium',
      plano_anterior: 'associado_gratuito',
    });
  });

  it('reads the subscription on checkout.session.completed and makes the shop Premium (active)', async () => {
    const shop = await customerShop(noPlan);
    const periodEnd = inDays(30);
    const sub = subscriptionObject({ customer: shop.customer, status: 'active', periodEnd });
    const read = nock(stripeApi).get(`/v1/subscriptions/${sub.id}`).reply(200, sub);
    const session = {
      id: uniqueId('cs_test'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      customer: shop.customer,
      subscription: sub.id,
      client_reference_id: shop.lojistaId,
    };
    const res = await postWebhook(test, stripeEvent('checkout.session.completed', session));
    expect(res.status).toBe(200);
    expect(read.isDone()).toBe(true);
    expect(await billingPlanOf(shop.lojistaId)).toMatchObject({
      plano_tipo: 'premium',
      ativo: true,
      plano_anterior: 'sem_plano',
      stripe_status: 'active',
      stripe_subscription_id: sub.id,
    });
    expect((await offer(shop)).status).toBe(201);
    expect((await http.get('/api/assinatura/status', shop.cookie)).body).toEqual({
      subscribed: true,
      product_id: 'premium',
      subscription_end: new Date(periodEnd * 1000).toISOString(),
      status: 'active',
      plano_tipo: 'premium',
    });
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const shop = await customerShop(associatePlan());
    const before = await billingPlanOf(shop.lojistaId);
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ customer: shop.customer, status: 'active' }),
    );

    const forged = await postWebhook(test, event, 'whsec_outro_segredo');
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ code: 'BAD_REQUEST', error: 'Assinatura do webhook inválida.' });
    const unsigned = await request(test.app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(event);
    expect(unsigned.status).toBe(400);
    expect(await billingPlanOf(shop.lojistaId)).toEqual(before);
  });

  it('restores the associate plan with its daily limit when the subscription is deleted', async () => {
    const shop = await customerShop(associatePlan(2));
    const sub = subscriptionObject({ customer: shop.customer, status: 'active' });
    await postWebhook(test, stripeEvent('customer.subscription.updated', sub));
    expect((await billingPlanOf(shop.lojistaId)).plano_tipo).toBe('premium');

    const deleted = await postWebhook(
      test,
      stripeEvent('customer.subscription.deleted', { ...sub, status: 'canceled' }),
    );
    expect(deleted.status).toBe(200);
    expect(await billingPlanOf(shop.lojistaId)).toMatchObject({
      plano_tipo: 'associado_gratuito',
      ativo: true,
      limite_diario: 5,
      plano_anterior: null,
      stripe_status: 'canceled',
    });
    expect((await http.get('/api/assinatura/status', shop.cookie)).body).toMatchObject({
      subscribed: false,
      status: null,
      plano_tipo: 'associado_gratuito',
    });
    // A late update about the canceled subscription does not bring Premium back.
    const late = await postWebhook(test, stripeEvent('customer.subscription.updated', sub));
    expect(late.body.outcome).toBe('unchanged');
    expect((await billingPlanOf(shop.lojistaId)).plano_tipo).toBe('associado_gratuito');
  });

  it('returns a shop that had no plan to sem_plano, which blocks offers again', async () => {
    const shop = await customerShop(noPlan);
    const sub = subscriptionObject({ customer: shop.customer, status: 'active' });
    await postWebhook(test, stripeEvent('customer.subscription.created', sub));
    expect((await offer(shop)).status).toBe(201);
    await postWebhook(test, stripeEvent('customer.subscription.deleted', { ...sub, status: 'canceled' }));
    expect(await billingPlanOf(shop.lojistaId)).toMatchObject({ plano_tipo: 'sem_plano', ativo: false });
    expect((await offer(shop)).body.code).toBe('PLAN_REQUIRED');
  });

  it('marks a failed renewal past_due and keeps Premium until Stripe cancels', async () => {
    const shop = await customerShop(associatePlan());
    const sub = subscriptionObject({ customer: shop.customer, status: 'active' });
    await postWebhook(test, stripeEvent('customer.subscription.updated', sub));
    const invoice = {
      id: uniqueId('in'),
      object: 'invoice',
      customer: shop.customer,
      status: 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: {} } },
    };
    const res = await postWebhook(test, stripeEvent('invoice.payment_failed', invoice));
    expect(res.body.outcome).toBe('updated');
    expect(await billingPlanOf(shop.lojistaId)).toMatchObject({
      plano_tipo: 'premium',
      stripe_status: 'past_due',
    });
    expect((await offer(shop)).status).toBe(201);
  });

  it('acknowledges events about customers that are not ours and events it does not handle', async () => {
    const stranger = subscriptionObject({ customer: uniqueId('cus'), status: 'active' });
    const unknown = await postWebhook(test, stripeEvent('customer.subscription.updated', stranger));
    expect(unknown.status).toBe(200);
    expect(unknown.body.outcome).toBe('unknown_customer');
    const other = await postWebhook(
      test,
      stripeEvent('charge.succeeded', { id: uniqueId('ch'), object: 'charge' }),
    );
    expect(other.body).toEqual({ received: true, outcome: 'ignored' });
  });

  it('answers 503 while STRIPE_WEBHOOK_SECRET is not set', async () => {
    const bare = createTestApp();
    const res = await postWebhook(bare, stripeEvent('customer.subscription.updated', {}));
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('UNAVAILABLE');
    await bare.queue.close();
  });
});

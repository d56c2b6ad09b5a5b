import { randomUUID } from 'node:crypto';
import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { planConfig } from '#domain/plans/plan-config.ts';
import { db } from '#prisma/client.ts';
import { associatePlan, noPlan, premiumPlan, signedInShop } from '#tests/factories/dashboard.ts';
import { api, createMembership, createTestApp, signedInUser } from '#tests/factories/shops.ts';
import {
  onlyScriptedStripe,
  stripeApi,
  stripeEnv,
  stripePost,
  uniqueId,
  withCustomer,
} from '#tests/factories/subscriptions.ts';

const test = createTestApp({ env: stripeEnv });
const http = api(test);
const bare = createTestApp();
const bareHttp = api(bare);

const checkoutUrl = (id: string) => `https://checkout.stripe.com/c/pay/${id}`;
const fakeSession = () => {
  const id = uniqueId('cs_test');
  return { id, object: 'checkout.session', url: checkoutUrl(id) };
};

onlyScriptedStripe();
afterAll(async () => {
  await Promise.all([test.queue.close(), bare.queue.close()]);
});

async function cnpjOf(lojistaId: string) {
  return (await db.lojista.findUniqueOrThrow({ where: { id: lojistaId }, select: { cnpj: true } })).cnpj!;
}

describe('GET /api/assinatura/planos', { timeout: 60_000 }, () => {
  it('lists the plans of the one configuration and the active associations by name', async () => {
    const tag = `AAA ${randomUUID().slice(0, 6)}`;
    const beta = await db.associacaoParceira.create({ data: { nome: `${tag} Beta`, cidade: 'Campinas' } });
    const alfa = await db.associacaoParceira.create({ data: { nome: `${tag} Alfa`, cidade: 'Santos' } });
    const off = await db.associacaoParceira.create({ data: { nome: `${tag} Inativa`, ativo: false } });

    const res = await http.get('/api/assinatura/planos');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      premium: { nome: 'Premium', mensalCentavos: planConfig.premium.mensalCentavos },
      associado: { nome: 'Gratuito para Associados', limiteDiario: 5 },
      cupomAssociado: { codigo: 'ASSOCIADO', mesesGratis: 3, mensalCentavos: 4990 },
      pagamentoOnline: true,
    });
    const ours = res.body.associacoes.filter((a: { nome: string }) => a.nome.startsWith(tag));
    expect(ours).toEqual([
      { id: alfa.id, nome: `${tag} Alfa`, cidade: 'Santos' },
      { id: beta.id, nome: `${tag} Beta`, cidade: 'Campinas' },
    ]);
    expect(res.body.associacoes.some((a: { id: string }) => a.id === off.id)).toBe(false);
  });

  it('says online payment is off without the Stripe keys', async () => {
    const res = await bareHttp.get('/api/assinatura/planos');
    expect(res.status).toBe(200);
    expect(res.body.pagamentoOnline).toBe(false);
  });
});

describe('POST /api/assinatura/checkout', { timeout: 60_000 }, () => {
  it('gives a member the associate coupon and the free months, on a customer created for the shop', async () => {
    const shop = await signedInShop(test, associatePlan());
    await createMembership(await cnpjOf(shop.lojistaId));
    const customerId = uniqueId('cus');
    const customers = stripePost('/v1/customers', { id: customerId, object: 'customer' });
    const sessions = stripePost('/v1/checkout/sessions', fakeSession());

    const res = await http.post('/api/assinatura/checkout', {}, shop.cookie);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(customers.bodies[0]).toMatchObject({ email: shop.email, 'metadata[lojista_id]': shop.lojistaId });
    const body = sessions.bodies[0]!;
    expect(body).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: shop.lojistaId,
      'line_items[0][price]': 'price_premium_teste',
      'line_items[0][quantity]': '1',
      'discounts[0][coupon]': 'ASSOCIADO',
      success_url: 'https://desejo.teste/assinatura/sucesso?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://desejo.teste/assinatura',
      'subscription_data[metadata][lojista_id]': shop.lojistaId,
    });
    expect(Number(body['subscription_data[trial_period_days]'])).toBeGreaterThanOrEqual(89);
    expect(Number(body['subscription_data[trial_period_days]'])).toBeLessThanOrEqual(92);
    expect(
      (await db.lojistaPlano.findUniqueOrThrow({ where: { lojista_id: shop.lojistaId } })).stripe_customer_id,
    ).toBe(customerId);
  });

  it('gives a shop outside the associations the full price: no coupon, no trial', async () => {
    const shop = await signedInShop(test, noPlan);
    stripePost('/v1/customers', { id: uniqueId('cus'), object: 'customer' });
    const sessions = stripePost('/v1/checkout/sessions', fakeSession());

    const res = await http.post('/api/assinatura/checkout', {}, shop.cookie);
    expect(res.status).toBe(200);
    const keys = Object.keys(sessions.bodies[0]!);
    expect(keys.some((k) => k.startsWith('discounts'))).toBe(false);
    expect(keys).not.toContain('subscription_data[trial_period_days]');
    expect(sessions.bodies[0]).toMatchObject({ 'line_items[0][price]': 'price_premium_teste' });
  });

  it('no longer counts a member whose association was deactivated', async () => {
    const shop = await signedInShop(test, associatePlan());
    const association = await createMembership(await cnpjOf(shop.lojistaId));
    await db.associacaoParceira.update({ where: { id: association.id }, data: { ativo: false } });
    stripePost('/v1/customers', { id: uniqueId('cus'), object: 'customer' });
    const sessions = stripePost('/v1/checkout/sessions', fakeSession());
    expect((await http.post('/api/assinatura/checkout', {}, shop.cookie)).status).toBe(200);
    expect(Object.keys(sessions.bodies[0]!).some((k) => k.startsWith('discounts'))).toBe(false);
  });

  it('creates the Stripe customer once: a second checkout reuses it', async () => {
    const shop = await signedInShop(test, noPlan);
    const customerId = uniqueId('cus');
    // .once(): a second POST /v1/customers would find no interceptor and fail the checkout.
    const customers = stripePost('/v1/customers', { id: customerId, object: 'customer' });
    const sessions = stripePost('/v1/checkout/sessions', fakeSession(), 2);

    expect((await http.post('/api/assinatura/checkout', {}, shop.cookie)).status).toBe(200);
    expect((await http.post('/api/assinatura/checkout', {}, shop.cookie)).status).toBe(200);
    expect(customers.bodies).toHaveLength(1);
    expect(sessions.bodies.map((b) => b.customer)).toEqual([customerId, customerId]);
  });

  it('refuses a second subscription while one is live, without calling Stripe', async () => {
    const shop = await signedInShop(test, { ...premiumPlan, stripe_status: 'active' });
    const res = await http.post('/api/assinatura/checkout', {}, shop.cookie);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'Sua loja já tem uma assinatura ativa. Use o portal de gerenciamento para alterá-la.',
    );
  });

  it("answers 503 'Pagamento online ainda não configurado.' without the Stripe keys", async () => {
    const shop = await signedInShop(bare, noPlan);
    const res = await bareHttp.post('/api/assinatura/checkout', {}, shop.cookie);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'UNAVAILABLE', error: 'Pagamento online ainda não configurado.' });
    expect((await bareHttp.post('/api/assinatura/portal', {}, shop.cookie)).status).toBe(503);
  });

  it('answers 401 without a session and 409 for a user without a shop', async () => {
    const anonymous = await http.post('/api/assinatura/checkout', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('Você precisa estar logado para assinar');
    const user = await signedInUser(test);
    const res = await http.post('/api/assinatura/checkout', {}, user.cookie);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Complete o cadastro da sua loja antes de assinar um plano.');
  });

  it("answers 503 with the spec's message when Stripe refuses, without leaking Stripe's text", async () => {
    const shop = await signedInShop(test, noPlan);
    await withCustomer(shop.lojistaId);
    nock(stripeApi)
      .post('/v1/checkout/sessions')
      .reply(400, {
        error: { type: 'invalid_request_error', message: 'No such price: price_premium_teste' },
      });
    const res = await http.post('/api/assinatura/checkout', {}, shop.cookie);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: 'UNAVAILABLE',
      error: 'Erro ao processar assinatura. Tente novamente.',
    });
  });
});

describe('POST /api/assinatura/portal', { timeout: 60_000 }, () => {
  it("opens the billing portal of the shop's customer, returning to /assinatura/gerenciar", async () => {
    const shop = await signedInShop(test, premiumPlan);
    const customerId = await withCustomer(shop.lojistaId);
    const portal = stripePost('/v1/billing_portal/sessions', {
      id: uniqueId('bps'),
      object: 'billing_portal.session',
      url: 'https://billing.stripe.com/p/session/teste',
    });
    const res = await http.post('/api/assinatura/portal', {}, shop.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: 'https://billing.stripe.com/p/session/teste' });
    expect(portal.bodies[0]).toMatchObject({
      customer: customerId,
      return_url: 'https://desejo.teste/assinatura/gerenciar',
    });
  });

  it("answers 401 'Acesso negado' without a session and 409 without a Stripe customer", async () => {
    const anonymous = await http.post('/api/assinatura/portal', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 'UNAUTHORIZED', error: 'Acesso negado' });
    const shop = await signedInShop(test, associatePlan());
    const res = await http.post('/api/assinatura/portal', {}, shop.cookie);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Nenhuma assinatura encontrada.');
  });
});

describe('GET /api/assinatura/status', { timeout: 60_000 }, () => {
  it('answers not subscribed for a shop without a subscription, and 401 without a session', async () => {
    const shop = await signedInShop(test, associatePlan());
    const res = await http.get('/api/assinatura/status', shop.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      subscribed: false,
      product_id: null,
      subscription_end: null,
      status: null,
      plano_tipo: 'associado_gratuito',
    });
    expect((await http.get('/api/assinatura/status')).status).toBe(401);
  });

  it('answers subscribed with the status and its end for trialing and active', async () => {
    for (const status of ['trialing', 'active'] as const) {
      const shop = await signedInShop(test, premiumPlan);
      const end = new Date('2027-02-23T15:00:00.000Z');
      await db.lojistaPlano.update({
        where: { lojista_id: shop.lojistaId },
        data: { stripe_status: status, stripe_periodo_fim: end, stripe_subscription_id: uniqueId('sub') },
      });
      const res = await http.get('/api/assinatura/status', shop.cookie);
      expect(res.body).toEqual({
        subscribed: true,
        product_id: 'premium',
        subscription_end: end.toISOString(),
        status,
        plano_tipo: 'premium',
      });
    }
  });
});

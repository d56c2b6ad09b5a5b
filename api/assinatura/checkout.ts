import type Stripe from 'stripe';
import { findActiveMembership } from '#api/lojistas/lojista-data.ts';
import { siteUrl } from '#api/mail/templates.ts';
import { planConfig } from '#domain/plans/plan-config.ts';
import { hasLiveSubscription, trialDays } from '#domain/plans/subscription-rules.ts';
import type { Env } from '#platform/config/env.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { Logger } from '#platform/logger.ts';
import type { DbClient } from '#prisma/client.ts';
import { type BillingShop, findBillingShop, saveStripeCustomer } from './assinatura-data.ts';
import { assinaturaMessages } from './messages.ts';

// create-checkout and customer-portal (spec 000 §7): a Stripe Checkout Session for the one
// Premium price, with the associate coupon and the free months for partner-association members,
// and the billing portal. The shop's Stripe customer is created once and kept on its plan row.

export type BillingEnv = Pick<
  Env,
  'STRIPE_PREMIUM_PRICE_ID' | 'STRIPE_ASSOCIATE_COUPON' | 'PUBLIC_URL' | 'PORT' | 'PRODUCT_NAME'
>;

type BillingOptions = { db: DbClient; stripe: Stripe; env: BillingEnv; logger: Logger; userId: string };

async function requireBillingShop(db: DbClient, userId: string): Promise<BillingShop> {
  const shop = await findBillingShop(db, userId);
  if (!shop) throw new AppError('CONFLICT', { message: assinaturaMessages.perfilIncompleto });
  return shop;
}

/** A member: the CNPJ among an active association's active associates, or the plan's association active. */
export async function isAssociationMember(db: DbClient, shop: BillingShop): Promise<boolean> {
  if (shop.plano?.associacao?.ativo) return true;
  return shop.cnpj ? !!(await findActiveMembership(db, shop.cnpj)) : false;
}

async function ensureCustomer(options: BillingOptions & { shop: BillingShop }): Promise<string> {
  const { shop, stripe, db } = options;
  if (shop.plano?.stripe_customer_id) return shop.plano.stripe_customer_id;
  // The idempotency key makes two checkouts racing for a new shop get the same customer.
  const customer = await stripe.customers.create(
    { email: shop.email, name: shop.nome_loja, metadata: { lojista_id: shop.id } },
    { idempotencyKey: `lojista-customer-${shop.id}` },
  );
  await saveStripeCustomer(db, shop.id, customer.id);
  return customer.id;
}

function stripeFailure(message: string, error: unknown, logger: Logger, context: object): AppError {
  // Stripe's message may name keys or ids: logged, never sent to the browser.
  logger.error({ err: error, ...context }, 'chamada ao Stripe falhou');
  return new AppError('UNAVAILABLE', { message, cause: error });
}

export async function createCheckout(options: BillingOptions & { now?: Date }): Promise<{ url: string }> {
  const { stripe, env, logger } = options;
  const priceId = env.STRIPE_PREMIUM_PRICE_ID;
  if (!priceId) throw new AppError('UNAVAILABLE', { message: assinaturaMessages.naoConfigurado });
  const shop = await requireBillingShop(options.db, options.userId);
  // A second Checkout would start a second subscription, charged alongside the first.
  if (hasLiveSubscription(shop.plano?.stripe_status ?? null)) {
    throw new AppError('CONFLICT', { message: assinaturaMessages.jaAssinante });
  }
  const isMember = await isAssociationMember(options.db, shop);
  try {
    const customer = await ensureCustomer({ ...options, shop });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: shop.id,
      line_items: [{ price: priceId, quantity: 1 }],
      locale: 'pt-BR',
      // Stripe fills in the session's id: the page tells a real return from a typed address.
      success_url: siteUrl(env, '/assinatura/sucesso?session_id={CHECKOUT_SESSION_ID}'),
      cancel_url: siteUrl(env, '/assinatura'),
      metadata: { lojista_id: shop.id },
      subscription_data: {
        metadata: { lojista_id: shop.id },
        ...(isMember
          ? { trial_period_days: trialDays(planConfig.cupomAssociado.mesesGratis, options.now ?? new Date()) }
          : {}),
      },
      ...(isMember ? { discounts: [{ coupon: env.STRIPE_ASSOCIATE_COUPON }] } : {}),
    });
    if (!session.url) throw new Error('Checkout Session sem url');
    return { url: session.url };
  } catch (error) {
    throw stripeFailure(assinaturaMessages.erroCheckout, error, logger, { lojistaId: shop.id });
  }
}

export async function createPortal(options: BillingOptions): Promise<{ url: string }> {
  const shop = await requireBillingShop(options.db, options.userId);
  const customer = shop.plano?.stripe_customer_id;
  if (!customer) throw new AppError('CONFLICT', { message: assinaturaMessages.semAssinatura });
  try {
    const session = await options.stripe.billingPortal.sessions.create({
      customer,
      return_url: siteUrl(options.env, '/assinatura/gerenciar'),
      locale: 'pt-BR',
    });
    return { url: session.url };
  } catch (error) {
    throw stripeFailure(assinaturaMessages.erroPortal, error, options.logger, { lojistaId: shop.id });
  }
}

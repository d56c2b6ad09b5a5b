import Stripe from 'stripe';
import type { Env } from '#platform/config/env.ts';

// The Stripe client of this process, or null while online payment is not configured. One client
// per secret key: it keeps its own connection pool. STRIPE_API_URL sends the calls elsewhere
// (a local fake in development); tests intercept api.stripe.com itself with nock.

export type StripeEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_PREMIUM_PRICE_ID' | 'STRIPE_API_URL'>;

export const paymentNotConfiguredMessage = 'Pagamento online ainda não configurado.';

/** Checkout can open: the secret key and the Premium price are both set. */
export function isOnlinePaymentConfigured(env: StripeEnv): boolean {
  return !!env.STRIPE_SECRET_KEY && !!env.STRIPE_PREMIUM_PRICE_ID;
}

function apiBase(url: string | undefined) {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: parsed.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

export function createStripeClient(env: StripeEnv): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    ...apiBase(env.STRIPE_API_URL),
    // A page waits on these calls: fail in seconds, not Stripe's default 80 s.
    timeout: 15_000,
    maxNetworkRetries: 1,
    appInfo: { name: 'desejo-local' },
  });
}

/** Verifies the Stripe-Signature header over the raw body; throws StripeSignatureVerificationError. */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
}

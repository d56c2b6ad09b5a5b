import type Stripe from 'stripe';
import {
  type BillingPlan,
  changedFields,
  planAfterPaymentFailed,
  planAfterSubscription,
  subscriptionPeriodEnd,
} from '#domain/plans/subscription-rules.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { type StripeRefs, updateBillingPlan } from './assinatura-data.ts';

// What each verified Stripe event does to lojista_planos (issue 6 contract). The rules are in
// domain/plans/subscription-rules.ts; this module finds the shop the event is about and writes
// only what changed, so a replayed event changes nothing.

export type StripeEventOutcome = 'updated' | 'unchanged' | 'unknown_customer' | 'ignored';

type HandleOptions = { db: Db; stripe: Stripe | null; logger: Logger; event: Stripe.Event };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function applySubscription(db: Db, sub: Stripe.Subscription, refs: StripeRefs) {
  const state = { id: sub.id, status: sub.status, periodoFim: subscriptionPeriodEnd(sub) };
  return updateBillingPlan(db, refs, (plan) => {
    const next = planAfterSubscription(plan, state);
    return next ? changedFields(plan, next) : null;
  });
}

function refsOfSubscription(sub: Stripe.Subscription): StripeRefs {
  return { customerId: idOf(sub.customer), subscriptionId: sub.id, lojistaId: sub.metadata?.lojista_id };
}

async function onCheckoutCompleted(options: HandleOptions, session: Stripe.Checkout.Session) {
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== 'subscription' || !subscriptionId) return null;
  const refs = { customerId: idOf(session.customer), subscriptionId, lojistaId: session.client_reference_id };
  if (!options.stripe) {
    // Without the secret key the subscription cannot be read: the customer.subscription.* events
    // that Stripe sends with the checkout carry its state.
    options.logger.warn({ subscriptionId }, 'checkout concluído sem STRIPE_SECRET_KEY para ler a assinatura');
    return null;
  }
  // The session does not carry the subscription's status or period: read it as it is now.
  const sub = await options.stripe.subscriptions.retrieve(subscriptionId);
  return applySubscription(options.db, sub, { ...refsOfSubscription(sub), ...refs });
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  // Events of accounts on API versions before 2025-03-31 still carry the top-level field.
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  return fromParent ?? idOf(legacy);
}

async function onPaymentFailed(db: Db, invoice: Stripe.Invoice) {
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!subscriptionId) return null;
  return updateBillingPlan(
    db,
    { subscriptionId, customerId: idOf(invoice.customer) },
    (plan: BillingPlan) => {
      const next = planAfterPaymentFailed(plan, subscriptionId);
      return next ? changedFields(plan, next) : null;
    },
  );
}

async function dispatch(options: HandleOptions) {
  const { event, db } = options;
  switch (event.type) {
    case 'checkout.session.completed':
      return onCheckoutCompleted(options, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(db, event.data.object, refsOfSubscription(event.data.object));
    case 'invoice.payment_failed':
      return onPaymentFailed(db, event.data.object);
    default:
      return null;
  }
}

export async function handleStripeEvent(options: HandleOptions): Promise<StripeEventOutcome> {
  const result = await dispatch(options);
  const outcome: StripeEventOutcome = !result
    ? 'ignored'
    : !result.found
      ? 'unknown_customer'
      : Object.keys(result.changes).length > 0
        ? 'updated'
        : 'unchanged';
  options.logger.info(
    {
      eventId: options.event.id,
      type: options.event.type,
      outcome,
      ...(result?.changes.plano_tipo ? { plano: result.changes.plano_tipo } : {}),
    },
    'evento do Stripe processado',
  );
  return outcome;
}

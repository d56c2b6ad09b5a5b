import { freePlanRows } from './plan-config.ts';
import { isPremiumStripeStatus, type PlanoTipo, type PremiumStripeStatus } from './plan-types.ts';

// How a Stripe subscription moves a shop's plan (issue 6): trialing or active is Premium
// (unlimited offers); a subscription that stops paying sends the shop back to the plan it had
// before Premium; anything in between only records Stripe's status. The webhook applies these
// rules to lojista_planos, the status endpoint reads the result. No I/O here.

/** What check-subscription calls the product while a shop is subscribed (our plan key). */
export const PREMIUM_PRODUCT_ID = 'premium';

// Paused (a trial ended without a card) stops the benefits as well: nothing is being paid.
const ENDED_STRIPE_STATUSES = ['canceled', 'unpaid', 'incomplete_expired', 'paused'];

// Final in Stripe: a subscription never leaves them, so a late event about it is stale.
const FINAL_STRIPE_STATUSES = ['canceled', 'incomplete_expired'];

export type SubscriptionEffect = 'premium' | 'restore' | 'keep';

export function subscriptionEffect(status: string): SubscriptionEffect {
  if (isPremiumStripeStatus(status)) return 'premium';
  if (ENDED_STRIPE_STATUSES.includes(status)) return 'restore';
  // past_due: Stripe is retrying the card; the plan stays until it cancels. incomplete: the first
  // payment is still pending.
  return 'keep';
}

export function isFinalStripeStatus(status: string | null): boolean {
  return status !== null && FINAL_STRIPE_STATUSES.includes(status);
}

/** A subscription that still bills (or retries): a new checkout would add a second one. */
export function hasLiveSubscription(status: string | null): boolean {
  return isPremiumStripeStatus(status) || status === 'past_due' || status === 'unpaid';
}

/** The plan row fields these rules read and write. */
export type BillingPlan = {
  plano_tipo: PlanoTipo;
  plano_anterior: PlanoTipo | null;
  ativo: boolean;
  limite_diario: number;
  stripe_subscription_id: string | null;
  stripe_status: string | null;
  stripe_periodo_fim: Date | null;
};

export type SubscriptionState = { id: string; status: string; periodoFim: Date | null };

/** The plan a shop returns to when Premium ends: the free associate plan, or none. */
export function restoredPlan(
  anterior: PlanoTipo | null,
): Pick<BillingPlan, 'plano_tipo' | 'ativo' | 'limite_diario'> {
  return { ...freePlanRows[anterior === 'associado_gratuito' ? 'associado_gratuito' : 'sem_plano'] };
}

/**
 * The plan after Stripe reports `sub`, or null when the report must be ignored: a late event
 * about a subscription that already ended, or the end of an older subscription while another
 * one is live. Applying the result twice gives the same row (webhook replays change nothing).
 */
export function planAfterSubscription(plan: BillingPlan, sub: SubscriptionState): BillingPlan | null {
  const isCurrent = plan.stripe_subscription_id === null || plan.stripe_subscription_id === sub.id;
  if (isCurrent && plan.stripe_subscription_id !== null && isFinalStripeStatus(plan.stripe_status)) {
    return isFinalStripeStatus(sub.status) ? plan : null;
  }
  const effect = subscriptionEffect(sub.status);
  const isCurrentLive = plan.stripe_status !== null && !ENDED_STRIPE_STATUSES.includes(plan.stripe_status);
  if (!isCurrent && effect !== 'premium' && isCurrentLive) return null;

  const stripe = {
    stripe_subscription_id: sub.id,
    stripe_status: sub.status,
    stripe_periodo_fim: sub.periodoFim,
  };
  if (effect === 'premium') {
    return {
      ...plan,
      ...stripe,
      plano_tipo: 'premium',
      ativo: true,
      // Only the first premium event records where to return: a replay must not store 'premium'.
      plano_anterior: plan.plano_tipo === 'premium' ? plan.plano_anterior : plan.plano_tipo,
    };
  }
  if (effect === 'restore' && plan.plano_tipo === 'premium') {
    return { ...plan, ...stripe, ...restoredPlan(plan.plano_anterior), plano_anterior: null };
  }
  return { ...plan, ...stripe };
}

/** The plan after invoice.payment_failed: past_due while Stripe retries; the plan itself stays. */
export function planAfterPaymentFailed(plan: BillingPlan, subscriptionId: string): BillingPlan | null {
  if (plan.stripe_subscription_id !== subscriptionId) return null;
  if (plan.stripe_status !== null && ENDED_STRIPE_STATUSES.includes(plan.stripe_status)) return null;
  return { ...plan, stripe_status: 'past_due' };
}

/** Just the fields of `next` that differ from `plan`: an empty object means nothing to write. */
export function changedFields(plan: BillingPlan, next: BillingPlan): Partial<BillingPlan> {
  const changes: Partial<BillingPlan> = {};
  for (const key of Object.keys(next) as (keyof BillingPlan)[]) {
    const before = plan[key];
    const after = next[key];
    const isSame =
      before instanceof Date && after instanceof Date
        ? before.getTime() === after.getTime()
        : before === after;
    if (!isSame) Object.assign(changes, { [key]: after });
  }
  return changes;
}

/** The end Stripe reports: the trial's end while trialing, otherwise the current period's. */
export function subscriptionPeriodEnd(sub: {
  status: string;
  trial_end: number | null;
  items: { data: { current_period_end: number }[] };
}): Date | null {
  if (sub.status === 'trialing' && sub.trial_end) return new Date(sub.trial_end * 1000);
  const ends = sub.items.data.map((item) => item.current_period_end).filter((end) => end > 0);
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

/** Days from `now` to the same day `months` calendar months later: the members' free trial. */
export function trialDays(months: number, now: Date): number {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 March + 1 month overflows into May: step back to the last day of the intended month.
  if (end.getUTCDate() !== now.getUTCDate()) end.setUTCDate(0);
  return Math.round((end.getTime() - now.getTime()) / 86_400_000);
}

export type SubscriptionStatusView = {
  subscribed: boolean;
  product_id: string | null;
  subscription_end: string | null;
  status: PremiumStripeStatus | null;
  plano_tipo: PlanoTipo;
};

/** check-subscription's answer from the stored plan (kept in step by the webhook). */
export function subscriptionStatusView(
  plan: Pick<BillingPlan, 'plano_tipo' | 'ativo' | 'stripe_status' | 'stripe_periodo_fim'> | null,
): SubscriptionStatusView {
  const status = plan?.stripe_status;
  if (plan?.plano_tipo !== 'premium' || !plan.ativo || !isPremiumStripeStatus(status)) {
    return {
      subscribed: false,
      product_id: null,
      subscription_end: null,
      status: null,
      plano_tipo: plan?.plano_tipo ?? 'sem_plano',
    };
  }
  return {
    subscribed: true,
    product_id: PREMIUM_PRODUCT_ID,
    subscription_end: plan.stripe_periodo_fim?.toISOString() ?? null,
    status,
    plano_tipo: plan.plano_tipo,
  };
}

// The plan types and the Stripe statuses that make a plan Premium, declared once: the plan rules,
// the admin filters, the site and the SQL gate (api/ofertas/plan-counter.ts) read them here.
// Prisma's `PlanoTipo` enum is the database's side of the same list; plan-types.test.ts fails to
// compile when the two drift apart (domain imports nothing from prisma at run time).

/** In the order the admin's plan filter lists them. */
export const planoTipos = ['associado_gratuito', 'sem_plano', 'stripe_subscription', 'premium'] as const;

export type PlanoTipo = (typeof planoTipos)[number];

/** Stripe statuses that give the Premium benefits (a card subscription that is paid or on trial). */
export const PREMIUM_STRIPE_STATUSES = ['trialing', 'active'] as const;

export type PremiumStripeStatus = (typeof PREMIUM_STRIPE_STATUSES)[number];

export function isPremiumStripeStatus(status: string | null | undefined): status is PremiumStripeStatus {
  return (PREMIUM_STRIPE_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

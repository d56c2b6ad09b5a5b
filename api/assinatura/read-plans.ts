import { planConfig } from '#domain/plans/plan-config.ts';
import { type SubscriptionStatusView, subscriptionStatusView } from '#domain/plans/subscription-rules.ts';
import type { Env } from '#platform/config/env.ts';
import type { DbClient } from '#prisma/client.ts';
import { findPlanStatusOfUser, listActiveAssociacoes } from './assinatura-data.ts';
import { isOnlinePaymentConfigured, type StripeEnv } from './stripe-client.ts';

// What /assinatura shows (public) and what check-subscription answers: both read the database
// and the one plan configuration, never Stripe.

export async function readPlans(options: {
  db: DbClient;
  env: StripeEnv & Pick<Env, 'STRIPE_ASSOCIATE_COUPON'>;
}) {
  const { premium, associado, cupomAssociado } = planConfig;
  return {
    premium: { nome: premium.nome, mensalCentavos: premium.mensalCentavos },
    associado: { nome: associado.nome, limiteDiario: associado.limiteDiario },
    cupomAssociado: {
      codigo: options.env.STRIPE_ASSOCIATE_COUPON,
      mesesGratis: cupomAssociado.mesesGratis,
      mensalCentavos: cupomAssociado.mensalCentavos,
    },
    associacoes: await listActiveAssociacoes(options.db),
    pagamentoOnline: isOnlinePaymentConfigured(options.env),
  };
}

export async function readSubscriptionStatus(options: {
  db: DbClient;
  userId: string;
}): Promise<SubscriptionStatusView> {
  return subscriptionStatusView(await findPlanStatusOfUser(options.db, options.userId));
}

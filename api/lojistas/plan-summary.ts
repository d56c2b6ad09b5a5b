import { countShopOffersSince } from '#api/ofertas/ofertas-data.ts';
import { findGatedPlan } from '#api/ofertas/plan-counter.ts';
import { planoLabels } from '#domain/admin/shop-schemas.ts';
import { saoPauloDayStart, saoPauloYmd } from '#domain/dates.ts';
import { canOffer, consultasHojeEfetivas, isUnlimited } from '#domain/plans/plan-gating.ts';
import type { DbClient } from '#prisma/client.ts';

// "Meu plano" on WhatsApp: the plan's name, its daily limit and the offers counted today, read
// with the same rule as the offer gate (domain/plans), so the bot never promises a slot the gate
// would refuse. "Today" is São Paulo's date.

export type ShopPlanSummary = {
  plano: string;
  ativo: boolean;
  /** null: unlimited. */
  limiteDiario: number | null;
  ofertasHoje: number;
  /** null: unlimited. */
  restantesHoje: number | null;
  podeOfertar: boolean;
};

export async function readShopPlan(options: {
  db: DbClient;
  lojistaId: string;
  now: Date;
}): Promise<ShopPlanSummary> {
  const { db, lojistaId, now } = options;
  const today = saoPauloYmd(now);
  const plan = await findGatedPlan(db, lojistaId);
  const gate = canOffer(plan, today);
  if (!plan) {
    return {
      plano: planoLabels.sem_plano,
      ativo: false,
      limiteDiario: 0,
      ofertasHoje: 0,
      restantesHoje: 0,
      podeOfertar: false,
    } satisfies ShopPlanSummary;
  }
  const unlimited = isUnlimited(plan);
  // The counter moves only for limited plans; an unlimited one counts today's offers instead.
  const used = unlimited
    ? await countShopOffersSince(db, lojistaId, saoPauloDayStart(today))
    : consultasHojeEfetivas(plan, today);
  // canOffer's rule: only an active associate plan has a daily quota; any other plan that is not
  // unlimited has none today.
  const limit = unlimited
    ? null
    : plan.ativo && plan.plano_tipo === 'associado_gratuito'
      ? plan.limite_diario
      : 0;
  return {
    plano: planoLabels[plan.plano_tipo],
    ativo: plan.ativo,
    limiteDiario: limit,
    ofertasHoje: used,
    restantesHoje: limit === null ? null : Math.max(0, limit - used),
    podeOfertar: gate.allowed,
  } satisfies ShopPlanSummary;
}

import { isPremiumStripeStatus, type PlanoTipo } from './plan-types.ts';

// Who may make an offer today (spec 000 §4 Plan gating, DECISIONS.md): premium, or an active
// card subscription, is unlimited; associado_gratuito while today's count is below its daily
// limit, the count starting from zero on a new São Paulo day; sem_plano or an inactive plan is
// blocked. The server applies the same rule atomically in SQL (api/ofertas/plan-counter.ts, whose
// test checks it agrees with this one); this pure version drives the dashboard's button and
// explains a refusal.

export type GatedPlan = {
  plano_tipo: PlanoTipo;
  ativo: boolean;
  limite_diario: number;
  consultas_hoje: number;
  /** A `@db.Date` (midnight UTC of the day) or 'YYYY-MM-DD'. */
  data_reset_contador: Date | string | null;
  stripe_status?: string | null;
};

export type OfferGate =
  | { allowed: true; unlimited: boolean }
  | { allowed: false; reason: 'PLAN_REQUIRED' }
  | { allowed: false; reason: 'LIMIT_REACHED'; limite: number };

function ymdOf(value: Date | string | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export function isUnlimited(plan: Pick<GatedPlan, 'plano_tipo' | 'ativo' | 'stripe_status'>): boolean {
  if (!plan.ativo) return false;
  if (plan.plano_tipo === 'premium') return true;
  return plan.plano_tipo === 'stripe_subscription' && isPremiumStripeStatus(plan.stripe_status);
}

/** Offers counted today: the stored count, or 0 when it was last reset on another day. */
export function consultasHojeEfetivas(
  plan: Pick<GatedPlan, 'consultas_hoje' | 'data_reset_contador'>,
  todayYmd: string,
): number {
  return ymdOf(plan.data_reset_contador) === todayYmd ? plan.consultas_hoje : 0;
}

/** `todayYmd` is the São Paulo date ('YYYY-MM-DD', see saoPauloYmd in domain/dates.ts). */
export function canOffer(plan: GatedPlan | null, todayYmd: string): OfferGate {
  if (!plan) return { allowed: false, reason: 'PLAN_REQUIRED' };
  if (isUnlimited(plan)) return { allowed: true, unlimited: true };
  if (!plan.ativo || plan.plano_tipo !== 'associado_gratuito' || plan.limite_diario <= 0) {
    return { allowed: false, reason: 'PLAN_REQUIRED' };
  }
  return consultasHojeEfetivas(plan, todayYmd) < plan.limite_diario
    ? { allowed: true, unlimited: false }
    : { allowed: false, reason: 'LIMIT_REACHED', limite: plan.limite_diario };
}

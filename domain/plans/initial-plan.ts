import { freePlanRows } from './plan-config.ts';
import type { PlanoTipo } from './plan-types.ts';

// The plan a new shop starts with (spec 000 §4): a member of an active partner association gets
// the free associate plan (5 offers a day, active at once); everyone else starts without a plan.

export type Membership = { associacaoId: string; associacaoNome: string };

export type InitialPlan = {
  plano_tipo: PlanoTipo;
  associacao_id: string | null;
  limite_diario: number;
  consultas_hoje: number;
  ativo: boolean;
  data_reset_contador: Date | null;
};

/** `today` is the São Paulo date as a `@db.Date` (todayInSaoPaulo in domain/dates.ts). */
export function initialPlan(membership: Membership | null, today: Date): InitialPlan {
  if (!membership) {
    return { ...freePlanRows.sem_plano, associacao_id: null, consultas_hoje: 0, data_reset_contador: null };
  }
  return {
    ...freePlanRows.associado_gratuito,
    associacao_id: membership.associacaoId,
    consultas_hoje: 0,
    data_reset_contador: today,
  };
}

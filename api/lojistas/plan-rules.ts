import { planConfig } from '#domain/plans/plan-config.ts';
import type { PlanoTipo } from '#prisma/generated/enums.ts';

// The plan a new shop starts with (spec 000 §4): a member of an active partner association gets
// the free associate plan (5 offers a day, active at once); everyone else starts without a plan.

export const associateDailyLimit = planConfig.associado.limiteDiario;

export type Membership = { associacaoId: string; associacaoNome: string };

export type InitialPlan = {
  plano_tipo: PlanoTipo;
  associacao_id: string | null;
  limite_diario: number;
  consultas_hoje: number;
  ativo: boolean;
  data_reset_contador: Date | null;
};

export function initialPlan(membership: Membership | null, today: Date): InitialPlan {
  if (!membership) {
    return {
      plano_tipo: 'sem_plano',
      associacao_id: null,
      limite_diario: 0,
      consultas_hoje: 0,
      ativo: false,
      data_reset_contador: null,
    };
  }
  return {
    plano_tipo: 'associado_gratuito',
    associacao_id: membership.associacaoId,
    limite_diario: associateDailyLimit,
    consultas_hoje: 0,
    ativo: true,
    data_reset_contador: today,
  };
}

/**
 * Today's date in America/Sao_Paulo as a `@db.Date` value (midnight UTC of that calendar day):
 * the daily offer counter resets on the São Paulo date, not the server's.
 */
export function todayInSaoPaulo(now: Date = new Date()): Date {
  const ymd = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return new Date(`${ymd}T00:00:00.000Z`);
}

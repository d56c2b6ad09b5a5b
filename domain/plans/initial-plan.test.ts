import { describe, expect, it } from 'vitest';
import { initialPlan } from './initial-plan.ts';

const today = new Date('2026-03-11T00:00:00.000Z');

describe('initialPlan', () => {
  it("gives a partner association's member the free plan: 5 offers a day, active, counted from today", () => {
    expect(initialPlan({ associacaoId: 'a1', associacaoNome: 'ACIA' }, today)).toEqual({
      plano_tipo: 'associado_gratuito',
      associacao_id: 'a1',
      limite_diario: 5,
      consultas_hoje: 0,
      ativo: true,
      data_reset_contador: today,
    });
  });

  it('starts everyone else without a plan', () => {
    expect(initialPlan(null, today)).toEqual({
      plano_tipo: 'sem_plano',
      associacao_id: null,
      limite_diario: 0,
      consultas_hoje: 0,
      ativo: false,
      data_reset_contador: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { canOffer, consultasHojeEfetivas, type GatedPlan } from './plan-gating.ts';

const today = '2026-03-11';
const associate = (consultas_hoje: number, data_reset_contador: string | Date | null = today): GatedPlan => ({
  plano_tipo: 'associado_gratuito',
  ativo: true,
  limite_diario: 5,
  consultas_hoje,
  data_reset_contador,
});

describe('canOffer', () => {
  it('lets an associate offer while today is below the limit', () => {
    expect(canOffer(associate(4), today)).toEqual({ allowed: true, unlimited: false });
    expect(canOffer(associate(5), today)).toEqual({ allowed: false, reason: 'LIMIT_REACHED', limite: 5 });
  });

  it('starts the count again when the reset date is another day', () => {
    expect(canOffer(associate(5, '2026-03-10'), today)).toEqual({ allowed: true, unlimited: false });
    expect(canOffer(associate(5, new Date('2026-03-11T00:00:00Z')), today).allowed).toBe(false);
    expect(canOffer(associate(5, null), today).allowed).toBe(true);
  });

  it('lets premium and an active card subscription offer without limit', () => {
    const premium: GatedPlan = { ...associate(99), plano_tipo: 'premium' };
    expect(canOffer(premium, today)).toEqual({ allowed: true, unlimited: true });
    const stripe: GatedPlan = {
      ...associate(0),
      plano_tipo: 'stripe_subscription',
      stripe_status: 'trialing',
    };
    expect(canOffer(stripe, today)).toEqual({ allowed: true, unlimited: true });
    expect(canOffer({ ...stripe, stripe_status: 'past_due' }, today)).toEqual({
      allowed: false,
      reason: 'PLAN_REQUIRED',
    });
  });

  it('blocks sem_plano, inactive plans and no plan at all', () => {
    const blocked = { allowed: false, reason: 'PLAN_REQUIRED' };
    expect(canOffer({ ...associate(0), plano_tipo: 'sem_plano', limite_diario: 0 }, today)).toEqual(blocked);
    expect(canOffer({ ...associate(0), ativo: false }, today)).toEqual(blocked);
    expect(canOffer({ ...associate(0), plano_tipo: 'premium', ativo: false }, today)).toEqual(blocked);
    expect(canOffer(null, today)).toEqual(blocked);
  });
});

describe('consultasHojeEfetivas', () => {
  it('reads a stale counter as zero', () => {
    expect(consultasHojeEfetivas(associate(3, '2026-03-10'), today)).toBe(0);
    expect(consultasHojeEfetivas(associate(3), today)).toBe(3);
  });
});

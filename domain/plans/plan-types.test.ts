import { describe, expect, expectTypeOf, it } from 'vitest';
import { PlanoTipo as PrismaPlanoTipo } from '#prisma/generated/enums.ts';
import { isPremiumStripeStatus, type PlanoTipo, planoTipos } from './plan-types.ts';

describe('plan types', () => {
  it('are exactly the database enum plano_tipo', () => {
    expectTypeOf<PlanoTipo>().toEqualTypeOf<PrismaPlanoTipo>();
    expect([...planoTipos].sort()).toEqual(Object.values(PrismaPlanoTipo).sort());
  });

  it('give Premium for a trialing or active Stripe subscription only', () => {
    expect(isPremiumStripeStatus('trialing')).toBe(true);
    expect(isPremiumStripeStatus('active')).toBe(true);
    for (const status of ['past_due', 'unpaid', 'canceled', 'incomplete', 'paused', '', null, undefined])
      expect(isPremiumStripeStatus(status)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { planConfig } from '#domain/plans/plan-config.ts';
import { couponOffer, formatSubscriptionDate, monthlyPrice } from './format.ts';

const nbsp = '\u00a0';

describe('plan figures', () => {
  it('states the associate coupon from the plan configuration', () => {
    expect(couponOffer(planConfig.cupomAssociado)).toBe(`3 meses grátis, depois R$${nbsp}49,90/mês`);
    expect(couponOffer({ mesesGratis: 1, mensalCentavos: 1000 })).toBe(
      `1 mês grátis, depois R$${nbsp}10,00/mês`,
    );
    expect(monthlyPrice(planConfig.premium.mensalCentavos)).toBe(`R$${nbsp}99,00/mês`);
  });

  it('dates the subscription in São Paulo time, not UTC', () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo.
    expect(formatSubscriptionDate('2027-03-01T02:00:00.000Z')).toBe('28 de fevereiro de 2027');
    expect(formatSubscriptionDate(null)).toBeNull();
    expect(formatSubscriptionDate('amanhã')).toBeNull();
  });
});

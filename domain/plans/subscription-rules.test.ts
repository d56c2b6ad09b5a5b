import { describe, expect, it } from 'vitest';
import {
  type BillingPlan,
  changedFields,
  hasLiveSubscription,
  planAfterPaymentFailed,
  planAfterSubscription,
  restoredPlan,
  subscriptionEffect,
  subscriptionPeriodEnd,
  subscriptionStatusView,
  trialDays,
} from './subscription-rules.ts';

const associate: BillingPlan = {
  plano_tipo: 'associado_gratuito',
  plano_anterior: null,
  ativo: true,
  limite_diario: 5,
  stripe_subscription_id: null,
  stripe_status: null,
  stripe_periodo_fim: null,
};
const end = new Date('2027-02-23T12:00:00.000Z');

describe('subscriptionEffect', () => {
  it('gives Premium to trialing and active, ends on canceled/unpaid/expired/paused, keeps the rest', () => {
    expect(subscriptionEffect('trialing')).toBe('premium');
    expect(subscriptionEffect('active')).toBe('premium');
    for (const s of ['canceled', 'unpaid', 'incomplete_expired', 'paused'])
      expect(subscriptionEffect(s)).toBe('restore');
    for (const s of ['past_due', 'incomplete']) expect(subscriptionEffect(s)).toBe('keep');
  });
});

describe('hasLiveSubscription', () => {
  it('counts a subscription that still bills or retries, not one that ended', () => {
    for (const s of ['trialing', 'active', 'past_due', 'unpaid']) expect(hasLiveSubscription(s)).toBe(true);
    for (const s of [null, 'canceled', 'incomplete', 'incomplete_expired'])
      expect(hasLiveSubscription(s)).toBe(false);
  });
});

describe('planAfterSubscription', () => {
  it('moves an associate to unlimited Premium and remembers the plan to return to', () => {
    const next = planAfterSubscription(associate, { id: 'sub_1', status: 'trialing', periodoFim: end });
    expect(next).toMatchObject({
      plano_tipo: 'premium',
      ativo: true,
      plano_anterior: 'associado_gratuito',
      stripe_subscription_id: 'sub_1',
      stripe_status: 'trialing',
      stripe_periodo_fim: end,
    });
  });

  it('keeps the first previous plan when Premium is reported again (replay or trial → active)', () => {
    const premium = planAfterSubscription(associate, { id: 'sub_1', status: 'trialing', periodoFim: end })!;
    const again = planAfterSubscription(premium, { id: 'sub_1', status: 'active', periodoFim: end })!;
    expect(again.plano_anterior).toBe('associado_gratuito');
    expect(
      changedFields(
        premium,
        planAfterSubscription(premium, { id: 'sub_1', status: 'trialing', periodoFim: new Date(end) })!,
      ),
    ).toEqual({});
  });

  it('returns to the associate plan with its daily limit, or to no plan, when the subscription ends', () => {
    const premium = planAfterSubscription(associate, { id: 'sub_1', status: 'active', periodoFim: end })!;
    expect(
      planAfterSubscription(premium, { id: 'sub_1', status: 'canceled', periodoFim: end }),
    ).toMatchObject({
      plano_tipo: 'associado_gratuito',
      ativo: true,
      limite_diario: 5,
      plano_anterior: null,
      stripe_status: 'canceled',
    });
    const fromNothing = planAfterSubscription(
      { ...associate, plano_tipo: 'sem_plano', ativo: false, limite_diario: 0 },
      { id: 'sub_2', status: 'active', periodoFim: end },
    )!;
    expect(
      planAfterSubscription(fromNothing, { id: 'sub_2', status: 'unpaid', periodoFim: end }),
    ).toMatchObject({
      plano_tipo: 'sem_plano',
      ativo: false,
      limite_diario: 0,
    });
  });

  it('ignores a late update about a subscription that was already canceled', () => {
    const premium = planAfterSubscription(associate, { id: 'sub_1', status: 'active', periodoFim: end })!;
    const canceled = planAfterSubscription(premium, { id: 'sub_1', status: 'canceled', periodoFim: end })!;
    expect(planAfterSubscription(canceled, { id: 'sub_1', status: 'active', periodoFim: end })).toBeNull();
    expect(
      changedFields(
        canceled,
        planAfterSubscription(canceled, { id: 'sub_1', status: 'canceled', periodoFim: end })!,
      ),
    ).toEqual({});
  });

  it('does not let an older subscription ending undo a live one', () => {
    const premium = planAfterSubscription(associate, { id: 'sub_new', status: 'active', periodoFim: end })!;
    expect(planAfterSubscription(premium, { id: 'sub_old', status: 'canceled', periodoFim: end })).toBeNull();
  });

  it('only records the status of an incomplete first payment', () => {
    const next = planAfterSubscription(associate, { id: 'sub_1', status: 'incomplete', periodoFim: null })!;
    expect(next).toMatchObject({ plano_tipo: 'associado_gratuito', stripe_status: 'incomplete' });
  });
});

describe('planAfterPaymentFailed', () => {
  it('marks the current subscription past_due and keeps the plan', () => {
    const premium = planAfterSubscription(associate, { id: 'sub_1', status: 'active', periodoFim: end })!;
    expect(planAfterPaymentFailed(premium, 'sub_1')).toMatchObject({
      plano_tipo: 'premium',
      stripe_status: 'past_due',
    });
    expect(planAfterPaymentFailed(premium, 'sub_other')).toBeNull();
  });
});

describe('restoredPlan', () => {
  it('treats a legacy card plan as no plan', () => {
    expect(restoredPlan('stripe_subscription')).toEqual({
      plano_tipo: 'sem_plano',
      ativo: false,
      limite_diario: 0,
    });
  });
});

describe('subscriptionPeriodEnd', () => {
  it('reads the trial end while trialing and the latest item period end otherwise', () => {
    const items = { data: [{ current_period_end: 1_800_000_000 }, { current_period_end: 1_800_000_100 }] };
    expect(subscriptionPeriodEnd({ status: 'trialing', trial_end: 1_790_000_000, items })).toEqual(
      new Date(1_790_000_000_000),
    );
    expect(subscriptionPeriodEnd({ status: 'active', trial_end: null, items })).toEqual(
      new Date(1_800_000_100_000),
    );
    expect(subscriptionPeriodEnd({ status: 'active', trial_end: null, items: { data: [] } })).toBeNull();
  });
});

describe('trialDays', () => {
  it('counts three calendar months, clamping to the end of a shorter month', () => {
    expect(trialDays(3, new Date('2026-01-15T10:00:00.000Z'))).toBe(90);
    expect(trialDays(3, new Date('2026-11-30T10:00:00.000Z'))).toBe(90);
    expect(trialDays(3, new Date('2026-06-15T10:00:00.000Z'))).toBe(92);
  });
});

describe('subscriptionStatusView', () => {
  it('answers subscribed with the status and end for trialing and active Premium', () => {
    for (const status of ['trialing', 'active'] as const) {
      expect(
        subscriptionStatusView({
          plano_tipo: 'premium',
          ativo: true,
          stripe_status: status,
          stripe_periodo_fim: end,
        }),
      ).toEqual({
        subscribed: true,
        product_id: 'premium',
        subscription_end: end.toISOString(),
        status,
        plano_tipo: 'premium',
      });
    }
  });

  it('answers not subscribed without a plan, after a cancellation and while past_due', () => {
    const none = { subscribed: false, product_id: null, subscription_end: null, status: null };
    expect(subscriptionStatusView(null)).toEqual({ ...none, plano_tipo: 'sem_plano' });
    expect(
      subscriptionStatusView({
        plano_tipo: 'associado_gratuito',
        ativo: true,
        stripe_status: 'canceled',
        stripe_periodo_fim: end,
      }),
    ).toEqual({ ...none, plano_tipo: 'associado_gratuito' });
    expect(
      subscriptionStatusView({
        plano_tipo: 'premium',
        ativo: true,
        stripe_status: 'past_due',
        stripe_periodo_fim: end,
      }),
    ).toEqual({ ...none, plano_tipo: 'premium' });
  });
});

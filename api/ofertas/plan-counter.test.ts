import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '#tests/factories/wishes.ts';
import { canOffer, consultasHojeEfetivas, type GatedPlan } from '#domain/plans/plan-gating.ts';
import { planoTipos } from '#domain/plans/plan-types.ts';
import { db } from '#prisma/client.ts';
import { consumeOfferSlot, findGatedPlan } from './plan-counter.ts';

// The SQL gate against the pure rule it mirrors: every plan type, active or not, every Stripe
// status (and none), and the counter's edges (one slot left, full, full but from another day,
// never reset, no limit at all). The SQL must let through exactly the plans canOffer allows, count
// exactly as the pure rule reads the counter, and change nothing when it refuses.

const today = '2026-03-11';
const yesterday = new Date('2026-03-10T00:00:00.000Z');
const todayDate = new Date(`${today}T00:00:00.000Z`);

const stripeStatuses = [
  null,
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
];

const counters = [
  { limite_diario: 5, consultas_hoje: 4, data_reset_contador: todayDate },
  { limite_diario: 5, consultas_hoje: 5, data_reset_contador: todayDate },
  { limite_diario: 5, consultas_hoje: 5, data_reset_contador: yesterday },
  { limite_diario: 5, consultas_hoje: 9, data_reset_contador: null },
  { limite_diario: 0, consultas_hoje: 0, data_reset_contador: todayDate },
];

const cases: GatedPlan[] = planoTipos.flatMap((plano_tipo) =>
  [true, false].flatMap((ativo) =>
    stripeStatuses.flatMap((stripe_status) =>
      counters.map((counter) => ({ plano_tipo, ativo, stripe_status, ...counter })),
    ),
  ),
);

let lojistaId: string;

beforeAll(async () => {
  ({ id: lojistaId } = await createShop());
  await db.lojistaPlano.create({ data: { lojista_id: lojistaId } });
});

afterAll(async () => {
  await db.lojista.delete({ where: { id: lojistaId } });
});

describe('consumeOfferSlot', () => {
  it(`agrees with canOffer on all ${cases.length} plans: who passes, how it counts, nothing written on a refusal`, async () => {
    const disagreements: unknown[] = [];
    for (const plan of cases) {
      await db.lojistaPlano.update({ where: { lojista_id: lojistaId }, data: plan });
      const gate = canOffer(plan, today);
      const slot = await consumeOfferSlot(db, lojistaId, today);
      const after = await findGatedPlan(db, lojistaId);
      const isLimited = gate.allowed && !gate.unlimited;
      const expected = !gate.allowed
        ? { slot: null, after: plan }
        : {
            slot: {
              plano_tipo: plan.plano_tipo,
              consultas_hoje: isLimited ? consultasHojeEfetivas(plan, today) + 1 : plan.consultas_hoje,
              limite_diario: plan.limite_diario,
            },
            after: isLimited
              ? {
                  ...plan,
                  consultas_hoje: consultasHojeEfetivas(plan, today) + 1,
                  data_reset_contador: todayDate,
                }
              : plan,
          };
      const actual = { slot, after };
      try {
        expect(actual).toEqual(expected);
      } catch {
        disagreements.push({ plan, gate, actual });
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('is exercised on both sides: some plans pass limited, some unlimited, some are refused', () => {
    const gates = cases.map((plan) => canOffer(plan, today));
    expect(gates.some((g) => g.allowed && g.unlimited)).toBe(true);
    expect(gates.some((g) => g.allowed && !g.unlimited)).toBe(true);
    expect(gates.some((g) => !g.allowed && g.reason === 'LIMIT_REACHED')).toBe(true);
    expect(gates.some((g) => !g.allowed && g.reason === 'PLAN_REQUIRED')).toBe(true);
  });
});

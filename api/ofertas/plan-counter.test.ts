import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canOffer, consultasHojeEfetivas, type GatedPlan } from '#domain/plans/plan-gating.ts';
import { planoTipos } from '#domain/plans/plan-types.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { consumeOfferSlot, gatedPlanSelect } from './plan-counter.ts';

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

// One shop per case, written in two statements: the cases then cost one query each.
let shopIds: string[] = [];

beforeAll(async () => {
  shopIds = cases.map(() => randomUUID());
  const shops = shopIds.map((id) => ({
    id,
    email: `gate-${id}@exemplo.com.br`,
    nome_loja: 'Loja do gate',
    whatsapp: randomMobile(),
    whatsapp_loja: randomMobile(),
    estado: 'SP',
    cidade: 'São Paulo',
    cidade_normalizada: 'sao paulo',
  }));
  await db.lojista.createMany({ data: shops });
  await db.lojistaPlano.createMany({ data: cases.map((plan, i) => ({ ...plan, lojista_id: shopIds[i]! })) });
});

afterAll(async () => {
  await db.lojista.deleteMany({ where: { id: { in: shopIds } } });
});

describe('consumeOfferSlot', { timeout: 60_000 }, () => {
  it(`agrees with canOffer on all ${cases.length} plans: who passes, how it counts, nothing written on a refusal`, async () => {
    // Each case has its own row, so the statements may run side by side.
    const slots = await Promise.all(shopIds.map((lojistaId) => consumeOfferSlot(db, lojistaId, today)));
    const rows = await db.lojistaPlano.findMany({
      where: { lojista_id: { in: shopIds } },
      select: { lojista_id: true, ...gatedPlanSelect },
    });
    const after = new Map(rows.map(({ lojista_id, ...plan }) => [lojista_id, plan]));

    const disagreements = cases.flatMap((plan, i) => {
      const gate = canOffer(plan, today);
      const isLimited = gate.allowed && !gate.unlimited;
      const counted = {
        consultas_hoje: consultasHojeEfetivas(plan, today) + 1,
        data_reset_contador: todayDate,
      };
      const expected = !gate.allowed
        ? { slot: null, after: plan }
        : {
            slot: {
              plano_tipo: plan.plano_tipo,
              consultas_hoje: isLimited ? counted.consultas_hoje : plan.consultas_hoje,
              limite_diario: plan.limite_diario,
            },
            after: isLimited ? { ...plan, ...counted } : plan,
          };
      const actual = { slot: slots[i], after: after.get(shopIds[i]!) };
      return isDeepStrictEqual(actual, expected) ? [] : [{ plan, gate, actual }];
    });
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

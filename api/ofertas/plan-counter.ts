import { PREMIUM_STRIPE_STATUSES } from '#domain/plans/plan-types.ts';
import type { Prisma } from '#prisma/client.ts';

// The plan gate applied atomically (DECISIONS.md: two offers racing for the last free slot of
// the day must not both pass). One conditional UPDATE both checks and counts: on PostgreSQL a
// second transaction updating the same row waits for the first to commit and then re-checks the
// WHERE clause against the committed row, so the last slot goes to exactly one of them. It is
// canOffer (domain/plans/plan-gating.ts) in SQL, and plan-counter.test.ts holds it to that rule:
// premium or a card subscription in a premium Stripe status pass unlimited; associado_gratuito
// passes while today's count is below its limit, the count starting from zero when
// data_reset_contador is not today (São Paulo); anything else is refused.

export type ConsumedSlot = { plano_tipo: string; consultas_hoje: number; limite_diario: number };

/** Takes one of today's offer slots; null when the plan refuses (nothing is changed then). */
export async function consumeOfferSlot(
  tx: Prisma.TransactionClient,
  lojistaId: string,
  todayYmd: string,
): Promise<ConsumedSlot | null> {
  const premiumStatuses: string[] = [...PREMIUM_STRIPE_STATUSES];
  const rows = await tx.$queryRaw<ConsumedSlot[]>`
    UPDATE lojista_planos SET
      consultas_hoje = CASE WHEN plano_tipo = 'associado_gratuito'
        THEN (CASE WHEN data_reset_contador = ${todayYmd}::date THEN consultas_hoje ELSE 0 END) + 1
        ELSE consultas_hoje END,
      data_reset_contador = CASE WHEN plano_tipo = 'associado_gratuito'
        THEN ${todayYmd}::date ELSE data_reset_contador END,
      updated_at = now()
    WHERE lojista_id = ${lojistaId}::uuid
      AND ativo
      AND (
        plano_tipo = 'premium'
        OR (plano_tipo = 'stripe_subscription' AND stripe_status = ANY(${premiumStatuses}::text[]))
        OR (plano_tipo = 'associado_gratuito'
          AND (CASE WHEN data_reset_contador = ${todayYmd}::date THEN consultas_hoje ELSE 0 END) < limite_diario)
      )
    RETURNING plano_tipo::text AS plano_tipo, consultas_hoje, limite_diario`;
  return rows[0] ?? null;
}

/** What the gate reads of a plan row (canOffer's GatedPlan); pages that show the plan spread it. */
export const gatedPlanSelect = {
  plano_tipo: true,
  ativo: true,
  limite_diario: true,
  consultas_hoje: true,
  data_reset_contador: true,
  stripe_status: true,
} satisfies Prisma.LojistaPlanoSelect;

export function findGatedPlan(tx: Prisma.TransactionClient, lojistaId: string) {
  return tx.lojistaPlano.findUnique({ where: { lojista_id: lojistaId }, select: gatedPlanSelect });
}

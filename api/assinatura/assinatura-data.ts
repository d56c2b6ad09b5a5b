import { findShopOfUser } from '#api/lojistas/lojista-data.ts';
import type { BillingPlan } from '#domain/plans/subscription-rules.ts';
import { sortByName } from '#domain/text.ts';
import type { Db, DbClient } from '#prisma/client.ts';

// Every Prisma call of the subscription feature: the shop that pays, its plan row (where the
// Stripe customer, subscription and status are kept) and the associations listed on /assinatura.

/** The signed-in user's shop, with what checkout and the portal need of its plan. */
export function findBillingShop(db: DbClient, userId: string) {
  return findShopOfUser(db, userId, {
    id: true,
    nome_loja: true,
    email: true,
    cnpj: true,
    plano: {
      select: {
        stripe_customer_id: true,
        stripe_status: true,
        associacao: { select: { id: true, nome: true, ativo: true } },
      },
    },
  });
}

export type BillingShop = NonNullable<Awaited<ReturnType<typeof findBillingShop>>>;

/** Keeps the shop's Stripe customer; creates the plan row (without a plan) when it is missing. */
export async function saveStripeCustomer(db: DbClient, lojistaId: string, customerId: string) {
  await db.lojistaPlano.upsert({
    where: { lojista_id: lojistaId },
    create: { lojista_id: lojistaId, stripe_customer_id: customerId },
    update: { stripe_customer_id: customerId },
  });
}

export function findPlanStatusOfUser(db: DbClient, userId: string) {
  return db.lojistaPlano.findFirst({
    where: { lojista: { user_id: userId } },
    select: { plano_tipo: true, ativo: true, stripe_status: true, stripe_periodo_fim: true },
  });
}

export async function listActiveAssociacoes(db: DbClient) {
  const rows = await db.associacaoParceira.findMany({
    where: { ativo: true },
    orderBy: [{ nome: 'asc' }, { id: 'asc' }],
    select: { id: true, nome: true, cidade: true },
  });
  return sortByName(rows);
}

const billingPlanSelect = {
  id: true,
  lojista_id: true,
  plano_tipo: true,
  plano_anterior: true,
  ativo: true,
  limite_diario: true,
  stripe_subscription_id: true,
  stripe_status: true,
  stripe_periodo_fim: true,
} as const;

export type StripeRefs = {
  customerId?: string | null;
  subscriptionId?: string | null;
  lojistaId?: string | null;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `decide` on the plan row Stripe's references point at, locked until the write commits
 * (two events about one shop arriving together must not read the same row), and writes the
 * fields it returns. Returns false when no row matches: a customer that is not one of ours.
 */
export async function updateBillingPlan(
  db: Db,
  refs: StripeRefs,
  decide: (plan: BillingPlan) => Partial<BillingPlan> | null,
): Promise<{ found: boolean; changes: Partial<BillingPlan> }> {
  // The customer first: it is ours (created at checkout) and unique; then the subscription; then
  // the shop id checkout put in the metadata.
  const lookups = [
    refs.customerId ? { stripe_customer_id: refs.customerId } : null,
    refs.subscriptionId ? { stripe_subscription_id: refs.subscriptionId } : null,
    refs.lojistaId && uuidPattern.test(refs.lojistaId) ? { lojista_id: refs.lojistaId } : null,
  ].filter((where) => where !== null);
  return db.$transaction(async (tx) => {
    let target: { id: string } | null = null;
    for (const where of lookups) {
      target ??= await tx.lojistaPlano.findFirst({ where, select: { id: true } });
    }
    if (!target) return { found: false, changes: {} };
    await tx.$queryRaw`SELECT id FROM lojista_planos WHERE id = ${target.id}::uuid FOR UPDATE`;
    const plan = await tx.lojistaPlano.findUniqueOrThrow({
      where: { id: target.id },
      select: billingPlanSelect,
    });
    const changes = decide(plan) ?? {};
    if (Object.keys(changes).length > 0) {
      await tx.lojistaPlano.update({ where: { id: plan.id }, data: changes });
    }
    return { found: true, changes };
  });
}

import { grantRole } from '#api/auth/roles.ts';
import { gatedPlanSelect } from '#api/ofertas/plan-counter.ts';
import type { InitialPlan, Membership } from '#domain/plans/initial-plan.ts';
import type { DbClient, Prisma } from '#prisma/client.ts';

// Every Prisma call on shops (lojistas) and the rows created with them: plan, categories,
// subcategories and the lojista role.

/** What a shop's own pages may show of it. */
export const lojistaSelect = {
  id: true,
  nome_loja: true,
  nome_responsavel: true,
  email: true,
  cnpj: true,
  telefone: true,
  whatsapp: true,
  whatsapp_loja: true,
  endereco: true,
  cep: true,
  estado: true,
  cidade: true,
  receber_matches: true,
  primeira_senha: true,
  termos_aceitos: true,
  created_at: true,
} satisfies Prisma.LojistaSelect;

export type LojistaView = Prisma.LojistaGetPayload<{ select: typeof lojistaSelect }>;

/**
 * The signed-in user's shop (a user has at most one) with the fields `select` names: how every
 * feature finds its tenant.
 */
export function findShopOfUser<S extends Prisma.LojistaSelect>(db: DbClient, userId: string, select: S) {
  return db.lojista.findUnique({ where: { user_id: userId }, select });
}

export function findLojistaIdByUserId(db: DbClient, userId: string) {
  return findShopOfUser(db, userId, { id: true });
}

export function findLojistaNameByCnpj(db: DbClient, cnpj: string) {
  return db.lojista.findUnique({ where: { cnpj }, select: { id: true, nome_loja: true } });
}

/** The shop of a user with its plan and categories, for the dashboard. */
export function findLojistaOfUser(db: DbClient, userId: string) {
  return findShopOfUser(db, userId, {
    ...lojistaSelect,
    plano: { select: { ...gatedPlanSelect, associacao: { select: { nome: true } } } },
    categorias: { select: { categoria_id: true }, orderBy: { categoria_id: 'asc' } },
    subcategorias: { select: { subcategoria_id: true }, orderBy: { subcategoria_id: 'asc' } },
  });
}

/** Which of the unique facts of a new shop are already taken. */
export async function findRegistrationConflicts(
  db: DbClient,
  facts: { cnpj: string | null; whatsappLoja: string; email: string; userId?: string },
) {
  const [cnpj, whatsappLoja, emailShop, emailUser, userShop] = await Promise.all([
    facts.cnpj ? db.lojista.findUnique({ where: { cnpj: facts.cnpj }, select: { id: true } }) : null,
    db.lojista.findUnique({ where: { whatsapp_loja: facts.whatsappLoja }, select: { id: true } }),
    db.lojista.findUnique({ where: { email: facts.email }, select: { id: true } }),
    // A new account (quick registration) must not reuse the e-mail of an existing one.
    facts.userId ? null : db.user.findUnique({ where: { email: facts.email }, select: { id: true } }),
    facts.userId ? findLojistaIdByUserId(db, facts.userId) : null,
  ]);
  return {
    isCnpjTaken: !!cnpj,
    isWhatsappLojaTaken: !!whatsappLoja,
    isEmailTaken: !!(emailShop || emailUser),
    hasShop: !!userShop,
  };
}

/**
 * The association through which a CNPJ is an active member: the associate row and its
 * association must both be active. Several memberships: the first association by name.
 */
export async function findActiveMembership(db: DbClient, cnpj: string): Promise<Membership | null> {
  const associado = await db.associacaoAssociado.findFirst({
    where: { documento: cnpj, ativo: true, associacao: { ativo: true } },
    orderBy: { associacao: { nome: 'asc' } },
    select: { associacao: { select: { id: true, nome: true } } },
  });
  return associado
    ? { associacaoId: associado.associacao.id, associacaoNome: associado.associacao.nome }
    : null;
}

export type LojistaRows = {
  lojista: Omit<Prisma.LojistaUncheckedCreateInput, 'id' | 'plano' | 'categorias' | 'subcategorias'> & {
    user_id: string;
  };
  plan: InitialPlan;
  categoriaIds: number[];
  subcategoriaIds: number[];
};

/** Writes a shop and everything created with it; call inside a transaction. */
export async function insertLojista(tx: Prisma.TransactionClient, rows: LojistaRows): Promise<LojistaView> {
  const lojista = await tx.lojista.create({ data: rows.lojista, select: lojistaSelect });
  await tx.lojistaPlano.create({ data: { lojista_id: lojista.id, ...rows.plan } });
  await tx.lojistaCategoria.createMany({
    data: rows.categoriaIds.map((categoria_id) => ({ lojista_id: lojista.id, categoria_id })),
  });
  if (rows.subcategoriaIds.length > 0) {
    await tx.lojistaSubcategoria.createMany({
      data: rows.subcategoriaIds.map((subcategoria_id) => ({ lojista_id: lojista.id, subcategoria_id })),
    });
  }
  await grantRole(tx, rows.lojista.user_id, 'lojista');
  return lojista;
}

export function findLojistaContact(db: DbClient, lojistaId: string) {
  return db.lojista.findUnique({
    where: { id: lojistaId },
    select: {
      id: true,
      user_id: true,
      email: true,
      nome_loja: true,
      nome_responsavel: true,
      whatsapp: true,
      whatsapp_loja: true,
      primeira_senha: true,
      credenciais_versao: true,
      plano: { select: { plano_tipo: true, associacao: { select: { nome: true } } } },
    },
  });
}

/** Clears the temporary-password flag of a user's shop; returns how many rows changed (0 or 1). */
export async function clearFirstPasswordFlag(db: DbClient, userId: string): Promise<number> {
  const { count } = await db.lojista.updateMany({
    where: { user_id: userId, primeira_senha: true },
    data: { primeira_senha: false },
  });
  return count;
}

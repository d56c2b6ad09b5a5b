import { gatedPlanSelect } from '#api/ofertas/plan-counter.ts';
import type { ShopFilters } from '#domain/admin/shop-schemas.ts';
import { normalizeText } from '#domain/text.ts';
import type { Db, DbClient, Prisma } from '#prisma/client.ts';

// Prisma reads and writes of the admin's shop management.

export function findShopForApproval(db: Db, id: string) {
  return db.lojista.findUnique({
    where: { id },
    select: { id: true, email: true, nome_loja: true, nome_responsavel: true, aprovado_em: true },
  });
}

/**
 * Switches receber_matches; the first switch on also stamps aprovado_em, in the same statement, so
 * two admins approving at once stamp it once. Returns whether this call was the first approval.
 */
export async function setReceberMatches(db: DbClient, id: string, receber: boolean): Promise<boolean> {
  if (!receber) {
    await db.lojista.update({ where: { id }, data: { receber_matches: false } });
    return false;
  }
  const first = await db.lojista.updateMany({
    where: { id, aprovado_em: null },
    data: { receber_matches: true, aprovado_em: new Date() },
  });
  if (first.count === 1) return true;
  await db.lojista.update({ where: { id }, data: { receber_matches: true } });
  return false;
}

/**
 * DECISIONS.md "Cities": the product starts operating in a city when a shop there is approved.
 * Switches the shop's city on unless an admin switched it off; a city already on is left as it is.
 * Returns the city switched on, if this call did it.
 */
export async function activateCidadeOfShop(db: DbClient, lojistaId: string) {
  const rows = await db.$queryRaw<{ id: number; nome: string }[]>`
    UPDATE cidades c SET ativo = true
    FROM lojistas l JOIN estados e ON e.sigla = l.estado
    WHERE l.id = ${lojistaId}::uuid
      AND c.estado_id = e.id
      AND c.nome_normalizado = l.cidade_normalizada
      AND NOT c.ativo
      AND NOT c.desligada_por_admin
    RETURNING c.id, c.nome`;
  return rows[0];
}

// The shop list of /gestao/lojistas (spec 001 §2.5, §7): filters on estado, cidade, the plan type
// and receber_matches, newest first. A shop without a plan row counts as 'sem_plano'.

export function shopWhere(filters: ShopFilters): Prisma.LojistaWhereInput {
  const and: Prisma.LojistaWhereInput[] = [];
  if (filters.estado) and.push({ estado: filters.estado });
  if (filters.cidade) and.push({ cidade_normalizada: normalizeText(filters.cidade) });
  if (filters.matches) and.push({ receber_matches: filters.matches === 'recebendo' });
  if (filters.plano_tipo === 'sem_plano') {
    and.push({ OR: [{ plano: { is: null } }, { plano: { is: { plano_tipo: 'sem_plano' } } }] });
  } else if (filters.plano_tipo) {
    and.push({ plano: { is: { plano_tipo: filters.plano_tipo } } });
  }
  return { AND: and };
}

const orderBy: Prisma.LojistaOrderByWithRelationInput[] = [{ created_at: 'desc' }, { id: 'asc' }];

export async function listShopPage(db: Db, filters: ShopFilters, page: number, pageSize: number) {
  const where = shopWhere(filters);
  const [rows, total] = await db.$transaction([
    db.lojista.findMany({
      where,
      orderBy,
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: {
        id: true,
        nome_loja: true,
        whatsapp: true,
        whatsapp_loja: true,
        cidade: true,
        estado: true,
        receber_matches: true,
        aprovado_em: true,
        pausado_pela_loja: true,
        plano: { select: { plano_tipo: true } },
      },
    }),
    db.lojista.count({ where }),
  ]);
  return { rows, total };
}

const detailSelect = {
  id: true,
  nome_loja: true,
  nome_responsavel: true,
  cnpj: true,
  email: true,
  telefone: true,
  whatsapp: true,
  whatsapp_loja: true,
  cidade: true,
  estado: true,
  endereco: true,
  cep: true,
  receber_matches: true,
  pausado_pela_loja: true,
  pausa_alterada_em: true,
  pausa_alterada_por: true,
  created_at: true,
  updated_at: true,
  plano: {
    select: { ...gatedPlanSelect, inicio: true, associacao_id: true, associacao: { select: { nome: true } } },
  },
  categorias: { select: { categoria: { select: { nome_categoria: true } } } },
  subcategorias: { select: { subcategoria: { select: { nome: true } } } },
} satisfies Prisma.LojistaSelect;

export type ShopDetailRecord = Prisma.LojistaGetPayload<{ select: typeof detailSelect }>;

export function findShopDetails(db: Db, id: string): Promise<ShopDetailRecord | null> {
  return db.lojista.findUnique({ where: { id }, select: detailSelect });
}

/** Every filtered shop for the report, without paging (spec 001 §7 "the export query"). */
export function listShopsForExport(db: Db, filters: ShopFilters): Promise<ShopDetailRecord[]> {
  return db.lojista.findMany({ where: shopWhere(filters), orderBy, select: detailSelect });
}

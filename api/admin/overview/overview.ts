import { summarizeHumanQueue } from '#api/atendimento/human-mode.ts';
import {
  DASHBOARD_LIMITS,
  DASHBOARD_MESSAGES,
  type DashboardCity,
  type DashboardOverview,
  type RecentOffer,
  type RecentShop,
} from '#domain/admin/dashboard-schemas.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { Db } from '#prisma/client.ts';

// Visão Geral, Últimas Ofertas Realizadas and Últimos Lojistas Cadastrados (spec 001 §2.2, §7).

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** The city filter's options: every active city, sorted as Portuguese. */
export async function listActiveCities(db: Db): Promise<DashboardCity[]> {
  const rows = await db.cidade.findMany({
    where: { ativo: true },
    select: { id: true, nome: true, estado: { select: { sigla: true } } },
  });
  return rows
    .map((row) => ({ id: row.id, nome: row.nome, estado: row.estado.sigla }))
    .sort((a, b) => collator.compare(a.nome, b.nome) || a.estado.localeCompare(b.estado));
}

/** City and state as wishes and shops store them (accent- and case-folded name). */
export async function cityFilter(
  db: Db,
  cidadeId: number | undefined,
): Promise<{ cidade_normalizada: string; estado: string } | undefined> {
  if (cidadeId === undefined) return undefined;
  const cidade = await db.cidade.findUnique({
    where: { id: cidadeId },
    select: { nome_normalizado: true, estado: { select: { sigla: true } } },
  });
  if (!cidade) throw new AppError('VALIDATION', { message: DASHBOARD_MESSAGES.cidadeInvalida });
  return { cidade_normalizada: cidade.nome_normalizado, estado: cidade.estado.sigla };
}

/** The four counters; with a city, wishes and shops of it, matches and offers of its wishes. */
export async function readOverview(db: Db, cidadeId?: number): Promise<DashboardOverview> {
  const city = await cityFilter(db, cidadeId);
  const desejo = city ?? {};
  const [totalDesejos, totalLojistas, totalMatches, totalOfertas] = await Promise.all([
    db.desejo.count({ where: desejo }),
    db.lojista.count({ where: city ?? {} }),
    db.match.count({ where: city ? { desejo } : {} }),
    db.oferta.count({ where: city ? { desejo } : {} }),
  ]);
  const atendimentoHumano = await summarizeHumanQueue(db);
  return { totalDesejos, totalLojistas, totalMatches, totalOfertas, atendimentoHumano };
}

export async function listRecentOffers(db: Db): Promise<RecentOffer[]> {
  const rows = await db.oferta.findMany({
    orderBy: { created_at: 'desc' },
    take: DASHBOARD_LIMITS.ofertas,
    select: {
      id: true,
      valor: true,
      descricao: true,
      status: true,
      created_at: true,
      desejo: { select: { produto_desejado: true, cidade: true, estado: true } },
      lojista: { select: { nome_loja: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    valor: row.valor.toFixed(2),
    descricao: row.descricao,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    desejo: { produto: row.desejo.produto_desejado, cidade: row.desejo.cidade, estado: row.desejo.estado },
    lojista: row.lojista.nome_loja,
  }));
}

/** The 15 newest shops, each category with the shop's subcategories of it. */
export async function listRecentShops(db: Db): Promise<RecentShop[]> {
  const rows = await db.lojista.findMany({
    orderBy: { created_at: 'desc' },
    take: DASHBOARD_LIMITS.lojistas,
    select: {
      id: true,
      nome_loja: true,
      cidade: true,
      estado: true,
      created_at: true,
      categorias: { select: { categoria: { select: { id: true, nome_categoria: true } } } },
      subcategorias: { select: { subcategoria: { select: { nome: true, categoria: true } } } },
    },
  });
  return rows.map((row) => {
    const subs = row.subcategorias.map((s) => s.subcategoria);
    const categorias = row.categorias
      .map(({ categoria }) => ({
        nome: toDisplayCategoryName(categoria.nome_categoria),
        subcategorias: subs
          .filter((s) => s.categoria === categoria.id)
          .map((s) => s.nome)
          .sort(collator.compare),
      }))
      .sort((a, b) => collator.compare(a.nome, b.nome));
    return {
      id: row.id,
      nomeLoja: row.nome_loja,
      cidade: row.cidade,
      estado: row.estado,
      createdAt: row.created_at.toISOString(),
      categorias,
    };
  });
}

import { type RatingSummary, ratingSummaries } from '#api/avaliacoes/avaliacoes-data.ts';
import {
  noShopSelected,
  type PlanoTipoFiltro,
  SHOP_PAGE_SIZE,
  type ShopFilters,
  selectAtLeastOne,
} from '#domain/admin/shop-schemas.ts';
import { buildShopsCsv, type ShopExportRow } from '#domain/admin/shops-csv.ts';
import { saoPauloYmd } from '#domain/dates.ts';
import { consultasHojeEfetivas } from '#domain/plans/plan-gating.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import type { Env } from '#platform/config/env.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { setShopReceivesMatches } from './shop-approval.ts';
import { findShopDetails, listShopPage, listShopsForExport, type ShopDetailRecord } from './shops-data.ts';

// /gestao/lojistas (spec 001 §2.5): the paged list, the details dialog, the CSV report and the
// bulk switch. The bulk switch goes shop by shop through setShopReceivesMatches, so a first
// approval in a batch e-mails that shop exactly as the row switch does (DECISIONS.md).

export async function listShops(options: { db: Db; filters: ShopFilters; page: number }) {
  const { rows, total } = await listShopPage(options.db, options.filters, options.page, SHOP_PAGE_SIZE);
  const ratings = await ratingSummaries(
    options.db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      nomeLoja: row.nome_loja,
      whatsappLoja: row.whatsapp_loja,
      whatsappRepresentante: row.whatsapp,
      cidade: row.cidade,
      estado: row.estado,
      planoTipo: (row.plano?.plano_tipo ?? 'sem_plano') as PlanoTipoFiltro,
      receberMatches: row.receber_matches,
      /** Approved once already: switching it on again sends no approval e-mail. */
      isApproved: row.aprovado_em !== null,
      /** Paused itself on WhatsApp: approved or not, it receives nothing until it says "voltar". */
      pausadoPelaLoja: row.pausado_pela_loja,
      /** The customers' ratings: average (one decimal, null without any) and count. */
      avaliacoes: ratings.get(row.id) ?? NO_RATINGS,
    })),
    total,
    page: options.page,
    pageSize: SHOP_PAGE_SIZE,
  };
}

export type ShopListPage = Awaited<ReturnType<typeof listShops>>;

const NO_RATINGS: RatingSummary = { media: null, total: 0 };

function toDetails(shop: ShopDetailRecord, todayYmd: string, avaliacoes: RatingSummary) {
  const plano = shop.plano;
  return {
    id: shop.id,
    nomeLoja: shop.nome_loja,
    nomeResponsavel: shop.nome_responsavel,
    cnpj: shop.cnpj,
    email: shop.email,
    telefone: shop.telefone,
    whatsappLoja: shop.whatsapp_loja,
    whatsappRepresentante: shop.whatsapp,
    cidade: shop.cidade,
    estado: shop.estado,
    endereco: shop.endereco,
    cep: shop.cep,
    receberMatches: shop.receber_matches,
    // The shop's own pause from WhatsApp, apart from the approval above: who and when.
    pausa: {
      pausada: shop.pausado_pela_loja,
      alteradaEm: shop.pausa_alterada_em,
      alteradaPor: shop.pausa_alterada_por,
    },
    categorias: shop.categorias.map((c) => toDisplayCategoryName(c.categoria.nome_categoria)).sort(),
    subcategorias: shop.subcategorias.map((s) => s.subcategoria.nome).sort(),
    plano: {
      tipo: (plano?.plano_tipo ?? 'sem_plano') as PlanoTipoFiltro,
      ativo: plano?.ativo ?? false,
      limiteDiario: plano?.limite_diario ?? 0,
      ofertasHoje: plano ? consultasHojeEfetivas(plano, todayYmd) : 0,
      // Spec 001 §2.5: 'N/A' when the plan points to an association whose name is gone.
      associacao: plano?.associacao_id ? (plano.associacao?.nome ?? 'N/A') : null,
      inicio: plano?.inicio ?? null,
    },
    avaliacoes,
    createdAt: shop.created_at,
    updatedAt: shop.updated_at,
  };
}

export type ShopDetails = ReturnType<typeof toDetails>;

export async function getShopDetails(options: { db: Db; lojistaId: string; now?: Date }) {
  const shop = await findShopDetails(options.db, options.lojistaId);
  if (!shop) throw new AppError('NOT_FOUND', { message: 'Lojista não encontrado.' });
  const ratings = await ratingSummaries(options.db, [shop.id]);
  return toDetails(shop, saoPauloYmd(options.now ?? new Date()), ratings.get(shop.id) ?? NO_RATINGS);
}

export async function exportShopsCsv(options: { db: Db; filters: ShopFilters; now?: Date }) {
  const todayYmd = saoPauloYmd(options.now ?? new Date());
  const shops = await listShopsForExport(options.db, options.filters);
  const rows: ShopExportRow[] = shops.map((shop) => {
    const d = toDetails(shop, todayYmd, NO_RATINGS);
    return {
      nomeLoja: d.nomeLoja,
      cnpj: d.cnpj,
      email: d.email,
      telefone: d.telefone,
      whatsappRepresentante: d.whatsappRepresentante,
      whatsappLoja: d.whatsappLoja,
      cidade: d.cidade,
      estado: d.estado,
      endereco: d.endereco,
      cep: d.cep,
      planoTipo: d.plano.tipo,
      planoAtivo: d.plano.ativo,
      limiteDiario: d.plano.limiteDiario,
      ofertasHoje: d.plano.ofertasHoje,
      receberMatches: d.receberMatches,
      associacao: d.plano.associacao,
      categorias: d.categorias,
      subcategorias: d.subcategorias,
      createdAt: d.createdAt,
    };
  });
  return { csv: buildShopsCsv(rows), count: rows.length };
}

export async function setShopsReceiveMatches(deps: {
  db: Db;
  queue: JobQueue;
  logger: Logger;
  env: Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'PORT'>;
  ids: string[];
  receber: boolean;
}) {
  const ids = [...new Set(deps.ids)];
  if (ids.length === 0) {
    throw new AppError('BAD_REQUEST', { message: noShopSelected, fields: { ids: selectAtLeastOne } });
  }
  let aprovados = 0;
  // One at a time: each first approval stamps aprovado_em and enqueues its own e-mail.
  for (const lojistaId of ids) {
    const result = await setShopReceivesMatches({ ...deps, lojistaId, receber: deps.receber });
    if (result.primeiraAprovacao) aprovados += 1;
  }
  return { atualizados: ids.length, primeirasAprovacoes: aprovados, receberMatches: deps.receber };
}

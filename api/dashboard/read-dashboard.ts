import { ratingSummaries } from '#api/avaliacoes/avaliacoes-data.ts';
import { lojistaMessages } from '#api/lojistas/messages.ts';
import { saoPauloYmd } from '#domain/dates.ts';
import { MOTIVO_LABELS } from '#domain/ofertas/archive-schema.ts';
import {
  type MatchListQuery,
  ofertaStatusLabel,
  PAGE_SIZE,
  shortCode,
} from '#domain/ofertas/dashboard-schemas.ts';
import { OFERTA_MESSAGES } from '#domain/ofertas/messages.ts';
import { canOffer, consultasHojeEfetivas, isUnlimited } from '#domain/plans/plan-gating.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { DbClient } from '#prisma/client.ts';
import { findDashboardShop } from './dashboard-data.ts';
import { countShopMatches, listShopMatches, type MatchCardRow, tabWhere } from './matches-data.ts';
import { wishPhotoUrl } from './wish-photo.ts';

// What /minha-conta/dashboard reads: the shop, its plan card, the badges and one page of a tab.

export async function readDashboard(options: { db: DbClient; userId: string; now?: Date }) {
  const shop = await findDashboardShop(options.db, options.userId);
  if (!shop) throw new AppError('NOT_FOUND', { message: lojistaMessages.lojistaNaoEncontrado });
  const todayYmd = saoPauloYmd(options.now ?? new Date());
  const { plano, ...lojista } = shop;
  const gate = canOffer(plano, todayYmd);
  return {
    lojista: {
      id: lojista.id,
      nomeLoja: lojista.nome_loja,
      email: lojista.email,
      cidade: lojista.cidade,
      estado: lojista.estado,
      receberMatches: lojista.receber_matches,
      /** The shop's own pause ("pausar" on WhatsApp): the page says so and offers to resume. */
      pausadoPelaLoja: lojista.pausado_pela_loja,
      pausaAlteradaEm: lojista.pausa_alterada_em,
      primeiraSenha: lojista.primeira_senha,
    },
    plano: {
      tipo: plano?.plano_tipo ?? 'sem_plano',
      ativo: plano?.ativo ?? false,
      ilimitado: plano ? isUnlimited(plano) : false,
      consultasHoje: plano ? consultasHojeEfetivas(plano, todayYmd) : 0,
      limiteDiario: plano?.limite_diario ?? 0,
      associacao: plano?.associacao?.nome ?? null,
    },
    // What the 'Fazer Oferta' button says and the toast it gives when blocked.
    oferta: gate.allowed
      ? { permitida: true as const }
      : {
          permitida: false as const,
          motivo: gate.reason,
          botao:
            gate.reason === 'LIMIT_REACHED'
              ? OFERTA_MESSAGES.botaoLimiteAtingido
              : OFERTA_MESSAGES.botaoSemPlano,
          mensagem:
            gate.reason === 'LIMIT_REACHED'
              ? OFERTA_MESSAGES.limiteAtingido(gate.limite)
              : OFERTA_MESSAGES.semPlano,
        },
    counts: await countShopMatches(options.db, shop.id),
    /** How the customers who chose this shop rated it: average (one decimal, null without any) and count. */
    avaliacoes: (await ratingSummaries(options.db, [shop.id])).get(shop.id) ?? { media: null, total: 0 },
  };
}

function toCard(row: MatchCardRow) {
  const { desejo, oferta, desistencias } = row;
  const desistencia = desistencias[0];
  return {
    id: row.id,
    status: row.status,
    createdAt: row.created_at,
    atualizadoEm: row.updated_at,
    desejo: {
      id: desejo.id,
      codigo: shortCode(desejo.id),
      produtoDesejado: desejo.produto_desejado,
      marca: desejo.marca,
      caracteristicas: desejo.caracteristicas,
      descricao: desejo.descricao,
      categoria: toDisplayCategoryName(desejo.categoria),
      subcategoria: desejo.subcategoria,
      cidade: desejo.cidade,
      estado: desejo.estado,
      linkProduto: desejo.link_produto,
      status: desejo.status,
      createdAt: desejo.created_at,
      fotos: desejo.fotos.map((foto) => ({ id: foto.id, url: wishPhotoUrl(foto.id) })),
    },
    oferta: oferta
      ? {
          id: oferta.id,
          valor: oferta.valor.toFixed(2),
          descricao: oferta.descricao,
          condicoesPagamento: oferta.condicoes_pagamento,
          prazoEntrega: oferta.prazo_entrega,
          validade: oferta.validade,
          observacoes: oferta.observacoes,
          status: oferta.status,
          /** Pendente / Aceita / Recusada: whether the customer chose this offer, once the wish closed. */
          statusLabel: ofertaStatusLabel(oferta.status),
          createdAt: oferta.created_at,
          versao: oferta.versao,
          temFoto: oferta.foto_key !== null,
          /** When the shop last changed its price or terms; null while it never did. */
          atualizadaEm: oferta.versao > 1 ? oferta.updated_at : null,
        }
      : null,
    desistencia: desistencia
      ? {
          motivo: desistencia.motivo,
          motivoLabel: MOTIVO_LABELS[desistencia.motivo],
          observacoes: desistencia.observacoes,
          createdAt: desistencia.created_at,
        }
      : null,
  };
}

export type MatchCard = ReturnType<typeof toCard>;

export async function listMatches(options: { db: DbClient; lojistaId: string; query: MatchListQuery }) {
  const { db, lojistaId, query } = options;
  const [rows, total] = await Promise.all([
    listShopMatches(db, lojistaId, query),
    db.match.count({ where: tabWhere(lojistaId, query.aba) }),
  ]);
  return {
    aba: query.aba,
    ordem: query.ordem,
    pagina: query.pagina,
    tamanhoPagina: PAGE_SIZE,
    total,
    totalPaginas: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    items: rows.map(toCard),
  };
}

import { z } from 'zod';
import { listMatches, type MatchCard } from '#api/dashboard/read-dashboard.ts';
import { describeCaracteristicas, formatBrl } from '#api/notifications/template-vars.ts';
import { lojistaOf } from './party.ts';
import type { ToolDefinition } from './tool-types.ts';

// The shop's opportunities as its dashboard shows them: Novas (no offer yet) or Enviadas (with
// the shop's offer), newest first, one page. Never the customer's contact, like the dashboard.

const schema = z.object({
  situacao: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.enum(['novas', 'enviadas']).default('novas'),
  ),
});

function toOpportunity(card: MatchCard) {
  const { desejo, oferta } = card;
  return {
    codigo: desejo.codigo,
    produto: desejo.produtoDesejado,
    categoria: desejo.categoria,
    subcategoria: desejo.subcategoria,
    cidade: `${desejo.cidade}/${desejo.estado}`,
    marca: desejo.marca,
    detalhes: describeCaracteristicas(desejo.caracteristicas) ?? desejo.descricao,
    link_produto: desejo.linkProduto,
    recebida_em: desejo.createdAt.toISOString(),
    ...(oferta
      ? {
          oferta: {
            valor: formatBrl(oferta.valor),
            pagamento: oferta.condicoesPagamento,
            entrega: oferta.prazoEntrega,
            validade: oferta.validade,
            observacoes: oferta.observacoes,
            situacao: oferta.status,
          },
        }
      : {}),
  };
}

export const listarOportunidades: ToolDefinition<typeof schema> = {
  name: 'listar_oportunidades',
  audience: 'lojista',
  schema,
  async handler({ situacao }, ctx) {
    const lojista = lojistaOf(ctx);
    const page = await listMatches({
      db: ctx.db,
      lojistaId: lojista.lojistaId,
      query: { aba: situacao, ordem: 'recentes', pagina: 1 },
    });
    return {
      ok: true,
      data: {
        situacao,
        total: page.total,
        mostradas: page.items.length,
        oportunidades: page.items.map(toOpportunity),
      },
    };
  },
};

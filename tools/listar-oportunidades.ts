import { z } from 'zod';
import { listMatches, type MatchCard } from '#api/dashboard/read-dashboard.ts';
import { describeCaracteristicas, formatBrl } from '#api/notifications/template-vars.ts';
import { absent } from './args.ts';
import { lojistaOf } from './party.ts';
import type { ToolDefinition } from './tool-types.ts';

// The shop's opportunities as its dashboard shows them: Novas (no offer yet) or Enviadas (with
// the shop's offer), newest first, one page. Never the customer's contact, like the dashboard.

// No zod default: the model's schema shows no `default`, the description says what absence means.
const schema = z.object({
  situacao: z
    .preprocess(absent, z.enum(['novas', 'enviadas']).optional())
    .describe('novas: sem oferta da loja (padrão); enviadas: já com oferta da loja.'),
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
  description:
    'Lista as oportunidades da loja que está conversando: por padrão as novas, ainda sem oferta, com código, produto, categoria, cidade, marca e detalhes. Use para descobrir a que desejo a loja está respondendo.',
  audience: 'lojista',
  tablesConsulted: ['matches', 'desejos', 'ofertas', 'lojistas'],
  schema,
  async handler(args, ctx) {
    const situacao = args.situacao ?? 'novas';
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

import { z } from 'zod';
import { formatBrl, shopLink } from '#api/notifications/template-vars.ts';
import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { optionalCodigoDesejo } from './args.ts';
import { customerWish } from './party.ts';
import type { ToolDefinition } from './tool-types.ts';
import { listOffersOfWish } from './tools-data.ts';

// The offers a customer's wish received, cheapest first, with what oferta_recebida shows and the
// same wa.me link to talk to the shop (shopLink).

const schema = z.object({ codigo_desejo: optionalCodigoDesejo });

export const listarOfertas: ToolDefinition<typeof schema> = {
  name: 'listar_ofertas',
  description:
    'Lista as ofertas recebidas por um desejo do cliente, da mais barata para a mais cara, com loja, preço, pagamento, entrega, validade, observações e link do WhatsApp da loja. Sem código, usa o desejo aberto mais recente do cliente.',
  audience: 'cliente',
  tablesConsulted: ['desejos', 'ofertas', 'lojistas'],
  schema,
  async handler({ codigo_desejo }, ctx) {
    const desejo = await customerWish(ctx, codigo_desejo);
    const codigo = shortCode(desejo.id);
    const ofertas = await listOffersOfWish(ctx.db, desejo.id);
    return {
      ok: true,
      data: {
        codigo,
        produto: desejo.produto_desejado,
        status: desejo.status,
        total: ofertas.length,
        ofertas: ofertas.map((o) => ({
          oferta_id: o.id,
          loja: o.lojista.nome_loja,
          valor: formatBrl(o.valor.toString()),
          pagamento: o.condicoes_pagamento,
          entrega: o.prazo_entrega,
          validade: o.validade,
          observacoes: o.observacoes,
          link_whatsapp: shopLink(o.lojista.whatsapp_loja, desejo.produto_desejado, codigo),
          situacao: o.status,
        })),
      },
    };
  },
};

import { z } from 'zod';
import { closeWish } from '#api/desejos/lifecycle.ts';
import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { codigoDesejo, optionalText } from './args.ts';
import { clienteOf, customerWish } from './party.ts';
import type { ToolDefinition } from './tool-types.ts';

// The customer bought, chose an offer or gave up: the same closing as everywhere (the other
// pending matches become perdido), restricted to the customer's own wish.

const schema = z.object({
  codigo_desejo: codigoDesejo,
  oferta_id: optionalText(36)
    .pipe(z.uuid('Oferta não encontrada para este desejo.').optional())
    .describe('Opcional: id da oferta escolhida, como veio em listar_ofertas.'),
});

export const fecharDesejo: ToolDefinition<typeof schema> = {
  name: 'fechar_desejo',
  description:
    'Encerra um desejo do cliente quando ele já comprou, escolheu uma oferta ou desistiu. As lojas que ainda não fizeram oferta deixam de vê-lo; a loja da oferta escolhida recebe o primeiro nome e o WhatsApp do cliente, e as outras lojas com oferta são avisadas de que o desejo foi encerrado. Confirme com o cliente antes de chamar, dizendo que a loja escolhida vai receber o contato dele.',
  audience: 'cliente',
  tablesConsulted: ['desejos', 'matches', 'ofertas'],
  schema,
  async handler({ codigo_desejo, oferta_id }, ctx) {
    const cliente = clienteOf(ctx);
    const desejo = await customerWish(ctx, codigo_desejo);
    const { lostMatches } = await closeWish({
      db: ctx.db,
      desejoId: desejo.id,
      ofertaId: oferta_id,
      whatsappCliente: cliente.phone,
      now: ctx.now,
      notify: { queue: ctx.queue, logger: ctx.logger },
    });
    return {
      ok: true,
      data: {
        codigo: shortCode(desejo.id),
        status: 'fechado',
        oferta_aceita: oferta_id ?? null,
        lojas_sem_oferta_encerradas: lostMatches,
      },
    };
  },
};

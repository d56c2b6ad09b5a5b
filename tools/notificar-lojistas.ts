import { z } from 'zod';
import { enqueueShopNotifications } from '#api/notifications/jobs.ts';
import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { codigoDesejo } from './args.ts';
import { customerWish } from './party.ts';
import type { ToolDefinition } from './tool-types.ts';
import { listMatchIdsOfWish } from './tools-data.ts';

// createWish already matched the wish and enqueued one novo_desejo per shop; this (re)enqueues
// them under the same job ids, so calling it after criar_desejo (as the prompt says) sends nothing
// twice, and it answers the honest number of shops the wish reached.

const schema = z.object({ codigo_desejo: codigoDesejo });

export const notificarLojistas: ToolDefinition<typeof schema> = {
  name: 'notificar_lojistas',
  description:
    'Encontra as lojas aprovadas da cidade e da categoria do desejo e envia a oportunidade a cada uma. Devolve quantas lojas foram avisadas (pode ser zero): informe ao cliente exatamente esse número.',
  audience: 'cliente',
  tablesConsulted: ['desejos', 'lojistas', 'lojista_categorias', 'matches'],
  schema,
  async handler({ codigo_desejo }, ctx) {
    const desejo = await customerWish(ctx, codigo_desejo);
    const matchIds = await listMatchIdsOfWish(ctx.db, desejo.id);
    if (desejo.status === 'aberto') {
      await enqueueShopNotifications({ queue: ctx.queue, logger: ctx.logger, matchIds });
    }
    return {
      ok: true,
      data: { codigo: shortCode(desejo.id), lojas_notificadas: matchIds.length, status: desejo.status },
    };
  },
};

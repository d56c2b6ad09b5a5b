import { z } from 'zod';
import { readShopPlan } from '#api/lojistas/plan-summary.ts';
import { lojistaOf } from './party.ts';
import type { ToolDefinition } from './tool-types.ts';

// "Meu plano": the shop's plan, its daily limit and the offers counted today, by the same rule
// as the offer gate.

const schema = z.object({});

export const meuPlano: ToolDefinition<typeof schema> = {
  name: 'meu_plano',
  description:
    'Mostra o plano da loja que está conversando: nome do plano, limite de ofertas por dia (null = ilimitado), ofertas feitas hoje, quantas ainda pode fazer hoje e se pode ofertar agora. Use quando a loja perguntar pelo plano, pelo limite ou por quantas ofertas ainda pode fazer.',
  audience: 'lojista',
  tablesConsulted: ['lojista_planos'],
  schema,
  async handler(_args, ctx) {
    const lojista = lojistaOf(ctx);
    const plano = await readShopPlan({ db: ctx.db, lojistaId: lojista.lojistaId, now: ctx.now });
    return {
      ok: true,
      data: {
        plano: plano.plano,
        limite_diario: plano.limiteDiario,
        ofertas_hoje: plano.ofertasHoje,
        restantes_hoje: plano.restantesHoje,
        pode_ofertar: plano.podeOfertar,
        assinatura: `${ctx.settings.publicUrl}/assinatura`,
      },
    };
  },
};

import { z } from 'zod';
import { setShopPaused } from '#api/lojistas/pause.ts';
import { lojistaOf } from './party.ts';
import type { ToolDefinition } from './tool-types.ts';

// A shop stops or resumes new opportunities itself ("pausar", "voltar"). Its own switch, apart
// from the admin's approval: resuming never undoes an admin's block, and the answer says when the
// shop still receives nothing because of it.

const schema = z.object({
  pausar: z
    .boolean()
    .describe('true: pausar (a loja deixa de receber novas oportunidades); false: voltar a receber.'),
});

export const PAUSA_MESSAGES = {
  pausada:
    'Oportunidades pausadas: a loja não recebe novas oportunidades até pedir para voltar (ex.: "voltar"). As que já recebeu continuam valendo.',
  retomada: 'Oportunidades retomadas: a loja volta a receber novas oportunidades.',
  bloqueadaPeloAdmin:
    'A pausa da loja foi desfeita, mas ela continua sem receber oportunidades: o cadastro está aguardando aprovação ou foi suspenso pela administração.',
} as const;

export const pausarOportunidades: ToolDefinition<typeof schema> = {
  name: 'pausar_oportunidades',
  description:
    'Pausa ou retoma o envio de novas oportunidades para a loja que está conversando. Use pausar=true quando a loja pedir para pausar ou parar de receber pedidos (ex.: "pausar", "não quero receber mais pedidos por enquanto") e pausar=false quando pedir para voltar ("voltar", "reativar", "pode voltar a mandar").',
  audience: 'lojista',
  tablesConsulted: ['lojistas'],
  schema,
  async handler({ pausar }, ctx) {
    const lojista = lojistaOf(ctx);
    const result = await setShopPaused({
      db: ctx.db,
      lojistaId: lojista.lojistaId,
      paused: pausar,
      by: `whatsapp:${lojista.phone}`,
      now: ctx.now,
    });
    const situacao = result.pausada
      ? PAUSA_MESSAGES.pausada
      : result.aprovada
        ? PAUSA_MESSAGES.retomada
        : PAUSA_MESSAGES.bloqueadaPeloAdmin;
    return {
      ok: true,
      data: {
        pausada: result.pausada,
        recebendo_oportunidades: !result.pausada && result.aprovada,
        ja_estava_assim: result.semMudanca,
        situacao,
      },
    };
  },
};

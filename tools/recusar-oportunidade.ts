import { z } from 'zod';
import { archiveMatch } from '#api/dashboard/archive-match.ts';
import { MOTIVO_LABELS, MOTIVOS_DESISTENCIA } from '#domain/ofertas/archive-schema.ts';
import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { codigoDesejo, optionalText } from './args.ts';
import { shopMatch } from './party.ts';
import type { ToolDefinition } from './tool-types.ts';

// "Não tenho": the dashboard's archive with its reason (the shop can take it back there).

const schema = z.object({
  codigo_desejo: codigoDesejo,
  motivo: z
    .enum(MOTIVOS_DESISTENCIA, {
      error: 'Motivo inválido: use nao_tenho_produto, nao_vendo_tipo ou outros.',
    })
    .describe(
      'nao_tenho_produto: não tem o produto agora; nao_vendo_tipo: não trabalha com esse tipo de produto; outros: outro motivo.',
    ),
  observacoes: optionalText(1000).describe('Explicação da loja, principalmente quando o motivo é outros.'),
});

export const recusarOportunidade: ToolDefinition<typeof schema> = {
  name: 'recusar_oportunidade',
  description:
    'Arquiva uma oportunidade que a loja não vai atender, registrando o motivo. A loja pode retomá-la depois no painel.',
  audience: 'lojista',
  tablesConsulted: ['matches', 'match_desistencias'],
  schema,
  async handler({ codigo_desejo, motivo, observacoes }, ctx) {
    const { lojista, match } = await shopMatch(ctx, codigo_desejo);
    const archived = await archiveMatch({
      db: ctx.db,
      lojistaId: lojista.lojistaId,
      matchId: match.id,
      archive: { motivo, observacoes },
    });
    return {
      ok: true,
      data: {
        mensagem: archived.detalhe,
        codigo: shortCode(match.desejo.id),
        motivo: MOTIVO_LABELS[motivo],
        status: archived.status,
      },
    };
  },
};

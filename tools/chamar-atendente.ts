import { z } from 'zod';
import { markHumanRequested } from '#api/atendimento/human-mode.ts';
import type { ToolAudience, ToolDefinition } from './tool-types.ts';

// Human takeover (issue 21): the contact asks for a person in words the understanding layer did not
// catch ("dá pra alguém da loja de vocês me ligar?"). The conversation goes to human mode and the
// turn sends the fixed notice instead of the model's text, so it is said once and the same way.
// One tool per audience: a tool serves one party (the registry refuses the other).

const schema = z.object({
  motivo: z
    .string()
    .max(300)
    .optional()
    .describe('Em poucas palavras, por que a pessoa quer falar com alguém da equipe (opcional).'),
});

function humanTool(name: string, audience: ToolAudience): ToolDefinition<typeof schema> {
  return {
    name,
    description:
      audience === 'cliente'
        ? 'Passa a conversa para uma pessoa da equipe. Use SOMENTE quando o cliente pedir para falar com um atendente, humano ou pessoa de verdade (ex.: "quero falar com um atendente", "me passa pra uma pessoa"). Não use para pedidos de produto como "quero um atendente de loja pra me ajudar a escolher". Depois de chamar, o bot para de responder nesta conversa.'
        : 'Passa a conversa para uma pessoa da equipe. Use SOMENTE quando a loja pedir para falar com um atendente, humano ou alguém da equipe. Depois de chamar, o bot para de responder nesta conversa.',
    audience,
    tablesConsulted: ['whatsapp_conversations'],
    schema,
    async handler(_args, ctx) {
      const { since } = await markHumanRequested({
        db: ctx.db,
        conversationId: ctx.party.conversationId,
        by: ctx.party.kind,
        now: ctx.now,
      });
      return {
        ok: true,
        data: { atendimento_humano_desde: since.toISOString(), aviso: 'Uma pessoa da equipe vai responder.' },
      };
    },
  };
}

export const chamarAtendente = humanTool('chamar_atendente', 'cliente');
export const chamarAtendenteLoja = humanTool('chamar_atendente_loja', 'lojista');

/** The tools whose successful call hands the conversation to a person (read by the turn). */
export const HUMAN_TOOL_NAMES: ReadonlySet<string> = new Set([
  chamarAtendente.name,
  chamarAtendenteLoja.name,
]);

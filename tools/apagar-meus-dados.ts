import { z } from 'zod';
import { requestErasureFromConversation } from '#api/privacidade/erase-after-turn.ts';
import { clienteOf } from './party.ts';
import type { ToolDefinition } from './tool-types.ts';

// LGPD: the customer asks to erase their data. Only with `confirmado: true`, after the customer
// said yes to the question; otherwise the tool says what would go and asks for that confirmation.
// The wishes are anonymised now (kept as demand data: city, category, product) and the
// conversation with its messages is deleted right after this turn's reply (erase-after-turn.ts).

const schema = z.object({
  confirmado: z
    .boolean()
    .optional()
    .describe('true somente depois que o cliente confirmou que quer apagar os dados.'),
});

export const APAGAR_MESSAGES = {
  confirmar:
    'Antes de apagar, pergunte ao cliente se ele confirma: as conversas e mensagens serão apagadas e os desejos ficam sem nome e telefone (só cidade, categoria e produto, como estatística). Chame de novo com confirmado=true só depois do "sim" dele.',
  feito:
    'Dados apagados: diga ao cliente que as conversas e mensagens serão apagadas em instantes (esta resposta inclusive) e que os desejos ficaram anônimos.',
} as const;

export const apagarMeusDados: ToolDefinition<typeof schema> = {
  name: 'apagar_meus_dados',
  description:
    'Apaga os dados do cliente a pedido dele (LGPD): as conversas e mensagens são apagadas e os desejos ficam anônimos (sem nome e telefone). Primeiro pergunte se ele confirma; chame com confirmado=true somente depois do "sim". Sem a confirmação, a ferramenta não apaga nada.',
  audience: 'cliente',
  tablesConsulted: ['whatsapp_conversations', 'whatsapp_messages', 'desejos', 'matches'],
  schema,
  async handler({ confirmado }, ctx) {
    const cliente = clienteOf(ctx);
    if (confirmado !== true) {
      return { ok: true, data: { apagado: false, instrucao: APAGAR_MESSAGES.confirmar } };
    }
    const result = await requestErasureFromConversation({
      db: ctx.db,
      queue: ctx.queue,
      phone: cliente.phone,
      conversationId: cliente.conversationId,
      now: ctx.now,
    });
    return { ok: true, data: { apagado: true, ...result, instrucao: APAGAR_MESSAGES.feito } };
  },
};

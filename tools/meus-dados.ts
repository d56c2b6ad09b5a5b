import { z } from 'zod';
import { summarizeCustomerData } from '#api/privacidade/customer-data.ts';
import { clienteOf } from './party.ts';
import type { ToolDefinition } from './tool-types.ts';

// LGPD: the customer asks what we keep about them. A summary, not the messages themselves (the
// export, with every message, is an admin's job: /api/admin/privacidade/exportar).

const schema = z.object({});

export const meusDados: ToolDefinition<typeof schema> = {
  name: 'meus_dados',
  description:
    'Resume os dados que guardamos do cliente (LGPD): nome, desde quando conversa, quantas mensagens, desejos e ofertas recebidas, e os últimos desejos. Use quando o cliente perguntar que dados temos dele.',
  audience: 'cliente',
  tablesConsulted: ['whatsapp_conversations', 'whatsapp_messages', 'desejos', 'ofertas'],
  schema,
  async handler(_args, ctx) {
    const cliente = clienteOf(ctx);
    const resumo = await summarizeCustomerData({ db: ctx.db, phone: cliente.phone });
    return {
      ok: true,
      data: {
        ...resumo,
        como_apagar:
          'O cliente pode pedir "apagar meus dados" para apagar as conversas e anonimizar os desejos.',
      },
    };
  },
};

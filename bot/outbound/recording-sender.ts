import { type Db, db as defaultDb } from '#prisma/client.ts';
import { recordOutbound } from './outbound-data.ts';
import type { OutboundSender } from './sender.ts';

// Until the Cloud API sender exists, notifications are stored as outbound whatsapp_messages with
// status 'simulado': the conversation viewer and the tests see exactly what would have gone out.

export const SIMULATED_STATUS = 'simulado';

export function createRecordingSender(options: { db?: Db } = {}): OutboundSender {
  return {
    async sendTemplate(message) {
      const row = await recordOutbound(options.db ?? defaultDb, {
        to: message.to,
        text: message.text,
        idempotencyKey: message.idempotencyKey,
        status: SIMULATED_STATUS,
        metadata: { template: message.template, variables: message.variables },
        at: new Date(),
      });
      return { messageId: row.id, status: SIMULATED_STATUS };
    },
    async sendText() {
      throw new Error('recording sender: sendText é implementado pelo sender do bot');
    },
  };
}

import { randomUUID } from 'node:crypto';
import { WEBHOOK_TEST_PHONE } from '#bot/inbound/receive.ts';

// The body the webhook tester posts: a Cloud API notification with one incoming text message, as
// Meta would send it, from a number that cannot exist (DDD 00), so it is stored but not answered.

export function fakeIncomingTextWebhook(now = new Date()) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '0',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5500000000000', phone_number_id: 'teste' },
              contacts: [{ wa_id: WEBHOOK_TEST_PHONE, profile: { name: 'Teste do Webhook' } }],
              messages: [
                {
                  from: WEBHOOK_TEST_PHONE,
                  id: `wamid.teste-${randomUUID()}`,
                  timestamp: String(Math.floor(now.getTime() / 1000)),
                  type: 'text',
                  text: { body: 'Mensagem de teste do webhook' },
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

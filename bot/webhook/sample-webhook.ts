import { randomUUID } from 'node:crypto';
import { WEBHOOK_TEST_PHONE } from '#bot/inbound/receive.ts';
import { cloudNotification } from '#whatsapp/cloud/notification-envelope.ts';

// Cloud API notifications with one incoming text message, as Meta sends them: what the webhook
// tester posts, and what the benches and the fault suite send.

export type TextWebhook = {
  from: string;
  text: string;
  /** The message's wamid; a new one by default. */
  id?: string;
  name?: string;
  at?: Date;
  phoneNumberId?: string;
};

export function cloudTextWebhook(message: TextWebhook) {
  const { from, text, id = `wamid.${randomUUID()}`, name = 'Cliente', at = new Date() } = message;
  return cloudNotification(
    {
      contacts: [{ wa_id: from, profile: { name } }],
      messages: [
        { from, id, timestamp: String(Math.floor(at.getTime() / 1000)), type: 'text', text: { body: text } },
      ],
    },
    message.phoneNumberId,
  );
}

/** The tester's message: from a number that cannot exist (DDD 00), so it is stored but not answered. */
export function fakeIncomingTextWebhook(now = new Date()) {
  return cloudTextWebhook({
    from: WEBHOOK_TEST_PHONE,
    id: `wamid.teste-${randomUUID()}`,
    text: 'Mensagem de teste do webhook',
    name: 'Teste do Webhook',
    at: now,
    phoneNumberId: 'teste',
  });
}

/** Meta's status callback for one of our messages, echoing the biz_opaque_callback_data we sent. */
export function cloudStatusWebhook(status: {
  waMessageId: string;
  recipient: string;
  status: 'sent' | 'delivered' | 'read';
  callbackData?: string;
  phoneNumberId?: string;
  at?: Date;
}) {
  const at = status.at ?? new Date();
  return cloudNotification(
    {
      statuses: [
        {
          id: status.waMessageId,
          recipient_id: status.recipient,
          status: status.status,
          timestamp: String(Math.floor(at.getTime() / 1000)),
          ...(status.callbackData ? { biz_opaque_callback_data: status.callbackData } : {}),
        },
      ],
    },
    status.phoneNumberId,
  );
}

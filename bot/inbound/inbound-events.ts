import { eventMessageType, eventText, type InboundEvent } from '#domain/whatsapp/inbound-labels.ts';
import { db } from '#prisma/client.ts';
import type { InboundMessage } from '#whatsapp/inbound-message.ts';
import {
  annotateOriginalMessage,
  findInboundByWaId,
  findShopByPhone,
  type InboundRow,
  storeInboundMessage,
} from './inbound-data.ts';
import { moveToNewNumber } from './number-change-data.ts';

// WhatsApp events that are not a person asking something: a number change, a new security code, a
// deleted or an edited message. Each is stored once (its own wamid), as a processed row with a
// Portuguese text for /gestao, and none starts a turn: answering "I only read text" to a deleted
// message was noise, and re-running a turn for an edit could repeat its tools (a second wish).

export async function receiveEvent(
  message: InboundMessage,
  event: InboundEvent,
): Promise<{ stored: boolean; conversationId: string; messageId?: string }> {
  // A redelivery must not move a conversation again: by then the old number may be someone else's.
  const earlier = await findInboundByWaId(db, message.waMessageId);
  if (earlier) return { stored: false, conversationId: earlier.conversation_id, messageId: earlier.id };
  // After a number change the person is their new number: the event goes to the thread that moved.
  const phone = event.kind === 'number_changed' ? event.newPhone : message.from;
  const shop = await findShopByPhone(db, phone);
  if (event.kind === 'number_changed') {
    await moveToNewNumber(db, { from: message.from, to: event.newPhone, lojistaId: shop?.id ?? null });
  }
  const row: InboundRow = {
    phone,
    // A system notice carries no contacts: the stored name stays.
    contactName: event.kind === 'number_changed' ? null : message.contactName,
    lojistaId: shop?.id ?? null,
    waMessageId: message.waMessageId,
    messageType: eventMessageType(event),
    text: eventText(event),
    at: message.timestamp,
    status: 'processed',
    metadata: { transport: message.transport, event },
  };
  if (event.kind !== 'revoked' && event.kind !== 'edited') {
    const result = await storeInboundMessage(db, row);
    return {
      stored: result.stored,
      conversationId: result.conversationId,
      messageId: result.messageId ?? undefined,
    };
  }
  // The row and the mark on the original message together: a retry after a crash between them
  // would find the row stored and never mark the original.
  const original = event.originalWaMessageId;
  return db.$transaction(async (tx) => {
    const result = await storeInboundMessage(tx, row);
    if (result.stored) {
      await annotateOriginalMessage(tx, {
        conversationId: result.conversationId,
        waMessageId: original,
        mark:
          event.kind === 'edited'
            ? { edit: { text: event.text, at: message.timestamp.toISOString() } }
            : { revokedAt: message.timestamp.toISOString() },
      });
    }
    return {
      stored: result.stored,
      conversationId: result.conversationId,
      messageId: result.messageId ?? undefined,
    };
  });
}

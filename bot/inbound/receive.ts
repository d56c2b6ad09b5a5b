import { enqueueTurn } from '#bot/conversation/jobs.ts';
import { cleanUserJson, cleanUserText } from '#domain/user-text.ts';
import { rejectedText, unsupportedText } from '#domain/whatsapp/inbound-labels.ts';
import { getBotRuntime } from '#platform/runtime.ts';
import { db } from '#prisma/client.ts';
import type { InboundMessage } from '#whatsapp/inbound-message.ts';
import {
  deleteInboundMessage,
  findInboundByWaId,
  findShopByPhone,
  setConversationShop,
  storeInboundMessage,
} from './inbound-data.ts';
import { receiveEvent } from './inbound-events.ts';

// The one entry of every transport (Cloud API webhook job, Baileys, simulator): store the message
// once, keyed by its WhatsApp id, then ask for the conversation to be answered. A redelivery
// stores nothing and enqueues nothing. WhatsApp events (inbound-events.ts) and rejected messages
// are stored the same way and never answered.

/** The status of an inbound message kept but never answered: it could not be read whole. */
export const REJECTED = 'rejected';

/** The webhook tester's sender: DDD 00 does not exist, so it is never a real person or shop. */
export const WEBHOOK_TEST_PHONE = '5500000000000';

/**
 * awaitsTurn: the message asks for an answer (stored now, or stored by an earlier delivery whose
 * turn may not have run yet).
 */
export type Received = { stored: boolean; conversationId: string; messageId?: string; awaitsTurn: boolean };

/**
 * `turn`: 'queue' (default) enqueues the conversation's turn job; 'caller' leaves the turn to the
 * caller, which answers the conversation itself (the webhook job, bot/webhook/webhook-job.ts).
 */
export async function receiveInbound(
  received: InboundMessage,
  options: { turn?: 'queue' | 'caller' } = {},
): Promise<Received> {
  // Every transport's text is what a person typed (a profile name too): PostgreSQL refuses NUL,
  // and a bidi control would garble what admins and shops read.
  const message = cleanInbound(received);
  if (message.type === 'event' && message.event) {
    return { ...(await receiveEvent(message, message.event)), awaitsTurn: false };
  }
  const isRejected = message.type === 'rejected';
  // The tester's message proves the webhook works; nobody is there to answer, and a 'received'
  // row would be picked up by the turn sweeper later.
  const isTest = message.from === WEBHOOK_TEST_PHONE;
  // A reaction (👍 on our message) or a sticker is kept in the thread but asks nothing: any answer
  // would be noise.
  const needsNoAnswer = isTest || message.type === 'reaction' || message.media?.kind === 'sticker';
  const awaitsTurn = !needsNoAnswer && !isRejected;
  const result = await storeInboundMessage(db, {
    phone: message.from,
    contactName: message.contactName,
    waMessageId: message.waMessageId,
    messageType: message.type,
    text: storedText(message),
    at: message.timestamp,
    // A rejected message is kept for the admins, never answered nor read by the agent.
    status: isRejected ? REJECTED : needsNoAnswer ? 'processed' : 'received',
    // Answered like anyone's, but listed apart from the customers in /gestao.
    isTest: isTest || message.isTest === true,
    metadata: {
      transport: message.transport,
      ...(isTest ? { test: true } : {}),
      ...(message.mediaType ? { mediaType: message.mediaType } : {}),
      ...(message.replyId ? { reply_id: message.replyId } : {}),
      ...(message.media ? { media: message.media } : {}),
      ...(message.location ? { location: message.location } : {}),
      ...(isRejected ? { rejected: rejectionOf(message) } : {}),
    },
  });
  if (!result.stored) {
    // A redelivery, or the same message delivered twice at once: whoever stored it enqueues the turn.
    const winner = result.messageId ? undefined : await findInboundByWaId(db, message.waMessageId);
    return {
      stored: false,
      conversationId: winner?.conversation_id ?? result.conversationId,
      messageId: result.messageId ?? winner?.id,
      awaitsTurn,
    };
  }
  const { conversationId, messageId } = result;
  // Rare: only a legacy, hand-typed shop number could be this sender's (inbound-data.ts).
  if (result.shopUnresolved) {
    const shop = await findShopByPhone(db, message.from);
    await setConversationShop(db, conversationId, shop?.id ?? null);
  }
  if (awaitsTurn && options.turn !== 'caller') {
    try {
      await enqueueTurn(getBotRuntime().conversations, conversationId, messageId);
    } catch (error) {
      // A stored message without a turn would never be answered, and a retry would find it
      // stored and skip it: undo the insert so the caller's retry does both again.
      await deleteInboundMessage(db, messageId);
      throw error;
    }
  }
  return { stored: true, conversationId, messageId, awaitsTurn };
}

function rejectionOf(message: InboundMessage): string {
  return message.rejection ?? 'formato inesperado';
}

/**
 * What the thread shows: the text (a button's title), a label with the caption ("[imagem] tem
 * azul?", "[localização] Praça XV"), or why it was rejected.
 */
function storedText(message: InboundMessage): string {
  if (message.type === 'rejected') return rejectedText(rejectionOf(message));
  if (LABELLED.has(message.type))
    return unsupportedText(message.mediaType ?? message.media?.kind, message.text);
  return message.text;
}

const LABELLED: ReadonlySet<InboundMessage['type']> = new Set([
  'media',
  'location',
  'contacts',
  'order',
  'reaction',
  'unsupported',
]);

function cleanInbound(message: InboundMessage): InboundMessage {
  return {
    ...message,
    waMessageId: cleanUserText(message.waMessageId),
    from: cleanUserText(message.from),
    contactName: message.contactName == null ? message.contactName : cleanUserText(message.contactName),
    text: cleanUserText(message.text),
    ...(message.mediaType === undefined ? {} : { mediaType: cleanUserText(message.mediaType) }),
    ...(message.replyId === undefined ? {} : { replyId: cleanUserText(message.replyId) }),
    ...(message.media ? { media: cleanUserJson(message.media) } : {}),
    ...(message.location ? { location: cleanUserJson(message.location) } : {}),
    ...(message.event ? { event: cleanUserJson(message.event) } : {}),
    ...(message.rejection === undefined ? {} : { rejection: cleanUserText(message.rejection) }),
  };
}

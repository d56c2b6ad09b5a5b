import { enqueueTurn } from '#bot/conversation/turn-job.ts';
import { getBotRuntime } from '#bot/runtime.ts';
import { db } from '#prisma/client.ts';
import {
  deleteInboundMessage,
  findInboundByWaId,
  findShopByPhone,
  storeInboundMessage,
} from './inbound-data.ts';
import type { InboundMessage } from './inbound-message.ts';

// The one entry of every transport (Cloud API webhook job, Baileys, simulator): store the message
// once, keyed by its WhatsApp id, then ask for the conversation to be answered. A redelivery
// stores nothing and enqueues nothing.

/** The webhook tester's sender: DDD 00 does not exist, so it is never a real person or shop. */
export const WEBHOOK_TEST_PHONE = '5500000000000';

const MEDIA_LABELS: Record<string, string> = {
  image: 'imagem',
  audio: 'áudio',
  voice: 'áudio',
  video: 'vídeo',
  document: 'documento',
  sticker: 'figurinha',
  location: 'localização',
  contacts: 'contato',
  reaction: 'reação',
  order: 'pedido',
};

/** What the thread shows for a message the bot cannot read: "[imagem]", "[imagem] legenda". */
export function unsupportedText(mediaType: string | undefined, caption: string): string {
  const label = `[${MEDIA_LABELS[mediaType ?? ''] ?? mediaType ?? 'mensagem não suportada'}]`;
  return caption.trim() ? `${label} ${caption.trim()}` : label;
}

export async function receiveInbound(
  message: InboundMessage,
): Promise<{ stored: boolean; conversationId: string; messageId?: string }> {
  const shop = await findShopByPhone(db, message.from);
  const isUnsupported = message.type === 'unsupported';
  // The tester's message proves the webhook works; nobody is there to answer, and a 'received'
  // row would be picked up by the turn sweeper later.
  const isTest = message.from === WEBHOOK_TEST_PHONE;
  // A reaction (👍 on our message) is kept in the thread but asks nothing: answering it with
  // "I only read text" would be noise.
  const needsNoAnswer = isTest || (isUnsupported && message.mediaType === 'reaction');
  const result = await storeInboundMessage(db, {
    phone: message.from,
    contactName: message.contactName,
    lojistaId: shop?.id ?? null,
    waMessageId: message.waMessageId,
    messageType: message.type,
    // PostgreSQL text cannot hold NUL: a message carrying one would fail every retry and be lost.
    text: withoutNul(isUnsupported ? unsupportedText(message.mediaType, message.text) : message.text),
    at: message.timestamp,
    status: needsNoAnswer ? 'processed' : 'received',
    metadata: {
      transport: message.transport,
      ...(isTest ? { test: true } : {}),
      ...(isUnsupported && message.mediaType ? { mediaType: message.mediaType } : {}),
    },
  });
  if (!result.stored) {
    // A redelivery, or the same message delivered twice at once: whoever stored it enqueues the turn.
    const winner = result.messageId ? undefined : await findInboundByWaId(db, message.waMessageId);
    return {
      stored: false,
      conversationId: winner?.conversation_id ?? result.conversationId,
      messageId: result.messageId ?? winner?.id,
    };
  }
  const { conversationId, messageId } = result;
  if (!needsNoAnswer) {
    try {
      await enqueueTurn(getBotRuntime().conversations, conversationId, messageId);
    } catch (error) {
      // A stored message without a turn would never be answered, and a retry would find it
      // stored and skip it: undo the insert so the caller's retry does both again.
      await deleteInboundMessage(db, messageId);
      throw error;
    }
  }
  return { stored: true, conversationId, messageId };
}

function withoutNul(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}

import { deleteConversationsQueuingMedia } from '#api/privacidade/media-deletions-data.ts';
import type { Db } from '#prisma/client.ts';

/**
 * Deletes the conversation with its messages, queuing their stored files for the media purge (a
 * photo a wish still shows stays with the wish); false when it did not exist.
 */
export async function deleteConversation(db: Db, conversationId: string): Promise<boolean> {
  const count = await db.$transaction((tx) => deleteConversationsQueuingMedia(tx, [conversationId]));
  return count > 0;
}

/**
 * The newest conversations first, each with its shop when an inbound message linked one. With
 * `humanFirst` (/gestao's list), those waiting for a person come first (the longest wait first),
 * then the others in human mode.
 */
export function findNewestConversations(
  db: Db,
  limit: number,
  options: { humanFirst?: boolean; isTest?: boolean } = {},
) {
  return db.whatsappConversation.findMany({
    where: options.isTest === undefined ? undefined : { is_test: options.isTest },
    orderBy: options.humanFirst
      ? [
          { human_waiting_since: { sort: 'asc', nulls: 'last' } },
          { human_mode_at: { sort: 'asc', nulls: 'last' } },
          { last_message_at: 'desc' },
        ]
      : { last_message_at: 'desc' },
    take: limit,
    select: {
      id: true,
      phone_number: true,
      contact_name: true,
      last_message_at: true,
      human_mode_at: true,
      human_waiting_since: true,
      is_test: true,
      lojista: { select: { nome_loja: true } },
      // The name the customer gave in their newest wish, for a contact without a profile name.
      desejos: { select: { nome_cliente: true }, orderBy: { created_at: 'desc' }, take: 1 },
    },
  });
}

/**
 * Where the stored file of a received photo or document is (metadata.media.arquivo.key), for a
 * message of this conversation; null when there is none.
 */
export async function findStoredFileKey(
  db: Db,
  conversationId: string,
  messageId: string,
): Promise<string | null> {
  const row = await db.whatsappMessage.findFirst({
    where: { id: messageId, conversation_id: conversationId },
    select: { metadata: true },
  });
  const key = (row?.metadata as { media?: { arquivo?: { key?: unknown } } } | null)?.media?.arquivo?.key;
  return typeof key === 'string' ? key : null;
}

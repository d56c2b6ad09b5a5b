import type { Db, DbClient, Prisma } from '#prisma/client.ts';
import { deleteWishPhotosQueuingMedia } from './media-deletions-data.ts';

// Every Prisma call on a customer's personal data (LGPD): what is stored under a phone number, its
// export, its erasure, and the retention sweep. `phones` are the forms of one number (with and
// without 55 and the ninth digit, see phoneVariants): one person, however it was written.

/** The name an anonymised wish keeps: it stays as demand data (city, category, product). */
export const ANONYMOUS_NAME = 'Anônimo';

export function findConversationsOf(db: DbClient, phones: readonly string[]) {
  return db.whatsappConversation.findMany({
    where: { phone_number: { in: [...phones] } },
    select: {
      id: true,
      phone_number: true,
      contact_name: true,
      lojista_id: true,
      created_at: true,
      last_message_at: true,
      _count: { select: { messages: true } },
    },
    orderBy: { created_at: 'asc' },
  });
}

export function findMessagesOf(db: DbClient, conversationIds: readonly string[]) {
  return db.whatsappMessage.findMany({
    where: { conversation_id: { in: [...conversationIds] } },
    select: {
      conversation_id: true,
      direction: true,
      message_type: true,
      message_text: true,
      status: true,
      timestamp: true,
    },
    orderBy: { timestamp: 'asc' },
  });
}

export function findWishesOf(db: DbClient, phones: readonly string[]) {
  return db.desejo.findMany({
    where: { whatsapp_cliente: { in: [...phones] } },
    select: {
      id: true,
      nome_cliente: true,
      whatsapp_cliente: true,
      produto_desejado: true,
      descricao: true,
      marca: true,
      caracteristicas: true,
      link_produto: true,
      categoria: true,
      subcategoria: true,
      cidade: true,
      estado: true,
      status: true,
      origem: true,
      created_at: true,
      fechado_em: true,
      ofertas: {
        select: {
          valor: true,
          descricao: true,
          status: true,
          created_at: true,
          lojista: { select: { nome_loja: true } },
        },
        orderBy: { created_at: 'asc' },
      },
    },
    orderBy: { created_at: 'asc' },
  });
}

export type StoredWish = Awaited<ReturnType<typeof findWishesOf>>[number];

/** The open wishes of these phones, closed now: shops stop seeing a wish no one can answer. */
export async function closeOpenWishesOf(tx: Prisma.TransactionClient, phones: readonly string[], at: Date) {
  const open = await tx.desejo.findMany({
    where: { whatsapp_cliente: { in: [...phones] }, status: 'aberto' },
    select: { id: true },
  });
  const ids = open.map((row) => row.id);
  if (ids.length > 0) {
    await tx.desejo.updateMany({ where: { id: { in: ids } }, data: { status: 'fechado', fechado_em: at } });
  }
  return ids;
}

/**
 * Name, phone and photos go (a photo may show the customer or their home: shops stop seeing it);
 * product, category, city and dates stay as demand data, and the customer's ratings stay with the
 * shops' averages without the phone (their comments may name the customer: they go too).
 */
export async function anonymiseWishesOf(tx: Prisma.TransactionClient, phones: readonly string[]) {
  await deleteWishPhotosQueuingMedia(tx, phones);
  await tx.avaliacao.updateMany({
    where: { whatsapp_cliente: { in: [...phones] } },
    data: { whatsapp_cliente: '', comentario: null },
  });
  return tx.desejo.updateMany({
    where: { whatsapp_cliente: { in: [...phones] } },
    data: { nome_cliente: ANONYMOUS_NAME, whatsapp_cliente: '', conversation_id: null },
  });
}

/** Whether the conversation still has a turn or a delivery under way (see erase-after-turn.ts). */
export async function hasWorkInFlight(db: Db, conversationIds: readonly string[]): Promise<boolean> {
  const busy = await db.whatsappMessage.findFirst({
    where: {
      conversation_id: { in: [...conversationIds] },
      OR: [
        { direction: 'inbound', status: 'received' },
        { direction: 'outbound', status: { in: ['queued', 'sending'] } },
      ],
    },
    select: { id: true },
  });
  return busy !== null;
}

/** Conversations silent since before the cutoff with no message left. */
export async function deleteEmptyConversationsBefore(db: Db, cutoff: Date): Promise<number> {
  return db.$executeRaw`
    DELETE FROM whatsapp_conversations c
    WHERE c.last_message_at < ${cutoff}
      AND NOT EXISTS (SELECT 1 FROM whatsapp_messages m WHERE m.conversation_id = c.id)`;
}

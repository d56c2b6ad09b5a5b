import { randomUUID } from 'node:crypto';
import { phoneSuffixes, phoneVariants, pickFuzzyPhoneMatch } from '#domain/whatsapp/phone-variants.ts';
import { type Db, Prisma } from '#prisma/client.ts';

// Prisma calls of the inbound side: the shop lookup by phone, the conversation of a sender and the
// inbound whatsapp_messages rows (one per WhatsApp message id).

export type ShopOfPhone = { id: string; nome_loja: string };

/**
 * The shop whose whatsapp_loja is this phone (spec 001 §7): exact variants first (with and without
 * 55, with and without the ninth digit), then the fuzzy step on the last 11, 10 and 9 digits,
 * which only ever picks a single legacy (non-normalized) stored value.
 */
export async function findShopByPhone(db: Db, phone: string): Promise<ShopOfPhone | null> {
  const variants = phoneVariants(phone);
  if (variants.length === 0) return null;
  const shortest = phoneSuffixes(phone).at(-1);
  // The exact variants and the fuzzy step's candidates in one read: most senders are customers,
  // with no shop under any form of their number, and would pay for both queries.
  const rows = await db.lojista.findMany({
    where: {
      OR: [
        { whatsapp_loja: { in: variants } },
        ...(shortest ? [{ whatsapp_loja: { endsWith: shortest } }] : []),
      ],
    },
    select: { id: true, nome_loja: true, whatsapp_loja: true },
    take: 20,
  });
  const exact = rows.filter((row) => variants.includes(row.whatsapp_loja));
  if (exact.length > 0) {
    // The number exactly as WhatsApp wrote it wins over a ninth-digit twin.
    const best = [...exact].sort(
      (a, b) => variants.indexOf(a.whatsapp_loja) - variants.indexOf(b.whatsapp_loja),
    )[0]!;
    return { id: best.id, nome_loja: best.nome_loja };
  }
  if (!shortest) return null;
  const candidates = rows.filter((row) => row.whatsapp_loja.endsWith(shortest));
  const picked = pickFuzzyPhoneMatch(
    phone,
    candidates.map((c) => ({ ...c, phone: c.whatsapp_loja })),
  );
  return picked ? { id: picked.id, nome_loja: picked.nome_loja } : null;
}

export function findInboundByWaId(db: Db, waMessageId: string) {
  return db.whatsappMessage.findUnique({
    where: { wa_message_id: waMessageId },
    select: { id: true, conversation_id: true },
  });
}

/**
 * The sender's conversation, created on first contact. One person is one conversation even when
 * an outbound notification created it under another form of the number (with the ninth digit);
 * the number as given wins when both exist. last_inbound_at and last_message_at only move
 * forward: WhatsApp delivers out of order.
 */
export async function upsertInboundConversation(
  db: Db,
  input: { phone: string; contactName?: string | null; lojistaId: string | null; at: Date },
): Promise<{ id: string }> {
  const variants = phoneVariants(input.phone);
  const name = input.contactName?.trim() || null;
  // The number as given when its conversation exists, else another form of it that has one, else
  // the number as given (a new conversation): chosen inside the insert, one round trip.
  const rows = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO whatsapp_conversations
      (id, phone_number, contact_name, lojista_id, last_inbound_at, last_message_at, created_at, updated_at)
    SELECT
      ${randomUUID()}::uuid,
      COALESCE(
        (SELECT phone_number FROM whatsapp_conversations
          WHERE phone_number IN (${Prisma.join(variants.length > 0 ? variants : [input.phone])})
          ORDER BY phone_number = ${input.phone} DESC LIMIT 1),
        ${input.phone}
      ),
      ${name}, ${input.lojistaId}::uuid, ${input.at}, ${input.at}, now(), now()
    ON CONFLICT (phone_number) DO UPDATE SET
      contact_name = COALESCE(EXCLUDED.contact_name, whatsapp_conversations.contact_name),
      lojista_id = EXCLUDED.lojista_id,
      last_inbound_at = GREATEST(whatsapp_conversations.last_inbound_at, EXCLUDED.last_inbound_at),
      last_message_at = GREATEST(whatsapp_conversations.last_message_at, EXCLUDED.last_message_at),
      updated_at = now()
    RETURNING id::text AS id`;
  const row = rows[0];
  if (!row) throw new Error('conversa não gravada');
  return row;
}

export type InboundRow = {
  conversationId: string;
  waMessageId: string;
  messageType: string;
  text: string;
  at: Date;
  /** received: waiting for a turn; processed: nothing to answer (the webhook tester's message). */
  status: 'received' | 'processed';
  metadata: Record<string, unknown>;
};

/** Inserts the message; null when its WhatsApp id is already stored (a redelivery that raced). */
export async function insertInboundMessage(db: Db, row: InboundRow): Promise<{ id: string } | null> {
  try {
    return await db.whatsappMessage.create({
      data: {
        conversation_id: row.conversationId,
        wa_message_id: row.waMessageId,
        direction: 'inbound',
        message_type: row.messageType,
        message_text: row.text,
        status: row.status,
        timestamp: row.at,
        metadata: row.metadata as Prisma.InputJsonObject,
      },
      select: { id: true },
    });
  } catch (error) {
    // wa_message_id is the only unique column an inbound row fills in.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
    throw error;
  }
}

/** Undoes an insert whose turn could not be enqueued, so the job's retry stores and enqueues it again. */
export async function deleteInboundMessage(db: Db, id: string): Promise<void> {
  await db.whatsappMessage.deleteMany({ where: { id, direction: 'inbound' } });
}

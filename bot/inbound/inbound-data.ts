import { randomUUID } from 'node:crypto';
import { phoneSuffixes, phoneVariants, pickFuzzyPhoneMatch } from '#domain/whatsapp/phone-variants.ts';
import { type Db, type DbClient, Prisma } from '#prisma/client.ts';

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

export type InboundRow = {
  phone: string;
  contactName?: string | null;
  /**
   * The sender's shop. Omitted: found by the statement itself, by the exact forms of the phone
   * (findShopByPhone's first step), saving a read per message; when only the fuzzy step could find
   * one (a legacy stored value ends like this number), the conversation keeps the shop it had and
   * the result asks for that step (`shopUnresolved`).
   */
  lojistaId?: string | null;
  waMessageId: string;
  messageType: string;
  text: string;
  at: Date;
  /**
   * received: waiting for a turn; processed: nothing to answer (the webhook tester's message, an
   * event); rejected: kept for the admins, could not be read whole (receive-or-reject.ts).
   */
  status: 'received' | 'processed' | 'rejected';
  metadata: Record<string, unknown>;
  /** An admin's test: marks the conversation is_test (never unmarks it). */
  isTest?: boolean;
};

/**
 * stored: written now. Otherwise the earlier row of a redelivery (messageId), or null when a racing
 * delivery of the same message stored it after this statement looked.
 */
export type StoredInbound = (
  | { stored: true; messageId: string; conversationId: string }
  | { stored: false; messageId: string | null; conversationId: string }
) & { shopUnresolved: boolean };

/**
 * Stores an inbound message once per WhatsApp id, in the sender's conversation (created on first
 * contact), in one statement: a webhook message is the hottest write there is.
 * One person is one conversation even when an outbound notification created it under another
 * form of the number (with the ninth digit); the number as given wins when both exist.
 * last_inbound_at and last_message_at only move forward: WhatsApp delivers out of order. A
 * redelivery writes nothing.
 */
export async function storeInboundMessage(db: DbClient, row: InboundRow): Promise<StoredInbound> {
  const variants = phoneVariants(row.phone);
  const forms = variants.length > 0 ? variants : [row.phone];
  const name = row.contactName?.trim() || null;
  const shortest = phoneSuffixes(row.phone).at(-1);
  const shop =
    row.lojistaId !== undefined
      ? Prisma.sql`SELECT ${row.lojistaId}::uuid AS id, false AS unresolved`
      : Prisma.sql`SELECT exact.id, exact.id IS NULL AND ${shortest !== undefined} AND EXISTS (
          SELECT 1 FROM lojistas WHERE whatsapp_loja LIKE ${`%${shortest ?? ''}`}) AS unresolved
        FROM (SELECT (SELECT id FROM lojistas WHERE whatsapp_loja = ANY(${forms}::text[])
          ORDER BY array_position(${forms}::text[], whatsapp_loja) LIMIT 1) AS id) exact`;
  const rows = await db.$queryRaw<
    { message_id: string | null; conversation_id: string; stored: boolean; shop_unresolved: boolean }[]
  >`
    WITH existing AS (
      SELECT id, conversation_id FROM whatsapp_messages WHERE wa_message_id = ${row.waMessageId}
    ), shop AS (${shop}
    ), conversation AS (
      INSERT INTO whatsapp_conversations
        (id, phone_number, contact_name, lojista_id, last_inbound_at, last_message_at, is_test,
         created_at, updated_at)
      SELECT
        ${randomUUID()}::uuid,
        COALESCE(
          (SELECT phone_number FROM whatsapp_conversations
            WHERE phone_number IN (${Prisma.join(forms)})
            ORDER BY phone_number = ${row.phone} DESC LIMIT 1),
          ${row.phone}
        ),
        ${name}, shop.id, ${row.at}, ${row.at}, ${row.isTest === true}, now(), now()
      FROM shop
      WHERE NOT EXISTS (SELECT 1 FROM existing)
      ON CONFLICT (phone_number) DO UPDATE SET
        contact_name = COALESCE(EXCLUDED.contact_name, whatsapp_conversations.contact_name),
        lojista_id = CASE WHEN (SELECT unresolved FROM shop) THEN whatsapp_conversations.lojista_id
          ELSE EXCLUDED.lojista_id END,
        last_inbound_at = GREATEST(whatsapp_conversations.last_inbound_at, EXCLUDED.last_inbound_at),
        last_message_at = GREATEST(whatsapp_conversations.last_message_at, EXCLUDED.last_message_at),
        is_test = whatsapp_conversations.is_test OR EXCLUDED.is_test,
        updated_at = now()
      RETURNING id
    ), inserted AS (
      INSERT INTO whatsapp_messages
        (id, conversation_id, wa_message_id, direction, message_type, message_text, status, "timestamp",
         metadata, created_at, updated_at)
      SELECT ${randomUUID()}::uuid, conversation.id, ${row.waMessageId}, 'inbound', ${row.messageType},
        ${row.text}, ${row.status}, ${row.at}, ${JSON.stringify(row.metadata)}::jsonb, now(), now()
      FROM conversation
      ON CONFLICT (wa_message_id) DO NOTHING
      RETURNING id, conversation_id
    )
    SELECT id::text AS message_id, conversation_id::text AS conversation_id, true AS stored,
      (SELECT unresolved FROM shop) AS shop_unresolved FROM inserted
    UNION ALL
    SELECT id::text, conversation_id::text, false, false FROM existing
    UNION ALL
    SELECT NULL, id::text, false, (SELECT unresolved FROM shop) FROM conversation
    WHERE NOT EXISTS (SELECT 1 FROM inserted)`;
  const first = rows[0];
  if (!first) throw new Error('mensagem recebida não gravada');
  const conversationId = first.conversation_id;
  const shopUnresolved = first.shop_unresolved === true;
  return first.stored && first.message_id
    ? { stored: true, messageId: first.message_id, conversationId, shopUnresolved }
    : { stored: false, messageId: first.message_id, conversationId, shopUnresolved };
}

/** The fuzzy step's answer for a conversation whose store left its shop unresolved. */
export async function setConversationShop(db: Db, conversationId: string, lojistaId: string | null) {
  await db.whatsappConversation.update({ where: { id: conversationId }, data: { lojista_id: lojistaId } });
}

/** Undoes an insert whose turn could not be enqueued, so the job's retry stores and enqueues it again. */
export async function deleteInboundMessage(db: Db, id: string): Promise<void> {
  await db.whatsappMessage.deleteMany({ where: { id, direction: 'inbound' } });
}

/** What an edit or a delete leaves on the message it is about (metadata.edits, metadata.revoked_at). */
export type OriginalMark = { edit: { text: string; at: string } } | { revokedAt: string };

/**
 * Marks the original of an edit or a delete, in the same conversation only: a person edits their
 * own messages, and a wamid from another thread is never touched. Nothing when the original is not
 * stored (sent before this installation, or cleared).
 */
export async function annotateOriginalMessage(
  tx: Prisma.TransactionClient,
  options: { conversationId: string; waMessageId: string; mark: OriginalMark },
): Promise<void> {
  const { conversationId, waMessageId, mark } = options;
  const patch =
    'edit' in mark
      ? Prisma.sql`jsonb_build_object('edits',
          COALESCE(metadata->'edits', '[]'::jsonb) || jsonb_build_array(${JSON.stringify(mark.edit)}::jsonb))`
      : Prisma.sql`jsonb_build_object('revoked_at', ${mark.revokedAt}::text)`;
  await tx.$executeRaw`
    UPDATE whatsapp_messages SET metadata = COALESCE(metadata, '{}'::jsonb) || ${patch}, updated_at = now()
    WHERE wa_message_id = ${waMessageId} AND conversation_id = ${conversationId}::uuid`;
}

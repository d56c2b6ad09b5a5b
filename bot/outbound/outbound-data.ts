import type { Db } from '#prisma/client.ts';

// Prisma calls of the outbound side: outbound notifications are whatsapp_messages rows keyed by
// their idempotency key.

export type OutboundRecord = {
  to: string;
  text: string;
  idempotencyKey: string;
  status: string;
  waMessageId?: string | null;
  metadata: Record<string, unknown>;
  at: Date;
};

/** The message already sent under this key, if any. */
export function findOutboundByKey(db: Db, idempotencyKey: string) {
  return db.whatsappMessage.findUnique({
    where: { idempotency_key: idempotencyKey },
    select: { id: true, status: true, wa_message_id: true },
  });
}

/**
 * Stores an outbound message in the recipient's conversation (created on first contact). A second
 * call with the same key returns the first row: the unique key makes the write idempotent.
 */
export async function recordOutbound(db: Db, record: OutboundRecord): Promise<{ id: string }> {
  const existing = await findOutboundByKey(db, record.idempotencyKey);
  if (existing) return { id: existing.id };
  const conversation = await db.whatsappConversation.upsert({
    where: { phone_number: record.to },
    create: { phone_number: record.to, last_message_at: record.at },
    update: { last_message_at: record.at },
    select: { id: true },
  });
  try {
    return await db.whatsappMessage.create({
      data: {
        conversation_id: conversation.id,
        direction: 'outbound',
        message_type: 'template',
        message_text: record.text,
        status: record.status,
        wa_message_id: record.waMessageId ?? null,
        idempotency_key: record.idempotencyKey,
        timestamp: record.at,
        metadata: record.metadata as object,
      },
      select: { id: true },
    });
  } catch (error) {
    // Two attempts raced on the same key: the other one stored it.
    const raced = await findOutboundByKey(db, record.idempotencyKey);
    if (raced) return { id: raced.id };
    throw error;
  }
}

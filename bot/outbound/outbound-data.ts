import type { ToolCallRecord } from '#agent/types.ts';
import type { Db } from '#prisma/client.ts';

// Prisma calls of the outbound side. Every message the bot sends is a whatsapp_messages row,
// stored before it is delivered and keyed by its idempotency key; its status walks
// queued → sending → sent (→ delivered → read), or failed, or simulado.

export type OutboundRecord = {
  to: string;
  text: string;
  idempotencyKey: string;
  messageType: 'text' | 'template';
  status: string;
  toolCalls?: ToolCallRecord[];
  metadata: Record<string, unknown>;
  at: Date;
};

export type StoredOutbound = { id: string; status: string | null; wa_message_id: string | null };

const storedFields = { id: true, status: true, wa_message_id: true } as const;

/** The message already stored under this key, if any. */
export function findOutboundByKey(db: Db, idempotencyKey: string): Promise<StoredOutbound | null> {
  return db.whatsappMessage.findUnique({ where: { idempotency_key: idempotencyKey }, select: storedFields });
}

/**
 * Stores an outbound message in the recipient's conversation (created on first contact). A second
 * call with the same key returns the first row (`created: false`): the unique key makes it idempotent.
 */
export async function recordOutbound(
  db: Db,
  record: OutboundRecord,
): Promise<StoredOutbound & { created: boolean }> {
  const existing = await findOutboundByKey(db, record.idempotencyKey);
  if (existing) return { ...existing, created: false };
  const conversation = await db.whatsappConversation.upsert({
    where: { phone_number: record.to },
    create: { phone_number: record.to, last_message_at: record.at },
    update: { last_message_at: record.at },
    select: { id: true },
  });
  try {
    const row = await db.whatsappMessage.create({
      data: {
        conversation_id: conversation.id,
        direction: 'outbound',
        message_type: record.messageType,
        message_text: record.text,
        status: record.status,
        idempotency_key: record.idempotencyKey,
        timestamp: record.at,
        ...(record.toolCalls ? { tool_calls: record.toolCalls as object[] } : {}),
        metadata: record.metadata as object,
      },
      select: storedFields,
    });
    return { ...row, created: true };
  } catch (error) {
    // Two attempts raced on the same key: the other one stored it.
    const raced = await findOutboundByKey(db, record.idempotencyKey);
    if (raced) return { ...raced, created: false };
    throw error;
  }
}

/** What a delivery attempt needs: the row, its recipient and the start of the 24-hour window. */
export function findOutboundForDelivery(db: Db, id: string) {
  return db.whatsappMessage.findUnique({
    where: { id },
    select: {
      id: true,
      direction: true,
      status: true,
      message_type: true,
      message_text: true,
      idempotency_key: true,
      metadata: true,
      conversation: { select: { phone_number: true, last_inbound_at: true } },
    },
  });
}

/**
 * queued → sending, or takes over a 'sending' row untouched since `staleBefore` (its worker died
 * mid-send). Exactly one of two racing attempts gets true.
 */
export async function claimOutbound(db: Db, id: string, staleBefore: Date): Promise<boolean> {
  const { count } = await db.whatsappMessage.updateMany({
    where: {
      id,
      direction: 'outbound',
      OR: [{ status: 'queued' }, { status: 'sending', updated_at: { lt: staleBefore } }],
    },
    data: { status: 'sending' },
  });
  return count === 1;
}

/** The outcome of a claimed attempt: sent/simulado with the transport's id, queued or failed. */
export async function settleOutbound(
  db: Db,
  id: string,
  outcome: {
    status: string;
    waMessageId?: string;
    error?: string | null;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  await db.whatsappMessage.update({
    where: { id },
    data: {
      status: outcome.status,
      error: outcome.error ?? null,
      ...(outcome.metadata ? { metadata: outcome.metadata as object } : {}),
      ...(outcome.waMessageId ? { wa_message_id: outcome.waMessageId } : {}),
    },
  });
}

/**
 * Sets the status of the outbound message with this wamid when its current status is one of
 * `from`; returns whether a row changed, and whether one exists at all.
 */
export async function updateStatusByWaId(
  db: Db,
  waMessageId: string,
  change: { status: string; error?: string; from: readonly string[] | 'any' },
): Promise<{ updated: boolean; exists: boolean }> {
  const { count } = await db.whatsappMessage.updateMany({
    where: {
      wa_message_id: waMessageId,
      direction: 'outbound',
      ...(change.from === 'any' ? {} : { status: { in: [...change.from] } }),
    },
    data: { status: change.status, ...(change.error !== undefined ? { error: change.error } : {}) },
  });
  if (count > 0) return { updated: true, exists: true };
  const row = await db.whatsappMessage.findUnique({
    where: { wa_message_id: waMessageId },
    select: { id: true },
  });
  return { updated: false, exists: row !== null };
}

import { randomUUID } from 'node:crypto';
import { PROCESSED, RECEIVED } from '#domain/whatsapp/inbound-status.ts';
import type { ToolCallRecord } from '#domain/whatsapp/tool-call-record.ts';
import { createBatchWriter } from '#platform/batch-writer.ts';
import { type Db, Prisma } from '#prisma/client.ts';

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
  /** sealed-content.ts: the encrypted real content of a message stored masked. */
  sealed?: string;
  at: Date;
  /** Inbound messages this reply answers: 'received' → 'processed' in the same statement. */
  answers?: readonly string[];
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
 * One statement: the key's lookup, the conversation's upsert and the insert (each skipped when the
 * key is already stored), and the answered inbound messages marked processed (a reply stored
 * before, by a turn that crashed, answers them just the same). A created row comes with what its delivery needs, so it is not read back.
 */
export async function recordOutbound(
  db: Db,
  record: OutboundRecord,
): Promise<StoredOutbound & { created: boolean; delivery?: OutboundForDelivery }> {
  const rows = await db.$queryRaw<(StoredOutbound & { created: boolean; last_inbound_at: Date | null })[]>`
    WITH existing AS (
      SELECT id, status, wa_message_id FROM whatsapp_messages WHERE idempotency_key = ${record.idempotencyKey}
    ), conversation AS (
      INSERT INTO whatsapp_conversations (id, phone_number, last_message_at, created_at, updated_at)
      SELECT ${randomUUID()}::uuid, ${record.to}, ${record.at}, now(), now()
      WHERE NOT EXISTS (SELECT 1 FROM existing)
      ON CONFLICT (phone_number) DO UPDATE SET last_message_at = EXCLUDED.last_message_at, updated_at = now()
      RETURNING id, last_inbound_at
    ), inserted AS (
      INSERT INTO whatsapp_messages
        (id, conversation_id, direction, message_type, message_text, status, idempotency_key, "timestamp",
         tool_calls, metadata, conteudo_sigiloso, created_at, updated_at)
      SELECT ${randomUUID()}::uuid, conversation.id, 'outbound', ${record.messageType}, ${record.text},
        ${record.status}, ${record.idempotencyKey}, ${record.at},
        ${record.toolCalls ? JSON.stringify(record.toolCalls) : null}::jsonb, ${JSON.stringify(record.metadata)}::jsonb,
        ${record.sealed ?? null}, now(), now()
      FROM conversation
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, status, wa_message_id
    ), answered AS (
      UPDATE whatsapp_messages SET status = ${PROCESSED}, updated_at = now()
      WHERE id = ANY(${record.answers ?? []}::uuid[]) AND direction = 'inbound' AND status = ${RECEIVED}
    )
    SELECT inserted.id::text AS id, inserted.status, inserted.wa_message_id, true AS created,
      (SELECT last_inbound_at FROM conversation) AS last_inbound_at
    FROM inserted
    UNION ALL
    SELECT existing.id::text, existing.status, existing.wa_message_id, false, NULL FROM existing`;
  const row = rows[0];
  if (!row) {
    // Two attempts raced on the same key: the other one stored it.
    const raced = await findOutboundByKey(db, record.idempotencyKey);
    if (raced) return { ...raced, created: false };
    throw new Error('mensagem não gravada');
  }
  const stored = { id: row.id, status: row.status, wa_message_id: row.wa_message_id };
  if (!row.created) return { ...stored, created: false };
  return {
    ...stored,
    created: true,
    delivery: {
      id: row.id,
      direction: 'outbound',
      status: row.status,
      message_type: record.messageType,
      message_text: record.text,
      idempotency_key: record.idempotencyKey,
      metadata: record.metadata as Prisma.JsonValue,
      conteudo_sigiloso: record.sealed ?? null,
      conversation: { phone_number: record.to, last_inbound_at: row.last_inbound_at },
    },
  };
}

export type OutboundForDelivery = NonNullable<Awaited<ReturnType<typeof findOutboundForDelivery>>>;

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
      conteudo_sigiloso: true,
      conversation: { select: { phone_number: true, last_inbound_at: true } },
    },
  });
}

/**
 * queued → sending, or takes over a 'sending' row untouched since `staleBefore` (its lease ran
 * out: its worker died mid-send). Exactly one of two racing attempts gets true.
 */
export async function claimOutbound(db: Db, id: string, staleBefore: Date): Promise<boolean> {
  const { count } = await db.whatsappMessage.updateMany({
    where: {
      id,
      direction: 'outbound',
      OR: [{ status: 'queued' }, { status: 'sending', updated_at: { lt: staleBefore } }],
    },
    // The lease of this attempt starts now (explicit: the sweeper reads it).
    data: { status: 'sending', updated_at: new Date() },
  });
  return count === 1;
}

export type OutboundOutcome = {
  status: string;
  waMessageId?: string;
  error?: string | null;
  metadata?: Record<string, unknown>;
};

type Settle = { id: string; outcome: OutboundOutcome };

// Every reply and notification ends with a settle: those finishing together share one statement
// (bench/pipeline), one per row at most.
const settlers = new WeakMap<Db, (settle: Settle) => Promise<boolean>>();

function settlerFor(db: Db) {
  let settler = settlers.get(db);
  if (!settler) {
    settler = createBatchWriter(
      async (settles: Settle[]) => {
        const rows = settles.map(
          ({
            id,
            outcome,
          }) => Prisma.sql`(${id}::uuid, ${outcome.status}::text, ${outcome.error ?? null}::text,
            ${outcome.metadata ? JSON.stringify(outcome.metadata) : null}::jsonb, ${outcome.waMessageId ?? null}::text)`,
        );
        const changed = await db.$queryRaw<{ id: string }[]>`
          UPDATE whatsapp_messages m SET
            status = v.status,
            error = v.error,
            metadata = COALESCE(v.metadata, m.metadata),
            wa_message_id = COALESCE(v.wa_message_id, m.wa_message_id),
            conteudo_sigiloso = CASE WHEN v.status IN ('queued', 'sending') THEN m.conteudo_sigiloso END,
            updated_at = now()
          FROM (VALUES ${Prisma.join(rows)}) AS v(id, status, error, metadata, wa_message_id)
          WHERE m.id = v.id AND m.status IN ('queued', 'sending')
          RETURNING m.id::text AS id`;
        const ids = new Set(changed.map((row) => row.id));
        return settles.map((settle) => ids.has(settle.id));
      },
      { key: (settle) => settle.id },
    );
    settlers.set(db, settler);
  }
  return settler;
}

/**
 * The outcome of a claimed attempt: sent/simulado with the transport's id, queued, failed, or
 * still sending (its lease starts again). Every reply and notification ends here. Only a pending
 * row changes: one a status callback already settled keeps what Meta said, and one deleted
 * meanwhile (a cleared conversation) stays deleted. A final status erases the sealed content
 * (sealed-content.ts): nothing will send it again. True when the row changed.
 */
export function settleOutbound(db: Db, id: string, outcome: OutboundOutcome): Promise<boolean> {
  return settlerFor(db)({ id, outcome });
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
    data: {
      status: change.status,
      // A status from Meta is final for the sealed content: the message left (or never will).
      conteudo_sigiloso: null,
      ...(change.error !== undefined ? { error: change.error } : {}),
    },
  });
  if (count > 0) return { updated: true, exists: true };
  const row = await db.whatsappMessage.findUnique({
    where: { wa_message_id: waMessageId },
    select: { id: true },
  });
  return { updated: false, exists: row !== null };
}

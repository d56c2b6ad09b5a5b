import type { HistoryMessage } from '#agent/types.ts';
import { type Db, Prisma } from '#prisma/client.ts';

// Prisma calls of the conversation pipeline. Inbound rows wait with status 'received' until a
// turn answers them, then become 'processed'.

export const RECEIVED = 'received';
export const PROCESSED = 'processed';

export type PendingMessage = {
  id: string;
  text: string;
  type: string;
  at: Date;
  /** Which transport brought it (metadata.transport): a simulator message is answered there. */
  transport: string | null;
};

export type PendingTurn = {
  id: string;
  phone: string;
  contactName: string | null;
  agentState: unknown;
  lojista: { id: string; nomeLoja: string } | null;
  /** The inbound messages still waiting, oldest first (WhatsApp's time, then arrival). */
  pending: PendingMessage[];
};

function transportOf(metadata: unknown): string | null {
  const value = (metadata as { transport?: unknown } | null)?.transport;
  return typeof value === 'string' ? value : null;
}

/** The conversation with its waiting messages, in one read; null when it no longer exists. */
export async function loadPendingTurn(db: Db, conversationId: string): Promise<PendingTurn | null> {
  // Two queries side by side: a nested select of the shop would be a third, run after the first.
  const [rows, messages] = await Promise.all([
    db.$queryRaw<
      {
        id: string;
        phone_number: string;
        contact_name: string | null;
        agent_state: string | null;
        lojista_id: string | null;
        nome_loja: string | null;
      }[]
    >`
      SELECT c.id::text AS id, c.phone_number, c.contact_name, c.agent_state::text AS agent_state,
        l.id::text AS lojista_id, l.nome_loja
      FROM whatsapp_conversations c LEFT JOIN lojistas l ON l.id = c.lojista_id
      WHERE c.id = ${conversationId}::uuid`,
    db.whatsappMessage.findMany({
      where: { conversation_id: conversationId, direction: 'inbound', status: RECEIVED },
      orderBy: [{ timestamp: 'asc' }, { created_at: 'asc' }, { id: 'asc' }],
      select: { id: true, message_text: true, message_type: true, timestamp: true, metadata: true },
    }),
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    phone: row.phone_number,
    contactName: row.contact_name,
    agentState: row.agent_state === null ? null : JSON.parse(row.agent_state),
    lojista: row.lojista_id ? { id: row.lojista_id, nomeLoja: row.nome_loja ?? '' } : null,
    pending: messages.map((m) => ({
      id: m.id,
      text: m.message_text ?? '',
      type: m.message_type,
      at: m.timestamp,
      transport: transportOf(m.metadata),
    })),
  };
}

/**
 * The agent's memory: the newest `limit` messages already part of the thread (answered inbound,
 * outbound that did not fail), oldest first. Messages without text (media) say nothing to it.
 */
export async function loadHistory(db: Db, conversationId: string, limit: number): Promise<HistoryMessage[]> {
  if (limit <= 0) return [];
  const rows = await db.whatsappMessage.findMany({
    where: {
      conversation_id: conversationId,
      message_text: { not: '' },
      OR: [
        { direction: 'inbound', status: PROCESSED },
        { direction: 'outbound', OR: [{ status: null }, { status: { not: 'failed' } }] },
      ],
    },
    orderBy: [{ timestamp: 'desc' }, { created_at: 'desc' }],
    take: limit,
    select: { direction: true, message_text: true, timestamp: true },
  });
  return rows
    .filter((row) => row.message_text !== null)
    .reverse()
    .map((row) => ({ direction: row.direction, text: row.message_text ?? '', at: row.timestamp }));
}

/** The reply already stored for a batch (a turn re-run after a crash must not answer twice). */
export function findReplyByKey(db: Db, idempotencyKey: string) {
  return db.whatsappMessage.findUnique({ where: { idempotency_key: idempotencyKey }, select: { id: true } });
}

/** null clears the saved state (Prisma needs DbNull for a SQL NULL in a Json column). */
export async function saveAgentState(db: Db, conversationId: string, state: unknown): Promise<void> {
  await db.whatsappConversation.update({
    where: { id: conversationId },
    data: { agent_state: state === null ? Prisma.DbNull : (state as Prisma.InputJsonValue) },
  });
}

export async function markProcessed(db: Db, messageIds: string[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db.whatsappMessage.updateMany({
    where: { id: { in: messageIds }, status: RECEIVED },
    data: { status: PROCESSED },
  });
}

export async function hasPendingInbound(db: Db, conversationId: string): Promise<boolean> {
  const row = await db.whatsappMessage.findFirst({
    where: { conversation_id: conversationId, direction: 'inbound', status: RECEIVED },
    select: { id: true },
  });
  return row !== null;
}

/**
 * Conversations with a message received in [since, before) and still waiting: their turn was lost
 * (a crash, a process restart with the in-memory queue, retries exhausted). The newest waiting
 * message of each, for a re-enqueue keyed by it.
 */
export async function listStalledConversations(
  db: Db,
  window: { since: Date; before: Date },
): Promise<{ conversationId: string; messageId: string }[]> {
  const rows = await db.whatsappMessage.findMany({
    where: {
      direction: 'inbound',
      status: RECEIVED,
      created_at: { gte: window.since, lt: window.before },
    },
    orderBy: { created_at: 'desc' },
    distinct: ['conversation_id'],
    take: 500,
    select: { id: true, conversation_id: true },
  });
  return rows.map((row) => ({ conversationId: row.conversation_id, messageId: row.id }));
}

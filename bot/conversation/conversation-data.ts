import type { HistoryMessage } from '#agent/types.ts';
import { PROCESSED, RECEIVED } from '#domain/whatsapp/inbound-status.ts';
import { type Db, Prisma } from '#prisma/client.ts';

// Prisma calls of the conversation pipeline. Inbound rows wait with status 'received' until a
// turn answers them, then become 'processed' (by the statement storing the reply, or markProcessed).

export type PendingMessage = {
  id: string;
  text: string;
  type: string;
  at: Date;
  /** Which transport brought it (metadata.transport): a simulator message is answered there. */
  transport: string | null;
  /** The stored metadata: reply_id, media, location... (bot/inbound/receive.ts). */
  metadata: Record<string, unknown>;
};

export type PendingTurn = {
  id: string;
  phone: string;
  contactName: string | null;
  agentState: unknown;
  lojista: { id: string; nomeLoja: string } | null;
  /** Human mode (a person answers, the bot stays quiet): since when and who asked; null: the bot. */
  humanMode: { since: Date; by: string } | null;
  /** The inbound messages still waiting, oldest first (WhatsApp's time, then arrival). */
  pending: PendingMessage[];
  /** The agent's memory, oldest first, up to the limit asked for. */
  history: HistoryMessage[];
  /** The reply of this batch (keyed by its newest message) is stored: a turn that crashed after it. */
  replyStored: boolean;
};

type TurnRow = {
  id: string;
  phone_number: string;
  contact_name: string | null;
  agent_state: string | null;
  lojista_id: string | null;
  nome_loja: string | null;
  human_mode_at: Date | null;
  human_mode_by: string | null;
  reply_stored: boolean;
  kind: 'pending' | 'history' | null;
  message_id: string | null;
  direction: 'inbound' | 'outbound' | null;
  message_text: string | null;
  message_type: string | null;
  at: Date | null;
  transport: string | null;
  metadata: Record<string, unknown> | null;
  author: string | null;
};

/**
 * Everything a turn reads of the database but the configuration, in one statement (a turn is the
 * hottest read there is): the conversation with its shop, the inbound messages still waiting
 * (oldest first: WhatsApp's time, then arrival), the newest `historyLimit` messages already part
 * of the thread (answered inbound, outbound that did not fail; media without text say nothing to
 * the agent), oldest first, and whether the reply of this batch is stored already. null when the
 * conversation no longer exists.
 */
export async function loadPendingTurn(
  db: Db,
  conversationId: string,
  historyLimit: number,
): Promise<PendingTurn | null> {
  const rows = await db.$queryRaw<TurnRow[]>`
    WITH pending AS (
      SELECT id, direction, message_text, message_type, "timestamp", created_at,
        metadata->>'transport' AS transport, metadata, NULL AS author
      FROM whatsapp_messages
      WHERE conversation_id = ${conversationId}::uuid AND direction = 'inbound' AND status = ${RECEIVED}
    ), history AS (
      SELECT id, direction, message_text, message_type, "timestamp", created_at, NULL AS transport,
        NULL::jsonb AS metadata, metadata->'autor'->>'nome' AS author
      FROM whatsapp_messages
      WHERE conversation_id = ${conversationId}::uuid AND message_text <> ''
        AND ((direction = 'inbound' AND status = ${PROCESSED})
          OR (direction = 'outbound' AND (status IS NULL OR status <> 'failed')))
      ORDER BY "timestamp" DESC, created_at DESC
      LIMIT ${Math.max(0, historyLimit)}
    ), messages AS (
      SELECT 'pending' AS kind, * FROM pending UNION ALL SELECT 'history', * FROM history
    )
    SELECT c.id::text AS id, c.phone_number, c.contact_name, c.agent_state::text AS agent_state,
      l.id::text AS lojista_id, l.nome_loja, c.human_mode_at, c.human_mode_by,
      EXISTS (
        SELECT 1 FROM whatsapp_messages
        WHERE idempotency_key = 'reply:' || (
          SELECT id::text FROM pending ORDER BY "timestamp" DESC, created_at DESC, id DESC LIMIT 1)
      ) AS reply_stored,
      m.kind, m.id::text AS message_id, m.direction::text AS direction, m.message_text, m.message_type,
      m."timestamp" AS at, m.transport, m.metadata, m.author
    FROM whatsapp_conversations c
      LEFT JOIN lojistas l ON l.id = c.lojista_id
      LEFT JOIN messages m ON true
    WHERE c.id = ${conversationId}::uuid
    ORDER BY m.kind, m."timestamp", m.created_at, m.id`;
  const row = rows[0];
  if (!row) return null;
  const pending: PendingMessage[] = [];
  const history: HistoryMessage[] = [];
  for (const m of rows) {
    if (m.kind === 'pending') {
      pending.push({
        id: m.message_id!,
        text: m.message_text ?? '',
        type: m.message_type ?? 'text',
        at: m.at!,
        transport: m.transport,
        metadata: m.metadata ?? {},
      });
    } else if (m.kind === 'history') {
      history.push({
        direction: m.direction!,
        text: m.message_text ?? '',
        at: m.at!,
        ...(m.author ? { author: m.author } : {}),
      });
    }
  }
  return {
    id: row.id,
    phone: row.phone_number,
    contactName: row.contact_name,
    agentState: row.agent_state === null ? null : JSON.parse(row.agent_state),
    lojista: row.lojista_id ? { id: row.lojista_id, nomeLoja: row.nome_loja ?? '' } : null,
    humanMode: row.human_mode_at ? { since: row.human_mode_at, by: row.human_mode_by ?? 'admin' } : null,
    pending,
    history,
    replyStored: row.reply_stored,
  };
}

/** null clears the saved state (Prisma needs DbNull for a SQL NULL in a Json column). */
export async function saveAgentState(db: Db, conversationId: string, state: unknown): Promise<void> {
  await db.whatsappConversation.update({
    where: { id: conversationId },
    data: { agent_state: state === null ? Prisma.DbNull : (state as Prisma.InputJsonValue) },
  });
}

export async function markProcessed(db: Db, messageIds: readonly string[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db.$executeRaw`
    UPDATE whatsapp_messages SET status = ${PROCESSED}, updated_at = now()
    WHERE id IN (${Prisma.join(messageIds.map((id) => Prisma.sql`${id}::uuid`))}) AND status = ${RECEIVED}`;
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

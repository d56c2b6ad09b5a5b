import type { HumanModeBy } from '#domain/atendimento/human-mode.ts';
import type { Db } from '#prisma/client.ts';

// Prisma calls of human mode. Every write is one conditional statement, so a job retried after a
// crash (a turn, the sweep) or two admins clicking at once land on the same state.

export type HumanModeRow = {
  human_mode_at: Date | null;
  human_mode_by: string | null;
  human_waiting_since: Date | null;
};

/**
 * Puts the conversation in human mode, or keeps the episode already running (its start and who
 * asked stay: the notice is keyed by them). A contact asking waits from `at`; an admin taking the
 * conversation leaves nobody waiting. null when the conversation does not exist.
 */
export async function enterHumanMode(
  db: Db,
  options: { conversationId: string; by: HumanModeBy; at: Date },
): Promise<{ since: Date; by: HumanModeBy } | null> {
  const waiting = options.by === 'admin' ? null : options.at;
  const rows = await db.$queryRaw<{ human_mode_at: Date; human_mode_by: HumanModeBy }[]>`
    UPDATE whatsapp_conversations SET
      human_mode_at = COALESCE(human_mode_at, ${options.at}),
      human_mode_by = CASE WHEN human_mode_at IS NULL THEN ${options.by} ELSE human_mode_by END,
      human_waiting_since = CASE WHEN human_mode_at IS NULL THEN ${waiting}::timestamptz
        ELSE human_waiting_since END,
      updated_at = now()
    WHERE id = ${options.conversationId}::uuid
    RETURNING human_mode_at, human_mode_by`;
  const row = rows[0];
  return row ? { since: row.human_mode_at, by: row.human_mode_by } : null;
}

/** Back to the bot; false when the conversation was not in human mode (a second click, a rerun). */
export async function leaveHumanMode(db: Db, conversationId: string): Promise<boolean> {
  const count = await db.$executeRaw`
    UPDATE whatsapp_conversations SET human_mode_at = NULL, human_mode_by = NULL,
      human_waiting_since = NULL, human_last_admin_at = NULL, updated_at = now()
    WHERE id = ${conversationId}::uuid AND human_mode_at IS NOT NULL`;
  return count > 0;
}

/** A message arrived in human mode: the contact waits from then, unless already waiting. */
export async function markContactWaiting(db: Db, conversationId: string, at: Date): Promise<void> {
  await db.$executeRaw`
    UPDATE whatsapp_conversations SET human_waiting_since = COALESCE(human_waiting_since, ${at})
    WHERE id = ${conversationId}::uuid AND human_mode_at IS NOT NULL`;
}

/** An admin answered: nobody waits, and the timeout counts from now. */
export async function markAdminAnswered(db: Db, conversationId: string, at: Date): Promise<void> {
  await db.$executeRaw`
    UPDATE whatsapp_conversations SET human_waiting_since = NULL, human_last_admin_at = ${at},
      updated_at = now()
    WHERE id = ${conversationId}::uuid AND human_mode_at IS NOT NULL`;
}

/** Ends every human mode whose last admin message (or start, when none) is older than `cutoff`. */
export async function endStaleHumanModes(db: Db, cutoff: Date): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE whatsapp_conversations SET human_mode_at = NULL, human_mode_by = NULL,
      human_waiting_since = NULL, human_last_admin_at = NULL, updated_at = now()
    WHERE human_mode_at IS NOT NULL AND COALESCE(human_last_admin_at, human_mode_at) < ${cutoff}
    RETURNING id::text AS id`;
  return rows.map((row) => row.id);
}

export async function countHumanQueue(
  db: Db,
): Promise<{ waiting: number; oldest: Date | null; inHumanMode: number }> {
  const rows = await db.$queryRaw<{ waiting: bigint; oldest: Date | null; in_human_mode: bigint }[]>`
    SELECT count(human_waiting_since) AS waiting, min(human_waiting_since) AS oldest,
      count(*) AS in_human_mode
    FROM whatsapp_conversations WHERE human_mode_at IS NOT NULL`;
  const row = rows[0];
  return {
    waiting: Number(row?.waiting ?? 0),
    oldest: row?.oldest ?? null,
    inHumanMode: Number(row?.in_human_mode ?? 0),
  };
}

/** What an admin's reply needs: the number, the window, whether the thread is the simulator's. */
export async function findReplyTarget(db: Db, conversationId: string) {
  const conversation = await db.whatsappConversation.findUnique({
    where: { id: conversationId },
    select: {
      id: true,
      phone_number: true,
      last_inbound_at: true,
      human_mode_at: true,
      human_mode_by: true,
      human_waiting_since: true,
      messages: {
        where: { direction: 'inbound' },
        orderBy: [{ timestamp: 'desc' }, { created_at: 'desc' }],
        take: 1,
        select: { metadata: true },
      },
    },
  });
  if (!conversation) return null;
  const meta = conversation.messages[0]?.metadata as { transport?: unknown } | null | undefined;
  return {
    id: conversation.id,
    phone: conversation.phone_number,
    lastInboundAt: conversation.last_inbound_at,
    humanModeAt: conversation.human_mode_at,
    humanModeBy: conversation.human_mode_by,
    waitingSince: conversation.human_waiting_since,
    // A thread typed into the simulator is answered there, never on WhatsApp (as the bot does).
    isSimulated: meta?.transport === 'simulator',
  };
}

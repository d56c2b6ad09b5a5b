import type { Db } from '#prisma/client.ts';

// What the health rules of the System Status card read (spec 001 §7 "System status" and
// "Conversations"): a config read, the last outbound message, the bot's latest reply, and the
// latest inbound message with the first outbound after it in the same conversation.

export async function configReadWorks(db: Db): Promise<boolean> {
  try {
    await db.botConfig.findFirst({ select: { id: true } });
    return true;
  } catch {
    return false;
  }
}

export async function lastOutboundAt(db: Db): Promise<Date | null> {
  const row = await db.whatsappMessage.findFirst({
    where: { direction: 'outbound' },
    orderBy: { created_at: 'desc' },
    select: { created_at: true },
  });
  return row?.created_at ?? null;
}

// Notifications (templates) are outbound too; the agent's replies are the ones whose metadata
// says who answered (ai_model or fallback). A short window of recent outbound rows finds it.
const REPLY_WINDOW = 20;

export async function latestAgentReply(
  db: Db,
): Promise<{ at: Date; fallback: boolean; fallbackReason: string | null } | null> {
  const rows = await db.whatsappMessage.findMany({
    where: { direction: 'outbound' },
    orderBy: { created_at: 'desc' },
    take: REPLY_WINDOW,
    select: { created_at: true, metadata: true },
  });
  for (const row of rows) {
    const meta = row.metadata as Record<string, unknown> | null;
    if (!meta || typeof meta !== 'object') continue;
    if (!('fallback' in meta) && !('ai_model' in meta)) continue;
    return {
      at: row.created_at,
      fallback: meta.fallback === true,
      fallbackReason: typeof meta.fallback_reason === 'string' ? meta.fallback_reason : null,
    };
  }
  return null;
}

export async function latestInboundAndReply(
  db: Db,
): Promise<{ inboundAt: Date | null; replyAt: Date | null }> {
  // A conversation a person answers gets no bot reply by design: it says nothing of the bot.
  const inbound = await db.whatsappMessage.findFirst({
    where: { direction: 'inbound', conversation: { human_mode_at: null } },
    orderBy: { created_at: 'desc' },
    select: { created_at: true, conversation_id: true },
  });
  if (!inbound) return { inboundAt: null, replyAt: null };
  const reply = await db.whatsappMessage.findFirst({
    where: {
      direction: 'outbound',
      conversation_id: inbound.conversation_id,
      created_at: { gt: inbound.created_at },
    },
    orderBy: { created_at: 'asc' },
    select: { created_at: true },
  });
  return { inboundAt: inbound.created_at, replyAt: reply?.created_at ?? null };
}

import type { Db } from '#prisma/client.ts';

// Prisma calls of the outbound safety net: the rows no attempt is delivering any more, the ones
// that waited past WhatsApp's window, and the rows a status callback names by our key.

/** Statuses of a row not delivered yet: waiting for its job, or held by an attempt. */
export const PENDING_STATUSES = ['queued', 'sending'] as const;

export type IdleOutbound = { id: string; status: string | null; created_at: Date; updated_at: Date };

/**
 * Pending rows created since `since` that nothing touched since `idleBefore`: a 'sending' row
 * whose attempt's lease ran out, a 'queued' row whose job may be lost. Oldest first, a batch at a
 * time; `direction` first so the (direction, created_at) index serves the scan.
 */
export function listIdleOutbound(
  db: Db,
  window: { since: Date; idleBefore: Date; limit: number },
): Promise<IdleOutbound[]> {
  return db.whatsappMessage.findMany({
    where: {
      direction: 'outbound',
      created_at: { gte: window.since },
      status: { in: [...PENDING_STATUSES] },
      updated_at: { lt: window.idleBefore },
    },
    orderBy: { created_at: 'asc' },
    take: window.limit,
    select: { id: true, status: true, created_at: true, updated_at: true },
  });
}

/**
 * Fails a row that waited past the window, unless an attempt touched it since it was listed
 * (`updatedAt` unchanged); true when it did.
 */
export async function expireOutbound(db: Db, row: IdleOutbound, error: string): Promise<boolean> {
  const { count } = await db.whatsappMessage.updateMany({
    where: { id: row.id, status: { in: [...PENDING_STATUSES] }, updated_at: row.updated_at },
    data: { status: 'failed', error, conteudo_sigiloso: null },
  });
  return count === 1;
}

/**
 * A status callback for a wamid we never stored: the send reached Meta but its answer was lost
 * (a timeout, a killed process). `callbackData` is the row's idempotency key; a row still pending
 * takes the wamid and the status. True when a row changed.
 */
export async function settleByCallbackData(
  db: Db,
  callbackData: string,
  change: { waMessageId: string; status: string; error?: string },
): Promise<boolean> {
  const { count } = await db.whatsappMessage.updateMany({
    where: { idempotency_key: callbackData, direction: 'outbound', status: { in: [...PENDING_STATUSES] } },
    data: {
      status: change.status,
      wa_message_id: change.waMessageId,
      error: change.error ?? null,
      conteudo_sigiloso: null,
    },
  });
  return count === 1;
}

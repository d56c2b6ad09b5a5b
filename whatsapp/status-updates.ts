import { db } from '#prisma/client.ts';
import type { OutboundStatus, StatusUpdate } from '#whatsapp/inbound-message.ts';
import { settleByCallbackData } from './lease-data.ts';
import { updateStatusByWaId } from './outbound-data.ts';

// Meta's status callbacks (sent, delivered, read, failed) for our outbound messages. They arrive
// at least once and in any order, so a status only moves forward: a late 'delivered' after
// 'read' changes nothing. 'failed' is always recorded, with Meta's error: the admins must see it.

// The statuses each update may replace. The wamid is stored together with 'sent', so 'sent' is
// the earliest status a callback can find.
const REPLACES: Record<Exclude<OutboundStatus, 'failed'>, readonly string[]> = {
  sent: [],
  delivered: ['sent'],
  read: ['sent', 'delivered'],
};

/**
 * Applies one status callback; false when no outbound message has this wamid or, for a wamid we
 * never stored, is still pending under the callback's key (biz_opaque_callback_data): that row's
 * send reached Meta although its answer was lost, so it takes the wamid and is never sent again.
 */
export async function applyStatusUpdate(update: StatusUpdate): Promise<boolean> {
  const change =
    update.status === 'failed'
      ? { status: 'failed', error: update.error ?? 'falha informada pelo WhatsApp', from: 'any' as const }
      : { status: update.status, from: REPLACES[update.status] };
  const { exists } = await updateStatusByWaId(db, update.waMessageId, change);
  if (exists || !update.callbackData) return exists;
  return settleByCallbackData(db, update.callbackData, {
    waMessageId: update.waMessageId,
    status: change.status,
    error: 'error' in change ? change.error : undefined,
  });
}

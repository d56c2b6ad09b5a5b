import { getBotRuntime } from '#platform/runtime.ts';

// How long things wait on the outbound side, in one place: the lease of a 'sending' row and
// WhatsApp's 24-hour window.

/**
 * A 'sending' row belongs to the attempt that claimed it for this long after its updated_at; past
 * it the attempt is presumed dead (its process was killed) and the outbound sweeper hands the row
 * to another. It must outlast a live attempt (the Graph API's 15 s timeout, the rate limiter, the
 * quick tries) and give a send whose answer was lost time for Meta's status callback (usually
 * seconds) to settle the row before anything sends it again.
 */
export const DEFAULT_OUTBOUND_LEASE_MS = 2 * 60_000;

/** The process's lease (the fault suite shortens it through createProcessRuntime). */
export function outboundLeaseMs(): number {
  return getBotRuntime().outboundLeaseMs ?? DEFAULT_OUTBOUND_LEASE_MS;
}

/** Meta's window is 24 h from the user's last message; a margin keeps a slow send from missing it. */
export const WINDOW_MS = 24 * 60 * 60_000 - 5 * 60_000;

/** Whether free text may still reach this person (their last message is inside the window). */
export function isWindowOpen(lastInboundAt: Date | null, now = Date.now()): boolean {
  return lastInboundAt !== null && now - lastInboundAt.getTime() < WINDOW_MS;
}

import { z } from 'zod';
import { defineJob } from '#api/jobs/define-job.ts';
import type { JobQueue } from '#api/jobs/job-queue.ts';

// One job per stored inbound message, all of them for the same conversation racing for its lock:
// the winner answers every waiting message in order, the others return at once (see run-turns.ts).

export const conversationTurnJob = defineJob({
  name: 'conversation.turn',
  schema: z.object({ conversationId: z.uuid() }),
  attempts: 5,
  backoff: { type: 'exponential', delayMs: 1000 },
  handler: async () => {},
});

/**
 * Asks for the conversation to be answered. Keyed by the triggering message, so a redelivered
 * message (or a second call for it) enqueues nothing new.
 */
export function enqueueTurn(
  queue: JobQueue,
  conversationId: string,
  triggerMessageId: string,
): Promise<string> {
  return queue.enqueue(
    conversationTurnJob,
    { conversationId },
    { jobId: `${conversationId}:${triggerMessageId}` },
  );
}

import { z } from 'zod';
import { defineJob } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';

// The turn job, apart from its handler (turn-job.ts): intake enqueues it without importing the
// agent.

export const conversationTurnJob = defineJob({
  name: 'conversation.turn',
  schema: z.object({ conversationId: z.uuid() }),
  attempts: 5,
  backoff: { type: 'exponential', delayMs: 1000 },
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
  return enqueueTurnJob(queue, conversationId, `${conversationId}:${triggerMessageId}`);
}

export function enqueueTurnJob(queue: JobQueue, conversationId: string, jobId: string): Promise<string> {
  return queue.enqueue(conversationTurnJob, { conversationId }, { jobId });
}

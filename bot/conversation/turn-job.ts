import { z } from 'zod';
import { runWithContext } from '#platform/http/request-context.ts';
import { defineJob } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { getBotRuntime } from '#platform/runtime.ts';
import { db } from '#prisma/client.ts';
import { drainConversation } from './drain.ts';

// One job per stored inbound message, all of them for the same conversation racing for its lock:
// the winner answers every waiting message in order, the others return at once (see drain.ts).
// A failed turn throws, and the retry finds the same messages still waiting.

export const conversationTurnJob = defineJob({
  name: 'conversation.turn',
  schema: z.object({ conversationId: z.uuid() }),
  attempts: 5,
  backoff: { type: 'exponential', delayMs: 1000 },
  handler: async ({ conversationId }, ctx) => {
    // Every line the turn writes (agent, tools, sender, services) names the conversation.
    await runWithContext({ conversationId }, () =>
      drainConversation(conversationId, { db, runtime: getBotRuntime(), logger: ctx.logger }),
    );
  },
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

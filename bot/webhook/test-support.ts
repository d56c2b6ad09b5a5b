import { expect, vi } from 'vitest';
import { setTurnRunner } from '#bot/conversation/answer-batch.ts';
import type { BotTestRuntime } from '#bot/test-support.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { conversationJobs, generalJobs } from '#server/job-registry.ts';

// The webhook tests' runtime: both queues running the real jobs, the webhook bodies enqueued are
// recorded, and the agent is replaced by a recorder that answers nothing, so a test sees which
// conversations got a turn and with which messages, without a model.

export type RecordedTurn = { conversationId: string; incoming: string[] };

export async function startWebhookQueues(bot: BotTestRuntime) {
  const webhookJobs: { name: string; payload: unknown }[] = [];
  const turns: RecordedTurn[] = [];
  const conversations = bot.runtime.conversations;
  bot.runtime.conversations = {
    ...conversations,
    async enqueue(def, payload, options) {
      webhookJobs.push({ name: def.name, payload });
      return conversations.enqueue(def, payload, options);
    },
  } satisfies JobQueue;
  setTurnRunner(async (input) => {
    turns.push({ conversationId: input.party.conversationId, incoming: input.incoming });
    return { text: '', toolCalls: [], metadata: {} };
  });
  await bot.runtime.jobs.start(generalJobs);
  await conversations.start(conversationJobs);
  return {
    webhookJobs,
    turns,
    /** Waits until both queues have run everything enqueued so far. */
    async drained() {
      await vi.waitFor(
        async () => {
          for (const queue of [conversations, bot.runtime.jobs]) {
            const stats = await queue.stats();
            // Counts that did not come back in time (a loaded machine) say nothing.
            expect(stats.ok).toBe(true);
            expect((stats.waiting ?? 0) + (stats.active ?? 0) + (stats.delayed ?? 0)).toBe(0);
          }
        },
        { timeout: 10_000, interval: 20 },
      );
    },
    reset() {
      webhookJobs.length = 0;
      turns.length = 0;
    },
    close() {
      setTurnRunner(undefined);
    },
  };
}

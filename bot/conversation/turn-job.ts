import { runWithContext } from '#platform/http/request-context.ts';
import type { JobHandler } from '#platform/jobs/define-job.ts';
import { getBotRuntime } from '#platform/runtime.ts';
import { db } from '#prisma/client.ts';
import { drainConversation } from './drain.ts';
import type { conversationTurnJob } from './jobs.ts';

// One job per stored inbound message, all of them for the same conversation racing for its lock:
// the winner answers every waiting message in order, the others return at once (see drain.ts).
// A failed turn throws, and the retry finds the same messages still waiting.

export const handleConversationTurn: JobHandler<typeof conversationTurnJob> = async (
  { conversationId },
  ctx,
) => {
  // Every line the turn writes (agent, tools, sender, services) names the conversation.
  await runWithContext({ conversationId }, () =>
    drainConversation(conversationId, { db, runtime: getBotRuntime(), logger: ctx.logger }),
  );
};

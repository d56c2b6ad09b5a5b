import type { AgentReply, HistoryMessage } from '#agent/types.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import type { Party } from '#tools/party.ts';
import { toolContext } from '#tools/test-support.ts';
import { type FallbackReason, runGuidedTurn } from './guided-turn.ts';

// Drives the guided questionnaire turn by turn as the pipeline would: the saved state and the
// history fed back into the next turn.

export type Conversation = {
  state: unknown;
  replies: AgentReply[];
  send(texts: string | string[], reason?: FallbackReason): Promise<AgentReply>;
};

export function guidedConversation(party: Party, deps: { queue: JobQueue; logger: Logger }): Conversation {
  const history: HistoryMessage[] = [];
  const conversation: Conversation = {
    state: null,
    replies: [],
    async send(texts, reason = 'sem_modelo') {
      const incoming = Array.isArray(texts) ? texts : [texts];
      const now = new Date();
      const reply = await runGuidedTurn(
        { party, history: [...history], incoming, state: conversation.state, now },
        toolContext(party, { ...deps, now }),
        reason,
      );
      for (const text of incoming) history.push({ direction: 'inbound', text, at: now });
      if (reply.text) history.push({ direction: 'outbound', text: reply.text, at: now });
      if (reply.state !== undefined) conversation.state = reply.state;
      conversation.replies.push(reply);
      return reply;
    },
  };
  return conversation;
}

export const toolNames = (reply: AgentReply) => reply.toolCalls.map((call) => call.name);

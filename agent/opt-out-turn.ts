import type { AgentReply, AgentTurnInput } from '#agent/types.ts';
import { readSelfService } from '#domain/understanding/self-service.ts';
import type { ToolContext } from '#tools/tool-types.ts';
import { selfServiceStep } from './fallback/self-service-step.ts';
import { readState } from './fallback/state.ts';
import { toolSession } from './fallback/tool-session.ts';

// Meta's opt-out is not left to a model's judgement: a message that is clearly "PARAR" / "SAIR" /
// "STOP" / "não quero mais receber mensagens" is answered by the rule, in agent mode too, through
// the same tool the model would call (stored on the reply like any call). Anything less clear, and
// every other self-service request, stays with the model, which has the tools for them.

export async function answerOptOut(input: AgentTurnInput, ctx: ToolContext): Promise<AgentReply | null> {
  const texts = input.incoming.map((text) => text.trim()).filter(Boolean);
  if (texts.length !== 1 || readSelfService(texts[0]!)?.kind !== 'parar_mensagens') return null;
  const session = toolSession(ctx);
  const state = readState(input.state, input.now);
  const out = await selfServiceStep(state, texts[0]!, { session, input, now: input.now });
  if (!out) return null;
  // The saved state is kept (undefined): a questionnaire under way resumes after the opt-out.
  return { text: out.text, toolCalls: session.records, metadata: { intent: out.intent, regra: 'opt_out' } };
}

import type { AgentReply, AgentTurnInput } from '#agent/types.ts';
import type { ToolContext } from '#tools/tool-types.ts';
import { choiceOf, toInteractive } from './choices.ts';
import { customerStep } from './customer-flow.ts';
import { promptFor } from './customer-replies.ts';
import { CLIENTE, MODO_SIMPLIFICADO } from './messages.ts';
import { shopStep } from './shop-flow.ts';
import { type GuidedState, readState } from './state.ts';
import { composeReply, type StepEnv, type StepOutput } from './step.ts';
import { toolSession } from './tool-session.ts';

// The bot never goes silent: without a model, or when it fails or times out, the conversation
// goes on as a guided questionnaire that collects the same fields and calls the same tools
// (DECISIONS.md: the fallback). Its state travels in whatsapp_conversations.agent_state.

export type FallbackReason = 'sem_modelo' | 'erro_modelo' | 'tempo_esgotado';

const CUSTOMER_FLOWS = new Set(['desejo', 'fechar', 'apagar']);

export async function runGuidedTurn(
  input: AgentTurnInput,
  ctx: ToolContext,
  reason: FallbackReason,
): Promise<AgentReply> {
  const session = toolSession(ctx);
  const env: StepEnv = { session, input, now: input.now };
  const isCustomer = input.party.kind === 'cliente';
  const saved = readState(input.state, input.now);
  // A state of the other side's flows (the phone became a shop's, or the reverse) is dropped.
  let state: GuidedState | null = saved && CUSTOMER_FLOWS.has(saved.fluxo) === isCustomer ? saved : null;

  const outputs: StepOutput[] = [];
  for (const text of input.incoming.map((t) => t.trim()).filter(Boolean)) {
    const out = isCustomer ? await customerStep(state, text, env) : await shopStep(state, text, env);
    outputs.push(out);
    state = out.state;
  }
  if (outputs.length === 0) {
    // Nothing readable (a sticker, an empty text): repeat the question under way.
    const question = state?.fluxo === 'desejo' ? promptFor(state) : isCustomer ? CLIENTE.perguntaProduto : '';
    outputs.push(isCustomer ? { state, text: question } : await shopStep(state, '', env));
  }

  let text = composeReply(outputs);
  const intent = outputs.findLast((out) => out.intent)?.intent;
  // The first answer after the model failed says why the bot sounds different; later ones do not.
  if (reason !== 'sem_modelo' && !saved) text = `${MODO_SIMPLIFICADO}\n\n${text}`;
  // The reply ends with the last step's text: its options are the reply's buttons or list.
  const last = outputs.at(-1);
  const choice = last?.text ? (last.choice ?? choiceOf(last.state, last.text)) : undefined;
  return {
    text,
    ...(choice ? { interactive: toInteractive(choice, text) } : {}),
    toolCalls: session.records,
    metadata: { fallback: true, fallback_reason: reason, ...(intent ? { intent } : {}) },
    state,
  };
}

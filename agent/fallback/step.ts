import type { AgentTurnInput } from '#agent/types.ts';
import type { Choice } from './choices.ts';
import type { GuidedState } from './state.ts';
import type { ToolSession } from './tool-session.ts';

// One inbound text moves the questionnaire one step. A turn may carry several texts (sent while
// the previous turn ran): each goes through in order, and only the last step's question is sent,
// plus anything a step marks `keep` (a wish sent, an offer recorded) so no outcome goes untold.

export type StepEnv = { session: ToolSession; input: AgentTurnInput; now: Date };

export type StepOutput = {
  state: GuidedState | null;
  text: string;
  keep?: boolean;
  /** What the customer's message was understood as (ver_ofertas, desejo, nao_entendido...). */
  intent?: string;
  /** The options as buttons or a list, when the state left does not tell them (choices.ts). */
  choice?: Choice;
};

export function composeReply(outputs: StepOutput[]): string {
  return outputs
    .filter((out, i) => out.text && (out.keep || i === outputs.length - 1))
    .map((out) => out.text)
    .join('\n\n');
}

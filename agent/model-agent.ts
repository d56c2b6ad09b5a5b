import { AIMessage, type BaseMessage, HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { AgentTurnInput, HistoryMessage } from '#agent/types.ts';
import type { ToolCallRecord } from '#domain/whatsapp/tool-call-record.ts';
import { callTool, offeredTools } from '#tools/registry.ts';
import type { ToolContext } from '#tools/tool-types.ts';
import type { AgentConfig } from './agent-config.ts';
import { chatModelFor, type ModelEndpoint } from './chat-model.ts';
import { runToolLoop } from './tool-loop.ts';

// One model turn: the tools the admin left active, described by the admin-edited JSON schemas,
// offered to the configured model (chat-model.ts) and run by our own loop (tool-loop.ts). Every
// tool call goes through callTool (our zod parsing, structured errors back to the model) and lands
// in `toolCalls` as soon as it finishes, so the caller keeps them even when the model fails later.

export type ModelTurn = {
  input: AgentTurnInput;
  ctx: ToolContext;
  config: AgentConfig & { model: string };
  systemPrompt: string;
  endpoint: ModelEndpoint;
  signal: AbortSignal;
  /** Filled in call order while the turn runs. */
  toolCalls: ToolCallRecord[];
  /** Tool calls still running (awaited before a fallback acts on the same conversation). */
  inflight: Set<Promise<unknown>>;
  /** bot_functions as already read with the agent's configuration (undefined: read it here). */
  botFunctions?: unknown;
};

export function turnMessages(input: AgentTurnInput, historyLimit: number): BaseMessage[] {
  const history = historyLimit > 0 ? input.history.slice(-historyLimit) : [];
  const messages: BaseMessage[] = history.map((m) =>
    m.direction === 'inbound' ? new HumanMessage(m.text) : new AIMessage(outboundText(m)),
  );
  // Messages that waited while the previous turn ran are answered together, as one.
  messages.push(new HumanMessage(input.incoming.join('\n')));
  return messages;
}

/**
 * What a person of the team wrote during a human takeover stays in the memory as said by our side,
 * marked, so the model keeps to it (a price, a promise) instead of contradicting it.
 */
function outboundText(m: HistoryMessage): string {
  return m.author ? `[Mensagem de ${m.author}, da equipe de atendimento humano] ${m.text}` : m.text;
}

export async function runModelTurn(turn: ModelTurn): Promise<string> {
  const { ctx, config, endpoint } = turn;
  const offered = await offeredTools(ctx.db, ctx.party.kind, {
    logger: ctx.logger,
    ...(turn.botFunctions !== undefined ? { botFunctions: turn.botFunctions } : {}),
  });

  const runTool = async (name: string, args: unknown): Promise<string> => {
    const pending = callTool(name, args, ctx);
    turn.inflight.add(pending);
    try {
      const { record, result } = await pending;
      turn.toolCalls.push(record);
      return JSON.stringify(result);
    } finally {
      turn.inflight.delete(pending);
    }
  };

  return runToolLoop({
    model: chatModelFor(config, endpoint, offered),
    // A plain-string system message: some OpenAI-compatible servers reject content blocks there.
    messages: [new SystemMessage(turn.systemPrompt), ...turnMessages(turn.input, config.historyLimit)],
    runTool,
    signal: turn.signal,
  });
}

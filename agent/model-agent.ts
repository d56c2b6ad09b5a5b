import { ChatOpenAI } from '@langchain/openai';
import {
  AIMessage,
  type BaseMessage,
  createAgent,
  createMiddleware,
  HumanMessage,
  SystemMessage,
  ToolMessage,
  tool,
} from 'langchain';
import type { AgentTurnInput, ToolCallRecord } from '#agent/types.ts';
import { callTool, offeredTools } from '#tools/registry.ts';
import type { ToolContext } from '#tools/tool-types.ts';
import type { AgentConfig } from './agent-config.ts';

// One model turn: LangChain's createAgent over ChatOpenAI (any OpenAI-compatible endpoint), with
// the tools the admin left active, described by the admin-edited JSON schemas. Every tool call
// goes through callTool (our zod parsing, structured errors back to the model) and lands in
// `toolCalls` as soon as it finishes, so the caller keeps them even when the model fails later.

export type ModelEndpoint = { baseURL?: string; apiKey: string; timeoutMs: number };

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
};

// A turn that keeps calling tools without answering is a model gone wrong; the graph stops it.
const RECURSION_LIMIT = 24;

export function turnMessages(input: AgentTurnInput, historyLimit: number): BaseMessage[] {
  const history = historyLimit > 0 ? input.history.slice(-historyLimit) : [];
  const messages: BaseMessage[] = history.map((m) =>
    m.direction === 'inbound' ? new HumanMessage(m.text) : new AIMessage(m.text),
  );
  // Messages that waited while the previous turn ran are answered together, as one.
  messages.push(new HumanMessage(input.incoming.join('\n')));
  return messages;
}

/** Reasoning models (o3, o4-mini, gpt-5...) refuse a temperature; the gateway's "openai/" prefix
 * hides them from LangChain's own check, so the base name is looked at here. */
export function fixedTemperature(model: string): boolean {
  const base = model.slice(model.lastIndexOf('/') + 1);
  return /^o\d/.test(base) || (base.startsWith('gpt-5') && !base.startsWith('gpt-5-chat'));
}

export async function runModelTurn(turn: ModelTurn): Promise<string> {
  const { ctx, config, endpoint } = turn;
  const offered = await offeredTools(ctx.db, ctx.party.kind, { logger: ctx.logger });

  const execute = async (name: string, args: unknown): Promise<string> => {
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

  // The tool objects only describe the tools to the model; the middleware below runs every call,
  // before LangChain's own JSON-schema check, so malformed arguments still reach callTool and
  // come back to the model as our structured error (and are stored).
  const tools = offered.map((t) =>
    tool((args: unknown) => execute(t.name, args), {
      name: t.name,
      description: t.description,
      schema: t.jsonSchema,
    }),
  );
  const runAllTools = createMiddleware({
    name: 'desejo-tools',
    wrapToolCall: async (request) =>
      new ToolMessage({
        name: request.toolCall.name,
        tool_call_id: request.toolCall.id ?? '',
        content: await execute(request.toolCall.name, request.toolCall.args),
      }),
  });

  const model = new ChatOpenAI({
    model: config.model,
    ...(fixedTemperature(config.model) ? {} : { temperature: config.temperature }),
    maxTokens: config.maxTokens,
    apiKey: endpoint.apiKey,
    configuration: endpoint.baseURL ? { baseURL: endpoint.baseURL } : undefined,
    timeout: endpoint.timeoutMs,
    // The guided fallback is the retry: a second attempt would only eat the time budget.
    maxRetries: 0,
  });
  const agent = createAgent({
    model,
    tools,
    // A string-content message: createAgent would wrap a plain string in content blocks, which some
    // OpenAI-compatible servers reject for the system role.
    systemPrompt: new SystemMessage(turn.systemPrompt),
    middleware: [runAllTools],
  });
  const result = await agent.invoke(
    { messages: turnMessages(turn.input, config.historyLimit) },
    { signal: turn.signal, recursionLimit: RECURSION_LIMIT },
  );
  const last = [...result.messages].reverse().find((m) => AIMessage.isInstance(m));
  return last ? last.text.trim() : '';
}

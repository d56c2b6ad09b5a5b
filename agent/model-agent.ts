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
import type { AgentTurnInput, HistoryMessage } from '#agent/types.ts';
import type { ToolCallRecord } from '#domain/whatsapp/tool-call-record.ts';
import { callTool, type OfferedTool, offeredTools } from '#tools/registry.ts';
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
  /** bot_functions as already read with the agent's configuration (undefined: read it here). */
  botFunctions?: unknown;
};

// A turn that keeps calling tools without answering is a model gone wrong; the graph stops it.
const RECURSION_LIMIT = 24;

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

/** Reasoning models (o3, o4-mini, gpt-5...) refuse a temperature; the gateway's "openai/" prefix
 * hides them from LangChain's own check, so the base name is looked at here. */
export function fixedTemperature(model: string): boolean {
  const base = model.slice(model.lastIndexOf('/') + 1);
  return /^o\d/.test(base) || (base.startsWith('gpt-5') && !base.startsWith('gpt-5-chat'));
}

/** What one invocation of a shared agent needs: its tool runner and system prompt. */
type TurnContext = { execute(name: string, args: unknown): Promise<string>; systemPrompt: string };

function turnOf(runtime: { context?: unknown }): TurnContext {
  const context = runtime.context as TurnContext | undefined;
  if (!context) throw new Error('turno sem contexto');
  return context;
}

// Building ChatOpenAI and compiling the agent's graph cost more CPU than the rest of a turn, and
// nothing in them belongs to one conversation: the system prompt (its date and the customer's
// name change) and the tool runner come with each invocation. One agent per model settings and
// tool set, rebuilt when an admin changes either.
const MAX_AGENTS = 16;
const agents = new WeakMap<readonly OfferedTool[], Map<string, ReturnType<typeof buildAgent>>>();

function buildAgent(
  config: AgentConfig & { model: string },
  endpoint: ModelEndpoint,
  offered: readonly OfferedTool[],
) {
  // The tool objects only describe the tools to the model; the middleware below runs every call,
  // before LangChain's own JSON-schema check, so malformed arguments still reach callTool and
  // come back to the model as our structured error (and are stored).
  const tools = offered.map((t) =>
    tool(async () => '', { name: t.name, description: t.description, schema: t.jsonSchema }),
  );
  const perTurn = createMiddleware({
    name: 'desejo-turno',
    // A string-content message: createAgent would wrap a plain string in content blocks, which some
    // OpenAI-compatible servers reject for the system role.
    wrapModelCall: (request, handler) =>
      handler({ ...request, systemMessage: new SystemMessage(turnOf(request.runtime).systemPrompt) }),
    wrapToolCall: async (request) =>
      new ToolMessage({
        name: request.toolCall.name,
        tool_call_id: request.toolCall.id ?? '',
        content: await turnOf(request.runtime).execute(request.toolCall.name, request.toolCall.args),
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
  return createAgent({ model, tools, middleware: [perTurn] });
}

function agentFor(
  config: AgentConfig & { model: string },
  endpoint: ModelEndpoint,
  offered: readonly OfferedTool[],
) {
  let byModel = agents.get(offered);
  if (!byModel) {
    byModel = new Map();
    agents.set(offered, byModel);
  }
  const key = JSON.stringify([
    config.model,
    config.temperature,
    config.maxTokens,
    endpoint.baseURL,
    endpoint.apiKey,
    endpoint.timeoutMs,
  ]);
  let agent = byModel.get(key);
  if (!agent) {
    if (byModel.size >= MAX_AGENTS) byModel.clear();
    agent = buildAgent(config, endpoint, offered);
    byModel.set(key, agent);
  }
  return agent;
}

export async function runModelTurn(turn: ModelTurn): Promise<string> {
  const { ctx, config, endpoint } = turn;
  const offered = await offeredTools(ctx.db, ctx.party.kind, {
    logger: ctx.logger,
    ...(turn.botFunctions !== undefined ? { botFunctions: turn.botFunctions } : {}),
  });

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

  const context: TurnContext = { execute, systemPrompt: turn.systemPrompt };
  const result = await agentFor(config, endpoint, offered).invoke(
    { messages: turnMessages(turn.input, config.historyLimit) },
    { signal: turn.signal, recursionLimit: RECURSION_LIMIT, context },
  );
  const last = [...result.messages].reverse().find((m) => AIMessage.isInstance(m));
  return last ? last.text.trim() : '';
}

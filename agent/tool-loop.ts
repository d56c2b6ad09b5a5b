import { type AIMessage, type BaseMessage, ToolMessage } from '@langchain/core/messages';
import type { ChatModel } from './chat-model.ts';

// The agent's loop: call the model; when it asks for tools, run them and call it again with their
// answers; stop at the first reply without tool calls. What LangChain's createAgent did with a
// graph, without the graph's per-step machinery (checkpoints, run trees, merged configs), which
// cost several milliseconds of CPU per turn.

// A turn that keeps calling tools without answering is a model gone wrong. createAgent's limit
// (24 graph steps) allowed 12 model calls, each followed by its tools: the same here.
export const MAX_MODEL_CALLS = 12;

export class ToolLoopLimitError extends Error {
  override name = 'ToolLoopLimitError';
  constructor() {
    super(`o modelo pediu ferramentas ${MAX_MODEL_CALLS} vezes sem responder`);
  }
}

/** Runs one tool call; its result as the text the model reads. */
export type ToolRunner = (name: string, args: unknown) => Promise<string>;

/** The text of the model's final reply. `messages` grows with the model's and the tools' messages. */
export async function runToolLoop(options: {
  model: ChatModel;
  messages: BaseMessage[];
  runTool: ToolRunner;
  signal: AbortSignal;
}): Promise<string> {
  const { model, messages, runTool, signal } = options;
  for (let call = 1; ; call++) {
    const reply: AIMessage = await model.invoke(messages, { signal });
    messages.push(reply);
    const toolCalls = reply.tool_calls ?? [];
    if (toolCalls.length === 0) return reply.text.trim();
    // As in the graph: the calls of one reply run side by side, and their answers go back in the
    // order the model asked.
    const answers = toolCalls.map(
      async (toolCall) =>
        new ToolMessage({
          name: toolCall.name,
          tool_call_id: toolCall.id ?? '',
          content: await runTool(toolCall.name, toolCall.args),
        }),
    );
    messages.push(...(await untilAborted(Promise.all(answers), signal)));
    if (call >= MAX_MODEL_CALLS) throw new ToolLoopLimitError();
  }
}

/** `work`, or the signal's reason as soon as it aborts: a slow tool does not hold the turn past
 * its time budget (the caller waits for it before the fallback acts). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

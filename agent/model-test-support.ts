import { randomUUID } from 'node:crypto';
import nock from 'nock';

// A scripted OpenAI-compatible endpoint for the agent suites, faked with nock at the HTTP
// boundary (POST <base>/chat/completions). Each step answers one request, in order; every request
// body is kept so tests can read what the agent sent (model, temperature, tools, messages).

export const FAKE_MODEL_ORIGIN = 'http://llm.test';
export const FAKE_MODEL_BASE_URL = `${FAKE_MODEL_ORIGIN}/v1`;

export type FakeToolCall = { name: string; args: Record<string, unknown> };

export type ModelStep =
  | { toolCalls: FakeToolCall[] }
  | { text: string }
  | { status: number; body?: unknown }
  /** Never answers (for the timeout tests: an answer arriving after the client gave up trips
   * undici inside nock's interceptor). */
  | { hang: true };

export type ChatRequestBody = {
  model: string;
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  messages: { role: string; content: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: 'function'; function: { name: string; description?: string; parameters: unknown } }[];
  stream?: boolean;
};

function completion(step: { toolCalls: FakeToolCall[] } | { text: string }, model: string) {
  // Distinct ids: with equal ids LangChain merges the messages and a tool call vanishes.
  const id = `chatcmpl-${randomUUID()}`;
  const message =
    'toolCalls' in step
      ? {
          role: 'assistant',
          content: null,
          tool_calls: step.toolCalls.map((c) => ({
            id: `call_${randomUUID().slice(0, 12)}`,
            type: 'function',
            function: { name: c.name, arguments: JSON.stringify(c.args) },
          })),
        }
      : { role: 'assistant', content: step.text };
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message, finish_reason: 'toolCalls' in step ? 'tool_calls' : 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

/** Scripts the next requests; `bodies` fills as they arrive, `done()` says every step was used. */
export function scriptModel(steps: ModelStep[]) {
  const bodies: ChatRequestBody[] = [];
  const scope = nock(FAKE_MODEL_ORIGIN);
  for (const step of steps) {
    const interceptor = scope.post('/v1/chat/completions');
    // nock 14 hands the body already parsed (the request is JSON) as the second argument.
    interceptor.reply(async (_path, requestBody) => {
      const body = requestBody as ChatRequestBody;
      bodies.push(body);
      if ('hang' in step) return new Promise<never>(() => {});
      if ('status' in step) return [step.status, step.body ?? { error: { message: 'falha simulada' } }];
      return [200, completion(step, body.model)];
    });
  }
  return { bodies, done: () => scope.isDone(), scope };
}

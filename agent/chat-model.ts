import { ChatOpenAI } from '@langchain/openai';
import { createNodeFetch } from '#platform/http/node-fetch.ts';
import type { OfferedTool } from '#tools/registry.ts';
import type { AgentConfig } from './agent-config.ts';

// The model a turn calls: LangChain's ChatOpenAI (any OpenAI-compatible endpoint) with the offered
// tools bound as OpenAI tool definitions, built from the admin-edited JSON schemas as they are, so
// no LangChain tool or zod conversion runs. Building the client costs more CPU than a model call
// and nothing in it belongs to one conversation: one per model settings and tool set, rebuilt
// when an admin changes either.

// One keep-alive pool for every model client of the process (platform/http/node-fetch.ts says why
// not undici's fetch).
const modelFetch = createNodeFetch();

export type ModelEndpoint = { baseURL?: string; apiKey: string; timeoutMs: number };

export type ModelSettings = Pick<AgentConfig, 'temperature' | 'maxTokens'> & { model: string };

/** Reasoning models (o3, o4-mini, gpt-5...) refuse a temperature; the gateway's "openai/" prefix
 * hides them from LangChain's own check, so the base name is looked at here. */
export function fixedTemperature(model: string): boolean {
  const base = model.slice(model.lastIndexOf('/') + 1);
  return /^o\d/.test(base) || (base.startsWith('gpt-5') && !base.startsWith('gpt-5-chat'));
}

function buildModel(settings: ModelSettings, endpoint: ModelEndpoint, offered: readonly OfferedTool[]) {
  const model = new ChatOpenAI({
    model: settings.model,
    ...(fixedTemperature(settings.model) ? {} : { temperature: settings.temperature }),
    maxTokens: settings.maxTokens,
    apiKey: endpoint.apiKey,
    configuration: { fetch: modelFetch, ...(endpoint.baseURL ? { baseURL: endpoint.baseURL } : {}) },
    timeout: endpoint.timeoutMs,
    // The guided fallback is the retry: a second attempt would only eat the time budget.
    maxRetries: 0,
  });
  return model.bindTools(
    offered.map((t) => ({
      type: 'function' as const,
      function: { name: t.name, description: t.description, parameters: t.jsonSchema },
    })),
  );
}

export type ChatModel = ReturnType<typeof buildModel>;

const MAX_MODELS = 16;
// Keyed by the offered array, which offeredTools hands back unchanged while nothing changed.
const models = new WeakMap<readonly OfferedTool[], Map<string, ChatModel>>();

export function chatModelFor(
  settings: ModelSettings,
  endpoint: ModelEndpoint,
  offered: readonly OfferedTool[],
): ChatModel {
  let byKey = models.get(offered);
  if (!byKey) {
    byKey = new Map();
    models.set(offered, byKey);
  }
  const key = JSON.stringify([
    settings.model,
    settings.temperature,
    settings.maxTokens,
    endpoint.baseURL,
    endpoint.apiKey,
    endpoint.timeoutMs,
  ]);
  let model = byKey.get(key);
  if (!model) {
    if (byKey.size >= MAX_MODELS) byKey.clear();
    model = buildModel(settings, endpoint, offered);
    byKey.set(key, model);
  }
  return model;
}

import type { Db } from '#prisma/client.ts';
import {
  AI_PARAMETER_RANGES,
  DEFAULT_AI_SETTINGS,
  DEFAULT_MESSAGE_HISTORY_LIMIT,
} from '#prisma/seed/bot-config.ts';
import { CLIENTE_SYSTEM_PROMPT, LOJISTA_SYSTEM_PROMPT } from '#prompts/system-prompts.ts';
import type { ToolAudience } from '#tools/tool-types.ts';
import { type AgentConfigKey, readAgentConfigRows, TURN_CONFIG_KEYS } from './agent-config-data.ts';

// What the agent needs from bot_config, read at every turn so an admin's change in /gestao
// applies to the next message without a restart. A missing or malformed key falls back to the
// seed's default for that key only; an empty model means "no model": the guided fallback answers.

export type AgentConfig = {
  model: string | null;
  temperature: number;
  maxTokens: number;
  historyLimit: number;
  systemPrompt: string;
};

type Range = { min: number; max: number };

function object(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

// Out-of-range values are clamped rather than dropped: the admin's intent ("more", "less") holds.
function numberIn(value: unknown, range: Range, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback;
  return Math.min(range.max, Math.max(range.min, n));
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** The agent's configuration plus bot_functions as stored (null: no row), for one turn. */
export type TurnConfig = AgentConfig & { botFunctions: unknown };

export async function readAgentConfig(db: Db, audience: ToolAudience): Promise<AgentConfig> {
  return agentConfigFrom(await readAgentConfigRows(db), audience);
}

/** What a turn reads from bot_config, in one query. */
export async function readTurnConfig(db: Db, audience: ToolAudience): Promise<TurnConfig> {
  const rows = await readAgentConfigRows(db, TURN_CONFIG_KEYS);
  return { ...agentConfigFrom(rows, audience), botFunctions: rows.bot_functions ?? null };
}

function agentConfigFrom(
  rows: Partial<Record<AgentConfigKey, unknown>>,
  audience: ToolAudience,
): AgentConfig {
  const ai = rows.ai_settings === undefined ? DEFAULT_AI_SETTINGS : object(rows.ai_settings);
  // No model property at all is an old or hand-written row: the default model. A blank one is the
  // admin's "no model".
  const model =
    ai.model === undefined
      ? DEFAULT_AI_SETTINGS.model
      : typeof ai.model === 'string' && ai.model.trim() !== ''
        ? ai.model.trim()
        : null;
  const prompt =
    audience === 'cliente'
      ? text(object(rows.system_prompt).prompt, CLIENTE_SYSTEM_PROMPT)
      : text(object(rows.system_prompt_lojista).prompt, LOJISTA_SYSTEM_PROMPT);
  return {
    model,
    temperature: numberIn(ai.temperature, AI_PARAMETER_RANGES.temperature, DEFAULT_AI_SETTINGS.temperature),
    maxTokens: Math.round(
      numberIn(ai.max_tokens, AI_PARAMETER_RANGES.max_tokens, DEFAULT_AI_SETTINGS.max_tokens),
    ),
    historyLimit: Math.round(
      numberIn(
        object(rows.message_history_limit).limit,
        AI_PARAMETER_RANGES.message_history_limit,
        DEFAULT_MESSAGE_HISTORY_LIMIT,
      ),
    ),
    systemPrompt: prompt,
  };
}

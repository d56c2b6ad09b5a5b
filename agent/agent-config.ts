import type { BotConfigValues } from '#domain/bot-config/keys.ts';
import { botConfigCache } from '#prisma/bot-config-cache.ts';
import type { Db } from '#prisma/client.ts';
import type { ToolAudience } from '#tools/tool-types.ts';

// What the agent needs from bot_config, through the process's cache (prisma/bot-config-cache.ts):
// no query per turn, and an admin's save in /gestao still applies to the next message without a
// restart, since every save drops the cache. Missing or malformed values fall back to their
// defaults and out-of-range numbers are clamped by the keys' schemas (domain/bot-config/agent.ts);
// a null model means "no model": the guided fallback answers.

export type AgentConfig = {
  model: string | null;
  temperature: number;
  maxTokens: number;
  historyLimit: number;
  systemPrompt: string;
};

const AGENT_CONFIG_KEYS = [
  'ai_settings',
  'system_prompt',
  'system_prompt_lojista',
  'message_history_limit',
] as const;

// A turn also needs bot_functions (the tools offered).
const TURN_CONFIG_KEYS = [...AGENT_CONFIG_KEYS, 'bot_functions'] as const;

/** The agent's configuration plus the bot_functions entries, for one turn. */
export type TurnConfig = AgentConfig & { botFunctions: BotConfigValues['bot_functions'] };

export async function readAgentConfig(db: Db, audience: ToolAudience): Promise<AgentConfig> {
  return agentConfigFrom(await botConfigCache.read(db, AGENT_CONFIG_KEYS), audience);
}

/** What a turn reads from bot_config. */
export async function readTurnConfig(db: Db, audience: ToolAudience): Promise<TurnConfig> {
  const values = await botConfigCache.read(db, TURN_CONFIG_KEYS);
  return { ...agentConfigFrom(values, audience), botFunctions: values.bot_functions };
}

function agentConfigFrom(
  values: Pick<BotConfigValues, (typeof AGENT_CONFIG_KEYS)[number]>,
  audience: ToolAudience,
): AgentConfig {
  const ai = values.ai_settings;
  return {
    model: ai.model,
    temperature: ai.temperature,
    maxTokens: ai.max_tokens,
    historyLimit: values.message_history_limit.limit,
    systemPrompt: audience === 'cliente' ? values.system_prompt.prompt : values.system_prompt_lojista.prompt,
  };
}

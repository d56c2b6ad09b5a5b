import type { Db } from '#prisma/client.ts';

// The bot_config rows the agent reads at every turn, in one query.

export const AGENT_CONFIG_KEYS = [
  'ai_settings',
  'system_prompt',
  'system_prompt_lojista',
  'message_history_limit',
] as const;

// A turn also needs bot_functions (the tools offered): read in the same query.
export const TURN_CONFIG_KEYS = [...AGENT_CONFIG_KEYS, 'bot_functions'] as const;

export type AgentConfigKey = (typeof TURN_CONFIG_KEYS)[number];

export async function readAgentConfigRows(
  db: Db,
  keys: readonly AgentConfigKey[] = AGENT_CONFIG_KEYS,
): Promise<Partial<Record<AgentConfigKey, unknown>>> {
  const rows = await db.botConfig.findMany({
    where: { config_key: { in: [...keys] } },
    select: { config_key: true, config_value: true },
  });
  return Object.fromEntries(rows.map((r) => [r.config_key, r.config_value]));
}

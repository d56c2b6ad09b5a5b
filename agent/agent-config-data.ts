import { type Db, Prisma } from '#prisma/client.ts';

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
  // Raw: read at every turn, and a raw read skips the ORM's query planning.
  const rows = await db.$queryRaw<{ config_key: string; config_value: unknown }[]>`
    SELECT config_key, config_value FROM bot_config WHERE config_key IN (${Prisma.join([...keys])})`;
  return Object.fromEntries(rows.map((r) => [r.config_key, r.config_value]));
}

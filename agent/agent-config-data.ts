import type { Db } from '#prisma/client.ts';

// The bot_config rows the agent reads at every turn, in one query.

export const AGENT_CONFIG_KEYS = [
  'ai_settings',
  'system_prompt',
  'system_prompt_lojista',
  'message_history_limit',
] as const;

export type AgentConfigKey = (typeof AGENT_CONFIG_KEYS)[number];

export async function readAgentConfigRows(db: Db): Promise<Partial<Record<AgentConfigKey, unknown>>> {
  const rows = await db.botConfig.findMany({
    where: { config_key: { in: [...AGENT_CONFIG_KEYS] } },
    select: { config_key: true, config_value: true },
  });
  return Object.fromEntries(rows.map((r) => [r.config_key, r.config_value]));
}

import type { Db, Prisma } from '#prisma/client.ts';

// The bot_config rows of /gestao/ferramentas, and the shops the playground can speak as.

export const TOOLS_CONFIG_KEYS = [
  'ai_settings',
  'system_prompt',
  'system_prompt_lojista',
  'message_history_limit',
  'bot_functions',
  'whatsapp_templates',
] as const;

export type ToolsConfigKey = (typeof TOOLS_CONFIG_KEYS)[number];

export async function readToolsConfigRows(db: Db): Promise<Partial<Record<ToolsConfigKey, unknown>>> {
  const rows = await db.botConfig.findMany({
    where: { config_key: { in: [...TOOLS_CONFIG_KEYS] } },
    select: { config_key: true, config_value: true },
  });
  return Object.fromEntries(rows.map((r) => [r.config_key, r.config_value]));
}

export async function readConfigValue(db: Db, key: ToolsConfigKey): Promise<unknown> {
  const row = await db.botConfig.findUnique({ where: { config_key: key }, select: { config_value: true } });
  return row?.config_value ?? null;
}

/** Writes every row in one transaction (upsert on config_key), recording who changed them. */
export async function writeConfigRows(
  db: Db,
  rows: Partial<Record<ToolsConfigKey, Prisma.InputJsonValue>>,
  updatedBy: string,
): Promise<void> {
  await db.$transaction(
    Object.entries(rows).map(([config_key, config_value]) =>
      db.botConfig.upsert({
        where: { config_key },
        create: { config_key, config_value: config_value as Prisma.InputJsonValue, updated_by: updatedBy },
        update: { config_value: config_value as Prisma.InputJsonValue, updated_by: updatedBy },
      }),
    ),
  );
}

/** Shops whose WhatsApp the playground can write from, by name. */
export function searchPlaygroundShops(db: Db, busca: string) {
  return db.lojista.findMany({
    where: busca ? { nome_loja: { contains: busca, mode: 'insensitive' } } : {},
    orderBy: { nome_loja: 'asc' },
    take: 20,
    select: { id: true, nome_loja: true, whatsapp_loja: true, cidade: true, estado: true },
  });
}

import type { Db } from '#prisma/client.ts';

// The bot_config row of the Cloud API credentials (key whatsapp_settings).

const KEY = 'whatsapp_settings';

export async function readWhatsappSettingsRow(db: Db): Promise<Record<string, unknown>> {
  const row = await db.botConfig.findUnique({ where: { config_key: KEY }, select: { config_value: true } });
  const value = row?.config_value;
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export async function writeWhatsappSettingsRow(
  db: Db,
  value: Record<string, string>,
  updatedBy: string | null,
): Promise<void> {
  await db.botConfig.upsert({
    where: { config_key: KEY },
    create: { config_key: KEY, config_value: value, updated_by: updatedBy },
    update: { config_value: value, updated_by: updatedBy },
  });
}

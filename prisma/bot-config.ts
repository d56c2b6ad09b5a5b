import type { BotConfigKey, BotConfigValue, BotConfigValues, JsonValue } from '#domain/bot-config/keys.ts';
import type { Logger } from '#platform/logger.ts';
import { botConfigCache } from './bot-config-cache.ts';
import { parseStored } from './bot-config-parse.ts';
import { type Db, Prisma } from './client.ts';

// The one way in and out of bot_config: each key's value parsed by its schema
// (domain/bot-config/keys.ts), its default when the row is missing or the value fails the schema.
// Every reader and writer goes through here, the seed included; the turns read through the cache
// (bot-config-cache.ts), which every write here drops. These reads are direct: a save that reads
// before it writes must not merge into values a few seconds old.

type Client = Db | Prisma.TransactionClient;

export async function readBotConfig<K extends BotConfigKey>(
  db: Client,
  key: K,
  logger?: Logger,
): Promise<BotConfigValue<K>> {
  const row = await db.botConfig.findUnique({ where: { config_key: key }, select: { config_value: true } });
  return parseStored(key, row?.config_value, logger);
}

/** Several keys in one query. */
export async function readBotConfigs<K extends BotConfigKey>(
  db: Client,
  keys: readonly K[],
  logger?: Logger,
): Promise<Pick<BotConfigValues, K>> {
  // Raw: a raw read skips the ORM's query planning.
  const rows = await db.$queryRaw<{ config_key: string; config_value: unknown }[]>`
    SELECT config_key, config_value FROM bot_config WHERE config_key IN (${Prisma.join([...keys])})`;
  const stored = new Map(rows.map((r) => [r.config_key, r.config_value]));
  return Object.fromEntries(keys.map((key) => [key, parseStored(key, stored.get(key), logger)])) as Pick<
    BotConfigValues,
    K
  >;
}

export async function writeBotConfig<K extends BotConfigKey>(
  db: Db,
  key: K,
  value: BotConfigValue<K>,
  updatedBy: string | null,
): Promise<void> {
  await writeBotConfigs(db, { [key]: value }, updatedBy);
}

/** Upserts every key given in one transaction, recording who changed them (spec 001 §7). */
export async function writeBotConfigs(
  db: Db,
  values: Partial<BotConfigValues>,
  updatedBy: string | null,
): Promise<void> {
  await db.$transaction(
    Object.entries(values).map(([config_key, value]) => {
      const config_value = value as Prisma.InputJsonValue;
      return db.botConfig.upsert({
        where: { config_key },
        create: { config_key, config_value, updated_by: updatedBy },
        update: { config_value, updated_by: updatedBy },
      });
    }),
  );
  botConfigCache.changed();
}

/**
 * Inserts the keys that have no row and never touches an existing one (once a key exists it
 * belongs to the admins; a concurrent insert wins). Returns how many were inserted.
 */
export async function insertMissingBotConfig(
  db: Client,
  values: Partial<Record<BotConfigKey, JsonValue>>,
  updatedBy: string | null = null,
): Promise<number> {
  const data = Object.entries(values).map(([config_key, value]) => ({
    config_key,
    config_value: value as Prisma.InputJsonValue,
    updated_by: updatedBy,
  }));
  const { count } = await db.botConfig.createMany({ data, skipDuplicates: true });
  if (count > 0) botConfigCache.changed();
  return count;
}

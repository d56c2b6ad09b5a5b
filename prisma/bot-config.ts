import {
  BOT_CONFIG,
  type BotConfigKey,
  type BotConfigValue,
  type BotConfigValues,
  type JsonValue,
} from '#domain/bot-config/keys.ts';
import type { Logger } from '#platform/logger.ts';
import { type Db, Prisma } from './client.ts';

// The one way in and out of bot_config: each key's value parsed by its schema
// (domain/bot-config/keys.ts), its default when the row is missing or the value fails the schema.
// Every reader and writer goes through here, the seed included.

type Client = Db | Prisma.TransactionClient;

function parseStored<K extends BotConfigKey>(key: K, stored: unknown, logger?: Logger): BotConfigValue<K> {
  const definition = BOT_CONFIG[key];
  // A missing row and a JSON null are the same: nothing stored, nothing to warn about.
  if (stored === null || stored === undefined)
    return structuredClone(definition.default) as BotConfigValue<K>;
  const parsed = definition.schema.safeParse(stored);
  if (parsed.success) return parsed.data as BotConfigValue<K>;
  const issue = parsed.error.issues[0];
  const reason = issue?.code === 'custom' ? issue.message : 'inválido';
  // Secrets (encrypted or not) never reach the logs; the other values help whoever fixes the row.
  logger?.warn(
    {
      key,
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code })),
      ...(definition.secret ? {} : { stored }),
    },
    `${key} ${reason}; tratado como ausente`,
  );
  return structuredClone(definition.default) as BotConfigValue<K>;
}

export async function readBotConfig<K extends BotConfigKey>(
  db: Client,
  key: K,
  logger?: Logger,
): Promise<BotConfigValue<K>> {
  const row = await db.botConfig.findUnique({ where: { config_key: key }, select: { config_value: true } });
  return parseStored(key, row?.config_value, logger);
}

/** Several keys in one query (a turn reads five). */
export async function readBotConfigs<K extends BotConfigKey>(
  db: Client,
  keys: readonly K[],
  logger?: Logger,
): Promise<Pick<BotConfigValues, K>> {
  // Raw: read at every turn, and a raw read skips the ORM's query planning.
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
  return count;
}

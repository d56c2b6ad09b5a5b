import { BOT_CONFIG, type BotConfigKey, type BotConfigValue } from '#domain/bot-config/keys.ts';
import type { Logger } from '#platform/logger.ts';

// A stored bot_config value through its key's schema (domain/bot-config/keys.ts): the key's
// default when the row is missing or the value fails the schema. Shared by the direct reads
// (bot-config.ts) and the turns' cached reads (bot-config-cache.ts).

export function parseStored<K extends BotConfigKey>(
  key: K,
  stored: unknown,
  logger?: Logger,
): BotConfigValue<K> {
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

import { botConfigSeed, type JsonValue } from '#domain/bot-config/keys.ts';
import { insertMissingBotConfig } from '../bot-config.ts';
import type { SeedClient } from './seed-client.ts';

// Default rows of bot_config (spec 001 sections 3 and 9), from the one table of keys
// (domain/bot-config/keys.ts). The seed inserts the keys that are missing and never touches an
// existing row: once a key exists it belongs to the admins.

/** The tools' default bot_functions entries (tools/bot-functions.ts), which this layer cannot import. */
export type BotFunctionDefaults = readonly { [key: string]: JsonValue }[];

/**
 * Inserts the missing bot_config keys; returns how many were inserted. Without `botFunctions`
 * that key stays missing, which every reader takes as "no edits": the tools' defaults.
 */
export async function seedBotConfig(
  db: SeedClient,
  botFunctions?: BotFunctionDefaults,
): Promise<{ botConfig: number }> {
  const rows = {
    ...botConfigSeed(),
    ...(botFunctions ? { bot_functions: structuredClone([...botFunctions]) } : {}),
  };
  return { botConfig: await insertMissingBotConfig(db, rows) };
}

import { botConfigSeed } from '#domain/bot-config/keys.ts';
import { insertMissingBotConfig } from '../bot-config.ts';
import type { SeedClient } from './seed-client.ts';

// Default rows of bot_config (spec 001 sections 3 and 9), from the one table of keys
// (domain/bot-config/keys.ts). The seed inserts the keys that are missing and never touches an
// existing row: once a key exists it belongs to the admins.

/** Inserts the missing bot_config keys; returns how many were inserted. */
export async function seedBotConfig(db: SeedClient): Promise<{ botConfig: number }> {
  return { botConfig: await insertMissingBotConfig(db, botConfigSeed()) };
}

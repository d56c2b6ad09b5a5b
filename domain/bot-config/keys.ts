import type { z } from 'zod';
import { CLIENTE_SYSTEM_PROMPT, LOJISTA_SYSTEM_PROMPT } from '#prompts/system-prompts.ts';
import { DEFAULT_WHATSAPP_TEMPLATES } from '#prompts/templates.ts';
import {
  aiSettingsSchema,
  DEFAULT_AI_SETTINGS,
  DEFAULT_MESSAGE_HISTORY_LIMIT,
  lojistaSystemPromptSchema,
  messageHistoryLimitSchema,
  systemPromptSchema,
} from './agent.ts';
import { botFunctionsSchema } from './functions.ts';
import { DEFAULT_TRANSCRIPTION_MODEL, transcriptionSettingsSchema } from './transcription.ts';
import {
  redirectNumberSchema,
  whatsappSettingsSchema,
  whatsappTemplatesSchema,
  whatsappWebhookSchema,
} from './whatsapp.ts';

// Every bot_config key (spec 001 sections 3 and 9): its schema (the stored JSON in, the typed
// value out), the value a reader gets when the row is missing or fails the schema, and what the
// seed inserts when the row is missing. prisma/bot-config.ts reads and writes through this table.
// Not for the site: the default prompts are read from files.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

type KeyDefinition<S extends z.ZodType> = {
  schema: S;
  default: z.output<S>;
  /** What the seed inserts when the row is missing; null: the seed leaves the key alone. */
  seed: JsonValue | null;
  /** Its value is never logged (encrypted secrets). */
  secret: boolean;
};

function key<S extends z.ZodType>(
  schema: S,
  fallback: z.output<S> & JsonValue,
  options: { seed?: JsonValue | null; secret?: boolean } = {},
): KeyDefinition<S> {
  return {
    schema,
    default: fallback,
    seed: options.seed === undefined ? fallback : options.seed,
    secret: options.secret ?? false,
  };
}

export const BOT_CONFIG = {
  // Filled by an admin; the token is stored encrypted at rest by the service that saves it.
  whatsapp_settings: key(whatsappSettingsSchema, { access_token: '', phone_number_id: '' }, { secret: true }),
  ai_settings: key(aiSettingsSchema, { ...DEFAULT_AI_SETTINGS }),
  system_prompt: key(systemPromptSchema, { prompt: CLIENTE_SYSTEM_PROMPT }),
  system_prompt_lojista: key(lojistaSystemPromptSchema, { prompt: LOJISTA_SYSTEM_PROMPT }),
  // The admins' edits of the tools. The tools' own defaults are generated from their zod schemas
  // (tools/bot-functions.ts, a layer above): no entries means no edits, and mergeBotFunctions fills
  // in the code's defaults. The seed gets the default list from its caller (seedReferenceData).
  bot_functions: key(botFunctionsSchema, [], { seed: null }),
  message_history_limit: key(messageHistoryLimitSchema, { limit: DEFAULT_MESSAGE_HISTORY_LIMIT }),
  transcription_settings: key(transcriptionSettingsSchema, { model: DEFAULT_TRANSCRIPTION_MODEL }),
  whatsapp_templates: key(whatsappTemplatesSchema, { ...DEFAULT_WHATSAPP_TEMPLATES }),
  // Empty until an admin sets it: the redirect page falls back to SUPPORT_WHATSAPP instead of
  // sending visitors to a placeholder number.
  whatsapp_redirect_number: key(redirectNumberSchema, '', { seed: { numero: '' } }),
  // Generated on first use by the webhook (bot/webhook/verify-token.ts), never by the seed.
  whatsapp_webhook: key(whatsappWebhookSchema, { verify_token: '' }, { seed: null, secret: true }),
};

export type BotConfigKey = keyof typeof BOT_CONFIG;
export type BotConfigValue<K extends BotConfigKey> = z.output<(typeof BOT_CONFIG)[K]['schema']>;
export type BotConfigValues = { [K in BotConfigKey]: BotConfigValue<K> };

export const BOT_CONFIG_KEYS = Object.keys(BOT_CONFIG) as BotConfigKey[];

/** The keys the seed inserts when missing. */
export const SEEDED_BOT_CONFIG_KEYS = BOT_CONFIG_KEYS.filter((k) => BOT_CONFIG[k].seed !== null);

/** The seed's rows, fresh copies each call. */
export function botConfigSeed(): Partial<Record<BotConfigKey, JsonValue>> {
  return Object.fromEntries(SEEDED_BOT_CONFIG_KEYS.map((k) => [k, structuredClone(BOT_CONFIG[k].seed)]));
}

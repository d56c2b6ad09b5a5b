import { AI_MODEL_OPTIONS, AI_RANGES } from '#domain/admin/tools-schemas.ts';
import type { Prisma } from '#prisma/client.ts';
import { DEFAULT_BOT_FUNCTIONS } from '#prompts/bot-functions.ts';
import { CLIENTE_SYSTEM_PROMPT, LOJISTA_SYSTEM_PROMPT } from '#prompts/system-prompts.ts';
import { DEFAULT_WHATSAPP_TEMPLATES } from '#prompts/templates.ts';
import type { SeedClient } from './seed-client.ts';

// Default rows of bot_config (spec 001 sections 3 and 9). The seed inserts the keys that are
// missing and never touches an existing row: once a key exists it belongs to the admins.

// The model list and the parameter ranges live with the /gestao/ferramentas schemas, which the
// site imports too (this module reads files, so it cannot).
export { AI_MODEL_OPTIONS as AI_MODELS, AI_RANGES as AI_PARAMETER_RANGES };

export type AiModelId = (typeof AI_MODEL_OPTIONS)[number]['id'];

export const DEFAULT_AI_SETTINGS = {
  model: 'google/gemini-2.5-flash' satisfies AiModelId,
  temperature: 0.7,
  max_tokens: 1000,
};

export const DEFAULT_MESSAGE_HISTORY_LIMIT = 50;

export const BOT_CONFIG_KEYS = [
  'whatsapp_settings',
  'ai_settings',
  'system_prompt',
  'system_prompt_lojista',
  'bot_functions',
  'message_history_limit',
  'whatsapp_templates',
  'whatsapp_redirect_number',
] as const;

export type BotConfigKey = (typeof BOT_CONFIG_KEYS)[number];

export function defaultBotConfig(): Record<BotConfigKey, Prisma.InputJsonObject | Prisma.InputJsonArray> {
  return {
    // Filled by an admin; the token is stored encrypted at rest by the service that saves it.
    whatsapp_settings: { access_token: '', phone_number_id: '' },
    ai_settings: { ...DEFAULT_AI_SETTINGS },
    system_prompt: { prompt: CLIENTE_SYSTEM_PROMPT },
    system_prompt_lojista: { prompt: LOJISTA_SYSTEM_PROMPT },
    bot_functions: DEFAULT_BOT_FUNCTIONS.map((f) => ({ ...f, tables_consulted: [...f.tables_consulted] })),
    message_history_limit: { limit: DEFAULT_MESSAGE_HISTORY_LIMIT },
    whatsapp_templates: { ...DEFAULT_WHATSAPP_TEMPLATES },
    // Empty until an admin sets it: the redirect page fails cleanly instead of sending visitors
    // to a placeholder number.
    whatsapp_redirect_number: { numero: '' },
  };
}

/** Inserts the missing bot_config keys; returns how many were inserted. */
export async function seedBotConfig(db: SeedClient): Promise<{ botConfig: number }> {
  const rows = Object.entries(defaultBotConfig()).map(([config_key, config_value]) => ({
    config_key,
    config_value,
  }));
  const { count } = await db.botConfig.createMany({ data: rows, skipDuplicates: true });
  return { botConfig: count };
}

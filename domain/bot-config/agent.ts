import { z } from 'zod';
import { type AI_MODEL_OPTIONS, AI_RANGES } from '#domain/admin/tools-schemas.ts';
import { CLIENTE_SYSTEM_PROMPT, LOJISTA_SYSTEM_PROMPT } from '#prompts/system-prompts.ts';

// The bot_config keys the agent reads at every turn: ai_settings, the two system prompts and
// message_history_limit. Each field falls back to its own default when missing or malformed (an
// old or hand-written row keeps what it has right), and numbers out of the /gestao ranges are
// clamped rather than dropped: the admin's intent ("more", "less") holds.

export type AiModelId = (typeof AI_MODEL_OPTIONS)[number]['id'];

export const DEFAULT_AI_SETTINGS = {
  model: 'google/gemini-2.5-flash' satisfies AiModelId,
  temperature: 0.7,
  max_tokens: 1000,
};

export const DEFAULT_MESSAGE_HISTORY_LIMIT = 50;

type Range = { min: number; max: number };

// A number typed into an old form may be stored as text ("0.5").
function numberIn(range: Range, fallback: number) {
  return z
    .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number())
    .transform((n) => Math.min(range.max, Math.max(range.min, n)))
    .catch(fallback);
}

/**
 * No model property at all is an old or hand-written row: the default model. A blank (or any
 * non-text) one is the admin's "no model" (null): the guided fallback answers.
 */
const model = z
  .union([
    z.undefined().transform(() => DEFAULT_AI_SETTINGS.model),
    z
      .string()
      .trim()
      .transform((id) => (id === '' ? null : id)),
  ])
  .catch(null);

// Other properties an installation keeps in ai_settings survive a save (loose object).
export const aiSettingsSchema = z.looseObject({
  model,
  temperature: numberIn(AI_RANGES.temperature, DEFAULT_AI_SETTINGS.temperature),
  max_tokens: numberIn(AI_RANGES.max_tokens, DEFAULT_AI_SETTINGS.max_tokens).transform(Math.round),
});

export type AiSettings = z.output<typeof aiSettingsSchema>;

function promptSchema(fallback: string) {
  return z.object({
    prompt: z
      .string()
      .refine((text) => text.trim() !== '')
      .catch(fallback),
  });
}

export const systemPromptSchema = promptSchema(CLIENTE_SYSTEM_PROMPT);
export const lojistaSystemPromptSchema = promptSchema(LOJISTA_SYSTEM_PROMPT);

export const messageHistoryLimitSchema = z.object({
  limit: numberIn(AI_RANGES.message_history_limit, DEFAULT_MESSAGE_HISTORY_LIMIT).transform(Math.round),
});

import { z } from 'zod';
import type { EditableTemplateKey } from '#prompts/templates.ts';
import { userText } from '../user-text.ts';

// /gestao/ferramentas (spec 001 §2.4, §3, §9), shared by the API and the page; the model list and
// the ranges are also what bot_config's ai_settings schema clamps to (domain/bot-config/agent.ts).

export const AI_MODEL_OPTIONS = [
  { id: 'google/gemini-2.5-flash', label: 'Gemini 2.5 Flash', recommended: true },
  { id: 'google/gemini-2.5-pro', label: 'Gemini 2.5 Pro', recommended: false },
  { id: 'google/gemini-2.5-flash-lite', label: 'Gemini 2.5 Flash Lite', recommended: false },
  { id: 'openai/gpt-5', label: 'GPT-5', recommended: false },
  { id: 'openai/gpt-5-mini', label: 'GPT-5 Mini', recommended: false },
  { id: 'openai/gpt-5-nano', label: 'GPT-5 Nano', recommended: false },
  { id: 'openai/gpt-4.1', label: 'GPT-4.1', recommended: false },
  { id: 'openai/o3', label: 'O3', recommended: false },
  { id: 'openai/o4-mini', label: 'O4 Mini', recommended: false },
] as const;

export const AI_RANGES = {
  temperature: { min: 0, max: 1, step: 0.1 },
  max_tokens: { min: 100, max: 4000, step: 1 },
  message_history_limit: { min: 10, max: 100, step: 5 },
} as const;

export const TOOLS_MESSAGES = {
  promptObrigatorio: 'O prompt do sistema não pode ficar vazio',
  promptLongo: 'O prompt deve ter no máximo 20.000 caracteres',
  modelo: 'Escolha um dos modelos da lista',
  temperatura: 'A temperatura deve estar entre 0 e 1',
  maxTokens: 'O máximo de tokens deve estar entre 100 e 4000',
  memoria: 'A memória deve estar entre 10 e 100 mensagens, de 5 em 5',
  descricaoObrigatoria: 'A descrição da função não pode ficar vazia',
  descricaoLonga: 'A descrição deve ter no máximo 2.000 caracteres',
  jsonInvalido: 'Os parâmetros não são um JSON válido',
  jsonNaoObjeto: 'Os parâmetros devem ser um JSON Schema com "type": "object"',
  jsonSemPropriedades: 'Os parâmetros devem ter "properties" como um objeto',
  camposIncompletos: 'Preencha todos os campos',
  templateObrigatorio: 'O texto do template não pode ficar vazio',
  templateLongo: 'O template deve ter no máximo 1.024 caracteres',
  modeloTranscricao: 'Informe o modelo de transcrição (até 100 caracteres)',
} as const;

/** The tools page's save failures (spec 001 §8 Tools), one per part of the bot's settings. */
export const TOOLS_SAVE_FAILURES = {
  prompt: 'Não foi possível salvar o prompt',
  funcoes: 'Não foi possível salvar as funções',
  configuracoes: 'Não foi possível salvar as configurações',
  memoria: 'Não foi possível salvar as configurações de memória',
} as const;

/**
 * The agent form saves prompts, model and memory in one request, where the spec had a save for
 * each: a failure is named after what the admin changed, the prompts first.
 */
export function agentSaveFailure(changed: readonly string[]): string {
  if (changed.some((field) => field.startsWith('system_prompt'))) return TOOLS_SAVE_FAILURES.prompt;
  if (changed.length > 0 && changed.every((field) => field === 'message_history_limit')) {
    return TOOLS_SAVE_FAILURES.memoria;
  }
  return TOOLS_SAVE_FAILURES.configuracoes;
}

const modelIds = AI_MODEL_OPTIONS.map((m) => m.id) as [string, ...string[]];

const prompt = z
  .string({ error: TOOLS_MESSAGES.promptObrigatorio })
  .refine((v) => v.trim() !== '', TOOLS_MESSAGES.promptObrigatorio)
  .pipe(z.string().max(20_000, TOOLS_MESSAGES.promptLongo));

export const agentConfigSchema = z.object({
  system_prompt: prompt,
  system_prompt_lojista: prompt,
  model: z.enum(modelIds, { error: TOOLS_MESSAGES.modelo }),
  temperature: z.coerce
    .number({ error: TOOLS_MESSAGES.temperatura })
    .min(AI_RANGES.temperature.min, TOOLS_MESSAGES.temperatura)
    .max(AI_RANGES.temperature.max, TOOLS_MESSAGES.temperatura)
    // One decimal, as the slider steps: 0.30000000000000004 is stored as 0.3.
    .transform((v) => Math.round(v * 10) / 10),
  max_tokens: z.coerce
    .number({ error: TOOLS_MESSAGES.maxTokens })
    .int(TOOLS_MESSAGES.maxTokens)
    .min(AI_RANGES.max_tokens.min, TOOLS_MESSAGES.maxTokens)
    .max(AI_RANGES.max_tokens.max, TOOLS_MESSAGES.maxTokens),
  message_history_limit: z.coerce
    .number({ error: TOOLS_MESSAGES.memoria })
    .int(TOOLS_MESSAGES.memoria)
    .min(AI_RANGES.message_history_limit.min, TOOLS_MESSAGES.memoria)
    .max(AI_RANGES.message_history_limit.max, TOOLS_MESSAGES.memoria)
    .refine((v) => v % AI_RANGES.message_history_limit.step === 0, TOOLS_MESSAGES.memoria),
  // Absent: the stored model is kept (a client that does not know the field).
  transcription_model: z
    .string({ error: TOOLS_MESSAGES.modeloTranscricao })
    .trim()
    .min(1, TOOLS_MESSAGES.modeloTranscricao)
    .max(100, TOOLS_MESSAGES.modeloTranscricao)
    .optional(),
});

export type AgentConfigInput = z.input<typeof agentConfigSchema>;
export type AgentConfigValues = z.output<typeof agentConfigSchema>;

/** The reason `text` is not a usable parameter schema (JSON, type object, properties an object), or null. */
export function parametersProblem(text: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return TOOLS_MESSAGES.jsonInvalido;
  }
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(value) || (value as { type?: unknown }).type !== 'object')
    return TOOLS_MESSAGES.jsonNaoObjeto;
  if (!isObject((value as { properties?: unknown }).properties)) return TOOLS_MESSAGES.jsonSemPropriedades;
  return null;
}

export const botFunctionSchema = z.object({
  description: z
    .string({ error: TOOLS_MESSAGES.descricaoObrigatoria })
    .trim()
    .min(1, TOOLS_MESSAGES.descricaoObrigatoria)
    .max(2_000, TOOLS_MESSAGES.descricaoLonga),
  parameters: z.string({ error: TOOLS_MESSAGES.jsonInvalido }).superRefine((text, ctx) => {
    const problem = parametersProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  active: z.boolean(),
});

export type BotFunctionInput = z.input<typeof botFunctionSchema>;

/** A blank token keeps the stored one (the page never receives it in clear). */
export const whatsappCredentialsSchema = z.object({
  accessToken: z.string().trim().max(1_000, 'Token muito longo').default(''),
  phoneNumberId: z.string().trim().max(64, 'Phone Number ID muito longo').default(''),
});

/** 'Preencha todos os campos' unless both fields are set (a blank token counts when one is stored). */
export function credentialsProblem(
  value: { accessToken: string; phoneNumberId: string },
  hasStoredToken: boolean,
): string | null {
  const hasToken = value.accessToken.trim() !== '' || hasStoredToken;
  return hasToken && value.phoneNumberId.trim() !== '' ? null : TOOLS_MESSAGES.camposIncompletos;
}

export type WhatsappCredentialsInput = z.input<typeof whatsappCredentialsSchema>;

// A template's text goes to customers and shops on WhatsApp: cleaned like what people type.
const templateBody = userText({ error: TOOLS_MESSAGES.templateObrigatorio })
  .refine((v) => v.trim() !== '', TOOLS_MESSAGES.templateObrigatorio)
  .pipe(z.string().max(1_024, TOOLS_MESSAGES.templateLongo));

export const templatesSchema = z.object({
  novo_desejo: templateBody,
  oferta_recebida: templateBody,
  oferta_escolhida: templateBody,
  desejo_encerrado: templateBody,
  avaliacao_pedido: templateBody,
});

export type TemplatesInput = z.input<typeof templatesSchema>;

/** What GET /api/admin/tools answers. */
export type ToolsConfig = {
  agent: AgentConfigValues;
  functions: {
    name: string;
    description: string;
    parameters: string;
    active: boolean;
    tables_consulted: string[];
    audience: 'cliente' | 'lojista';
  }[];
  whatsapp: { accessTokenMasked: string; hasToken: boolean; phoneNumberId: string; configured: boolean };
  templates: {
    key: EditableTemplateKey;
    /** The approved template's name at Meta and its language, as the Cloud API sender uses them. */
    name: string;
    language: string;
    variables: string[];
    body: string;
  }[];
};

/** What the saves of /gestao/ferramentas answer: the confirmation shown, and what was stored. */
export type ToolsSaved = {
  agent: { message: string; agent: AgentConfigValues };
  function: { message: string; function: ToolsConfig['functions'][number] };
  whatsapp: { message: string; whatsapp: ToolsConfig['whatsapp'] };
  templates: { message: string };
};

import { z } from 'zod';
import type { EditableTemplateKey } from '#prompts/templates.ts';
import { userText } from '../user-text.ts';
import { AI_MODEL_OPTIONS, AI_RANGES, parametersProblem, TOOLS_MESSAGES } from './tools-options.ts';

// /gestao/ferramentas (spec 001 §2.4, §3, §9): the schemas shared by the API and the page. The
// model list, ranges and messages are in tools-options.ts, without zod (the page loads its
// schemas only to validate), and are re-exported here for the server's imports.

export * from './tools-options.ts';

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

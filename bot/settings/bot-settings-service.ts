import {
  type AgentConfigValues,
  AI_MODEL_OPTIONS,
  botFunctionSchema,
  credentialsProblem,
  type ToolsConfig,
  templatesSchema,
  whatsappCredentialsSchema,
} from '#domain/admin/tools-schemas.ts';
import { maskSecret } from '#platform/config/encryption.ts';
import type { Env } from '#platform/config/env.ts';
import { AppError } from '#platform/http/app-error.ts';
import { readBotConfig, readBotConfigs, writeBotConfig, writeBotConfigs } from '#prisma/bot-config.ts';
import type { Db } from '#prisma/client.ts';
import { EDITABLE_TEMPLATE_KEYS, TEMPLATE_VARIABLES } from '#prompts/templates.ts';
import { type BotFunction, DEFAULT_BOT_FUNCTIONS, mergeBotFunctions } from '#tools/bot-functions.ts';
import { readWhatsappSettings, saveWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';

// /gestao/ferramentas: what the agent, its tools, the Cloud API credentials and the templates are
// configured with, and the saves. Every save lands in bot_config and drops the cache the turns read
// it through (prisma/bot-config-cache.ts, in every process): a change applies to the next message.
// It lives in bot/ because the tools' list and defaults (tools/bot-functions.ts) are above api/.

const SCREEN_KEYS = [
  'ai_settings',
  'system_prompt',
  'system_prompt_lojista',
  'message_history_limit',
  'transcription_settings',
  'bot_functions',
  'whatsapp_templates',
] as const;

/** A tool as the screen shows it: the merged entry without what only the model reads. */
function functionView(f: BotFunction): ToolsConfig['functions'][number] {
  return {
    name: f.name,
    description: f.description,
    parameters: f.parameters,
    active: f.active,
    tables_consulted: f.tables_consulted,
    audience: f.audience,
  };
}

export async function readToolsConfig(options: { db: Db; env: Env }): Promise<ToolsConfig> {
  const { db, env } = options;
  const [config, whatsapp] = await Promise.all([
    readBotConfigs(db, SCREEN_KEYS),
    readWhatsappSettings(db, env),
  ]);
  const ai = config.ai_settings;
  return {
    agent: {
      system_prompt: config.system_prompt.prompt,
      system_prompt_lojista: config.system_prompt_lojista.prompt,
      // "No model" (a blank model) is shown as the recommended one: saving turns the model on.
      model: ai.model ?? AI_MODEL_OPTIONS[0].id,
      temperature: ai.temperature,
      max_tokens: ai.max_tokens,
      message_history_limit: config.message_history_limit.limit,
      transcription_model: config.transcription_settings.model,
    },
    functions: mergeBotFunctions(config.bot_functions).map(functionView),
    whatsapp: {
      accessTokenMasked: maskSecret(whatsapp.accessToken),
      hasToken: whatsapp.accessToken !== '',
      phoneNumberId: whatsapp.phoneNumberId,
      configured: whatsapp.configured,
    },
    // The shop's account messages are fixed (prompts/templates.ts SHOP_ACCOUNT_TEMPLATES).
    templates: EDITABLE_TEMPLATE_KEYS.map((key) => ({
      key,
      // cloud-transport.ts templatePayload: the key is the approved template's name, in pt_BR.
      name: key,
      language: 'pt_BR',
      variables: [...TEMPLATE_VARIABLES[key]],
      body: config.whatsapp_templates[key],
    })),
  };
}

export async function saveAgentConfig(options: { db: Db; values: AgentConfigValues; updatedBy: string }) {
  const { db, values, updatedBy } = options;
  const ai = await readBotConfig(db, 'ai_settings');
  await writeBotConfigs(
    db,
    {
      // Other properties an installation keeps in ai_settings survive the save.
      ai_settings: {
        ...ai,
        model: values.model,
        temperature: values.temperature,
        max_tokens: values.max_tokens,
      },
      system_prompt: { prompt: values.system_prompt },
      system_prompt_lojista: { prompt: values.system_prompt_lojista },
      message_history_limit: { limit: values.message_history_limit },
      ...(values.transcription_model === undefined
        ? {}
        : { transcription_settings: { model: values.transcription_model } }),
    },
    updatedBy,
  );
}

/** Saves one tool's description, parameters and active flag; anything invalid changes nothing. */
export async function saveBotFunction(options: { db: Db; name: string; input: unknown; updatedBy: string }) {
  const { db, name, updatedBy } = options;
  const fallback = DEFAULT_BOT_FUNCTIONS.find((f) => f.name === name);
  if (!fallback) throw new AppError('NOT_FOUND', { message: 'Função não encontrada.' });
  const parsed = botFunctionSchema.safeParse(options.input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '_');
    const message = issue?.message ?? 'Verifique os campos destacados.';
    throw new AppError('VALIDATION', { message, fields: { [field]: message } });
  }
  const list = [...(await readBotConfig(db, 'bot_functions'))];
  const index = list.findIndex((entry) => entry.name.trim() === name);
  const next = { ...(index >= 0 ? list[index] : structuredClone(fallback)), ...parsed.data, name };
  if (index >= 0) list[index] = next;
  else list.push(next);
  await writeBotConfig(db, 'bot_functions', list, updatedBy);
  return functionView(mergeBotFunctions(list).find((f) => f.name === name)!);
}

export async function saveTemplates(options: { db: Db; input: unknown; updatedBy: string }) {
  const values = templatesSchema.parse(options.input);
  const stored = await readBotConfig(options.db, 'whatsapp_templates');
  await writeBotConfig(options.db, 'whatsapp_templates', { ...stored, ...values }, options.updatedBy);
}

export async function saveWhatsappCredentials(options: {
  db: Db;
  env: Env;
  input: unknown;
  updatedBy: string;
}) {
  const { db, env, updatedBy } = options;
  const values = whatsappCredentialsSchema.parse(options.input);
  const current = await readWhatsappSettings(db, env);
  const problem = credentialsProblem(values, current.accessToken !== '');
  if (problem) throw new AppError('VALIDATION', { message: problem });
  const saved = await saveWhatsappSettings(
    db,
    env,
    {
      accessToken: values.accessToken === '' ? undefined : values.accessToken,
      phoneNumberId: values.phoneNumberId,
    },
    updatedBy,
  );
  return {
    accessTokenMasked: saved.accessTokenMasked,
    hasToken: saved.accessTokenMasked !== '',
    phoneNumberId: saved.phoneNumberId,
    configured: saved.configured,
  };
}

import { readAgentConfig } from '#agent/agent-config.ts';
import { readWhatsappTemplates } from '#api/notifications/notifications-data.ts';
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
import type { Db } from '#prisma/client.ts';
import { CLIENTE_TOOL_NAMES, DEFAULT_BOT_FUNCTIONS } from '#prompts/bot-functions.ts';
import { TEMPLATE_VARIABLES, type TemplateKey } from '#prompts/templates.ts';
import { readWhatsappSettings, saveWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';
import { readConfigValue, readToolsConfigRows, writeConfigRows } from './bot-settings-data.ts';

// /gestao/ferramentas: what the agent, its tools, the Cloud API credentials and the templates are
// configured with, and the saves. Every save lands in bot_config, which the agent reads at each
// turn (agent/agent-config.ts, tools/registry.ts): a change applies to the next message.

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const clienteTools: readonly string[] = CLIENTE_TOOL_NAMES;

/** The stored entries of bot_functions by name; the code's defaults fill what is missing. */
function functionsView(stored: unknown): ToolsConfig['functions'] {
  const entries = new Map<string, Record<string, unknown>>();
  if (Array.isArray(stored)) {
    for (const entry of stored) {
      if (isObject(entry) && typeof entry.name === 'string') entries.set(entry.name.trim(), entry);
    }
  }
  return DEFAULT_BOT_FUNCTIONS.map((fallback) => {
    const entry = entries.get(fallback.name) ?? {};
    const parameters =
      typeof entry.parameters === 'string'
        ? entry.parameters
        : isObject(entry.parameters)
          ? JSON.stringify(entry.parameters, null, 2)
          : fallback.parameters;
    const tables = Array.isArray(entry.tables_consulted)
      ? entry.tables_consulted.filter((t): t is string => typeof t === 'string')
      : fallback.tables_consulted;
    return {
      name: fallback.name,
      description:
        typeof entry.description === 'string' && entry.description.trim() !== ''
          ? entry.description
          : fallback.description,
      parameters,
      active: entry.active !== false,
      tables_consulted: tables,
      audience: clienteTools.includes(fallback.name) ? 'cliente' : 'lojista',
    };
  });
}

export async function readToolsConfig(options: { db: Db; env: Env }): Promise<ToolsConfig> {
  const { db, env } = options;
  const [rows, cliente, lojista, templates, whatsapp] = await Promise.all([
    readToolsConfigRows(db),
    readAgentConfig(db, 'cliente'),
    readAgentConfig(db, 'lojista'),
    readWhatsappTemplates(db),
    readWhatsappSettings(db, env),
  ]);
  return {
    agent: {
      system_prompt: cliente.systemPrompt,
      system_prompt_lojista: lojista.systemPrompt,
      // "No model" (a blank model) is shown as the recommended one: saving turns the model on.
      model: cliente.model ?? AI_MODEL_OPTIONS[0].id,
      temperature: cliente.temperature,
      max_tokens: cliente.maxTokens,
      message_history_limit: cliente.historyLimit,
    },
    functions: functionsView(rows.bot_functions),
    whatsapp: {
      accessTokenMasked: maskSecret(whatsapp.accessToken),
      hasToken: whatsapp.accessToken !== '',
      phoneNumberId: whatsapp.phoneNumberId,
      configured: whatsapp.configured,
    },
    templates: (Object.keys(TEMPLATE_VARIABLES) as TemplateKey[]).map((key) => ({
      key,
      // cloud-transport.ts templatePayload: the key is the approved template's name, in pt_BR.
      name: key,
      language: 'pt_BR',
      variables: [...TEMPLATE_VARIABLES[key]],
      body: templates[key],
    })),
  };
}

export async function saveAgentConfig(options: { db: Db; values: AgentConfigValues; updatedBy: string }) {
  const { db, values, updatedBy } = options;
  const ai = await readConfigValue(db, 'ai_settings');
  await writeConfigRows(
    db,
    {
      // Other properties an installation keeps in ai_settings survive the save.
      ai_settings: {
        ...(isObject(ai) ? (ai as Record<string, string>) : {}),
        model: values.model,
        temperature: values.temperature,
        max_tokens: values.max_tokens,
      },
      system_prompt: { prompt: values.system_prompt },
      system_prompt_lojista: { prompt: values.system_prompt_lojista },
      message_history_limit: { limit: values.message_history_limit },
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
  const stored = await readConfigValue(db, 'bot_functions');
  const list = Array.isArray(stored) ? [...stored] : [];
  const index = list.findIndex((e) => isObject(e) && typeof e.name === 'string' && e.name.trim() === name);
  const current = index >= 0 && isObject(list[index]) ? list[index] : { ...fallback };
  const next = { ...current, ...parsed.data, name };
  if (index >= 0) list[index] = next;
  else list.push(next);
  await writeConfigRows(db, { bot_functions: list }, updatedBy);
  return functionsView(list).find((f) => f.name === name)!;
}

export async function saveTemplates(options: { db: Db; input: unknown; updatedBy: string }) {
  const values = templatesSchema.parse(options.input);
  const stored = await readConfigValue(options.db, 'whatsapp_templates');
  await writeConfigRows(
    options.db,
    { whatsapp_templates: { ...(isObject(stored) ? (stored as Record<string, string>) : {}), ...values } },
    options.updatedBy,
  );
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

import { z } from 'zod';
import { issuesToFields } from '#domain/validation/field-errors.ts';
import type { ToolCallRecord } from '#domain/whatsapp/tool-call-record.ts';
import { isAppError } from '#platform/http/app-error.ts';
import type { Logger } from '#platform/logger.ts';
import { botConfigCache } from '#prisma/bot-config-cache.ts';
import type { Db } from '#prisma/client.ts';
import { type BotFunction, mergeBotFunctions, warnInvalidParameters } from './bot-functions.ts';
import { TOOL_DEFINITIONS } from './catalog.ts';
import { allSubcategoryNames, type CategoryNode, cachedCategoryTree } from './categories.ts';
import { AUDIENCE_MESSAGES } from './party.ts';
import type { ToolAudience, ToolContext, ToolResult } from './tool-types.ts';

// The tools the model is offered and the one door through which the agent and the guided
// fallback call them. bot_functions (edited in /gestao) decides which tools are offered and how
// they are described; the code decides what they do. callTool never throws: whatever goes wrong
// becomes a structured error the model can read and recover from.

const byName = new Map(TOOL_DEFINITIONS.map((def) => [def.name, def]));

export type OfferedTool = { name: string; description: string; jsonSchema: Record<string, unknown> };

export const REGISTRY_MESSAGES = {
  desconhecida: (name: string) => `Ferramenta desconhecida: ${name}.`,
  inativa: (name: string) => `A ferramenta ${name} está desativada.`,
  jsonInvalido: 'Argumentos inválidos: o texto não é um JSON válido.',
  argumentosInvalidos: 'Argumentos inválidos',
  erroInterno: 'Erro interno ao executar a ferramenta.',
} as const;

/** criar_desejo's classification constrained to the live tree (spec: the live category list). */
function withCategoryEnums(tree: CategoryNode[], schema: Record<string, unknown>): Record<string, unknown> {
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (!properties) return schema;
  const next = { ...properties };
  const categoria = properties.categoria;
  if (categoria && typeof categoria === 'object') {
    next.categoria = { ...categoria, enum: tree.map((c) => c.nome) };
  }
  const subcategoria = properties.subcategoria;
  const subNames = allSubcategoryNames(tree);
  if (subcategoria && typeof subcategoria === 'object' && subNames.length > 0) {
    next.subcategoria = { ...subcategoria, enum: subNames };
  }
  return { ...schema, properties: next };
}

// Parsing bot_functions and building the enums is the same work every turn and tool call until an
// admin edits bot_functions or the category cache (one minute) reloads the tree; the result is kept
// per stored value and tree. bot_functions comes from the process's bot_config cache, which every
// save drops: an admin's change applies to the next message. The same array comes back while
// nothing changed, so the agent can keep what it built on it.
type FunctionsEntry = {
  active: BotFunction[];
  audience: BotFunction[];
  tree?: CategoryNode[];
  offered?: OfferedTool[];
};
const functionsCache = new Map<string, Map<ToolAudience, FunctionsEntry>>();
const MAX_FUNCTIONS_ENTRIES = 32;
// The bot_config cache hands back the same frozen bot_functions value until it reloads: its text,
// written once, finds the entry (14 KB of JSON to write on every turn otherwise).
const storedTexts = new WeakMap<object, string>();

function storedText(stored: unknown): string {
  if (typeof stored !== 'object' || stored === null) return JSON.stringify(stored ?? null);
  let text = storedTexts.get(stored);
  if (text === undefined) {
    text = JSON.stringify(stored);
    storedTexts.set(stored, text);
  }
  return text;
}

/** An audience's tools merged with the admin's edits in `stored` (bot_functions). */
function functionsOf(stored: unknown, audience: ToolAudience): FunctionsEntry {
  const text = storedText(stored);
  let byAudience = functionsCache.get(text);
  if (!byAudience) {
    if (functionsCache.size >= MAX_FUNCTIONS_ENTRIES) functionsCache.clear();
    byAudience = new Map();
    functionsCache.set(text, byAudience);
  }
  let entry = byAudience.get(audience);
  if (!entry) {
    const functions = mergeBotFunctions(stored).filter((f) => f.audience === audience);
    entry = { active: functions.filter((f) => f.active), audience: functions };
    byAudience.set(audience, entry);
  }
  return entry;
}

async function readBotFunctions(db: Db, logger?: Logger): Promise<unknown> {
  return (await botConfigCache.read(db, ['bot_functions'], logger)).bot_functions;
}

/** The active tools of an audience, with the admin's descriptions and schemas. `botFunctions` is
 * bot_functions when the caller already read it (the agent reads it with its configuration). */
export async function offeredTools(
  db: Db,
  audience: ToolAudience,
  options: { logger?: Logger; botFunctions?: unknown } = {},
): Promise<OfferedTool[]> {
  const stored =
    'botFunctions' in options ? options.botFunctions : await readBotFunctions(db, options.logger);
  const entry = functionsOf(stored, audience);
  warnInvalidParameters(entry.audience, options.logger);
  const tree = entry.active.some((f) => f.name === 'criar_desejo') ? await cachedCategoryTree(db) : undefined;
  if (!entry.offered || entry.tree !== tree) {
    entry.tree = tree;
    entry.offered = entry.active.map((f) => ({
      name: f.name,
      description: f.description,
      jsonSchema: f.name === 'criar_desejo' && tree ? withCategoryEnums(tree, f.jsonSchema) : f.jsonSchema,
    }));
  }
  return entry.offered;
}

function parseArgs(rawArgs: unknown): { ok: true; value: unknown } | { ok: false } {
  if (rawArgs === undefined || rawArgs === null) return { ok: true, value: {} };
  if (typeof rawArgs !== 'string') return { ok: true, value: rawArgs };
  if (rawArgs.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(rawArgs) };
  } catch {
    return { ok: false };
  }
}

function zodFailure(error: z.ZodError): ToolResult {
  const fields = issuesToFields(error.issues);
  const detail = Object.entries(fields)
    .map(([key, message]) => (key === '_' ? message : `${key}: ${message}`))
    .join('; ');
  return { ok: false, error: `${REGISTRY_MESSAGES.argumentosInvalidos}: ${detail}`, fields };
}

async function run(name: string, args: unknown, ctx: ToolContext): Promise<ToolResult> {
  const def = byName.get(name);
  if (!def) return { ok: false, error: REGISTRY_MESSAGES.desconhecida(name) };
  if (def.audience !== ctx.party.kind) return { ok: false, error: AUDIENCE_MESSAGES[def.audience] };
  const stored = await readBotFunctions(ctx.db, ctx.logger);
  const effective = functionsOf(stored, def.audience).audience.filter((f) => f.name === name);
  warnInvalidParameters(effective, ctx.logger);
  if (effective[0]?.active === false) return { ok: false, error: REGISTRY_MESSAGES.inativa(name) };
  const parsed = def.schema.safeParse(args);
  if (!parsed.success) return zodFailure(parsed.error);
  return def.handler(parsed.data, ctx);
}

/** Runs a tool by name for the conversation in `ctx`; never throws. */
export async function callTool(
  name: string,
  rawArgs: unknown,
  ctx: ToolContext,
): Promise<{ record: ToolCallRecord; result: ToolResult }> {
  const parsedArgs = parseArgs(rawArgs);
  let result: ToolResult;
  if (!parsedArgs.ok) {
    result = { ok: false, error: REGISTRY_MESSAGES.jsonInvalido };
  } else {
    try {
      result = await run(name, parsedArgs.value, ctx);
    } catch (error) {
      if (isAppError(error)) {
        result = { ok: false, error: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      } else if (error instanceof z.ZodError) {
        result = zodFailure(error);
      } else {
        ctx.logger.error({ err: error, tool: name }, 'falha inesperada ao executar ferramenta');
        result = { ok: false, error: REGISTRY_MESSAGES.erroInterno };
      }
    }
  }
  const record: ToolCallRecord = {
    name,
    arguments: parsedArgs.ok ? parsedArgs.value : rawArgs,
    // What the model read, as it read it.
    result,
    ...(result.ok ? {} : { error: true }),
  };
  return { record, result };
}

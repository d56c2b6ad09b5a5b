import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { type BotFunctionConfig, DEFAULT_BOT_FUNCTIONS } from '#prompts/bot-functions.ts';
import { readBotFunctionsConfig } from './tools-data.ts';

// bot_functions as the admins left it, merged with the code: for each tool the code has, the
// admin's description, parameter schema and active flag, falling back per field to the default of
// prompts/bot-functions.ts when missing or unusable. Entries without code are ignored.

export type EffectiveFunction = {
  name: string;
  description: string;
  jsonSchema: Record<string, unknown>;
  active: boolean;
};

const defaults = new Map(DEFAULT_BOT_FUNCTIONS.map((f) => [f.name, f]));

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The admin's entries by name (the last one wins when an admin duplicated a name). */
function entriesByName(stored: unknown): Map<string, Partial<BotFunctionConfig>> {
  const entries = new Map<string, Partial<BotFunctionConfig>>();
  if (!Array.isArray(stored)) return entries;
  for (const entry of stored) {
    if (isObject(entry) && typeof entry.name === 'string') entries.set(entry.name.trim(), entry);
  }
  return entries;
}

/** A JSON Schema object from the admin's text (or an object, if stored as one), else undefined. */
function parseSchema(parameters: unknown): Record<string, unknown> | undefined {
  let value = parameters;
  if (typeof parameters === 'string') {
    try {
      value = JSON.parse(parameters);
    } catch {
      return undefined;
    }
  }
  if (!isObject(value) || value.type !== 'object') return undefined;
  if (value.properties !== undefined && !isObject(value.properties)) return undefined;
  return value;
}

/** The effective entries for `names` from bot_functions as stored; `invalid` names the tools whose
 * stored schema was unusable (the default one is used). */
export function effectiveFunctions(
  stored: unknown,
  names: readonly string[],
): { functions: EffectiveFunction[]; invalid: string[] } {
  const entries = entriesByName(stored);
  const functions: EffectiveFunction[] = [];
  const invalid: string[] = [];
  for (const name of names) {
    const fallback = defaults.get(name);
    if (!fallback) continue;
    const entry = entries.get(name);
    let jsonSchema = parseSchema(fallback.parameters)!;
    if (entry?.parameters !== undefined) {
      const parsed = parseSchema(entry.parameters);
      if (parsed) jsonSchema = parsed;
      else invalid.push(name);
    }
    const description =
      typeof entry?.description === 'string' && entry.description.trim() !== ''
        ? entry.description
        : fallback.description;
    functions.push({ name, description, jsonSchema, active: entry?.active !== false });
  }
  return { functions, invalid };
}

export function warnInvalidFunctions(invalid: readonly string[], logger?: Logger): void {
  for (const tool of invalid) {
    logger?.warn({ tool }, 'bot_functions: parâmetros inválidos; usando o esquema padrão');
  }
}

export async function readEffectiveFunctions(
  db: Db,
  names: readonly string[],
  logger?: Logger,
): Promise<EffectiveFunction[]> {
  const { functions, invalid } = effectiveFunctions(await readBotFunctionsConfig(db), names);
  warnInvalidFunctions(invalid, logger);
  return functions;
}

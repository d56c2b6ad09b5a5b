import type { Logger } from '#platform/logger.ts';
import { TOOL_DEFINITIONS } from './catalog.ts';
import { toolParameters } from './tool-parameters.ts';
import type { ToolAudience } from './tool-types.ts';

// bot_functions (bot_config, spec 001 section 3): admins edit each tool's description, parameter
// schema and active flag in /gestao/ferramentas; the code behind a tool is found by its name. The
// defaults come from the tools' definitions; a stored entry is an admin's edit and wins field by
// field where usable. Stored entries without code are ignored. mergeBotFunctions is the one
// merge: the registry offers its result to the model, the admin screen shows it.

export type BotFunctionConfig = {
  id: string;
  name: string;
  description: string;
  /** JSON Schema of the arguments, as JSON text (the admin edits it as text). */
  parameters: string;
  active: boolean;
  tables_consulted: string[];
};

export const DEFAULT_BOT_FUNCTIONS: readonly BotFunctionConfig[] = TOOL_DEFINITIONS.map((tool) => ({
  id: tool.name,
  name: tool.name,
  description: tool.description,
  parameters: JSON.stringify(toolParameters(tool.schema), null, 2),
  active: true,
  tables_consulted: [...tool.tablesConsulted],
}));

/** The names of an audience's tools, in the order they are offered. */
export function toolNames(audience: ToolAudience): string[] {
  return TOOL_DEFINITIONS.filter((tool) => tool.audience === audience).map((tool) => tool.name);
}

export type BotFunction = {
  name: string;
  audience: ToolAudience;
  description: string;
  /** The JSON text the admin sees: as stored, else the default. */
  parameters: string;
  /** What the model is offered: the stored schema when it is a usable object schema, else the default. */
  jsonSchema: Record<string, unknown>;
  /** The stored parameters are not a usable JSON Schema (the default one is offered). */
  hasInvalidParameters: boolean;
  active: boolean;
  tables_consulted: string[];
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The admin's entries by name (the last one wins when an admin duplicated a name). */
function entriesByName(stored: unknown): Map<string, Record<string, unknown>> {
  const entries = new Map<string, Record<string, unknown>>();
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

function parametersText(stored: unknown, fallback: string): string {
  if (typeof stored === 'string') return stored;
  if (isObject(stored)) return JSON.stringify(stored, null, 2);
  return fallback;
}

/** Every tool the code has, in catalog order, with the admin's edits from bot_functions as stored
 * (the raw row or its parsed entries; null or missing: no edits). */
export function mergeBotFunctions(stored: unknown): BotFunction[] {
  const entries = entriesByName(stored);
  return TOOL_DEFINITIONS.map((tool, index) => {
    const fallback = DEFAULT_BOT_FUNCTIONS[index]!;
    const entry = entries.get(tool.name) ?? {};
    const storedSchema = entry.parameters === undefined ? undefined : parseSchema(entry.parameters);
    const tables = Array.isArray(entry.tables_consulted)
      ? entry.tables_consulted.filter((t): t is string => typeof t === 'string')
      : [...fallback.tables_consulted];
    return {
      name: tool.name,
      audience: tool.audience,
      description:
        typeof entry.description === 'string' && entry.description.trim() !== ''
          ? entry.description
          : fallback.description,
      parameters: parametersText(entry.parameters, fallback.parameters),
      // A fresh object each time: what the model is offered is never shared with the defaults.
      jsonSchema: storedSchema ?? (JSON.parse(fallback.parameters) as Record<string, unknown>),
      hasInvalidParameters: entry.parameters !== undefined && !storedSchema,
      // Only `false` turns a tool off: anything else (missing included) leaves it on.
      active: entry.active !== false,
      tables_consulted: tables,
    };
  });
}

export function warnInvalidParameters(functions: readonly BotFunction[], logger?: Logger): void {
  for (const f of functions) {
    if (f.hasInvalidParameters) {
      logger?.warn({ tool: f.name }, 'bot_functions: parâmetros inválidos; usando o esquema padrão');
    }
  }
}

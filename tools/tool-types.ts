import type { z } from 'zod';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import type { EffectKeys } from './effect-keys.ts';
import type { Party } from './party.ts';

// A tool is its name, its description for the model, a zod schema and a handler over the
// marketplace services (never Prisma directly). The schema's `.describe()` texts are what the
// model reads: the JSON Schema it is offered is generated from the schema (tool-parameters.ts).
// The model's arguments are parsed with the schema; what fails comes back to the model as a
// structured error instead of crashing the turn. The guided fallback calls the same handlers.

export type ToolContext = {
  db: Db;
  /** The general job queue: notifications are enqueued here by the services. */
  queue: JobQueue;
  logger: Logger;
  /** Who the conversation is with: a customer's tools act on their wishes, a shop's on its matches. */
  party: Party;
  /** WISH_TTL_DAYS and the site's public address (links in messages). */
  settings: { wishTtlDays: number; publicUrl: string };
  now: Date;
  /**
   * Bot turns only: the idempotency key of a tool call with a lasting effect (criar_desejo), so a
   * turn run again after a crash does not repeat it (effect-keys.ts).
   */
  effectKey?: EffectKeys;
};

export type ToolResult =
  | { ok: true; data: unknown }
  | { ok: false; error: string; fields?: Record<string, string> };

export type ToolAudience = 'cliente' | 'lojista';

export type ToolDefinition<Schema extends z.ZodType = z.ZodType> = {
  /** The bot_functions name (listar_categorias, criar_desejo, ...). */
  name: string;
  /** What the model reads to decide when to call the tool (the default of bot_functions). */
  description: string;
  /** Who the tool serves: it is offered in that party's conversations only. */
  audience: ToolAudience;
  /** Shown in /gestao/ferramentas: the tables the tool reads or writes. */
  tablesConsulted: readonly string[];
  schema: Schema;
  // Method syntax keeps tools with different schemas assignable to one ToolDefinition[].
  handler(args: z.output<Schema>, ctx: ToolContext): Promise<ToolResult>;
};

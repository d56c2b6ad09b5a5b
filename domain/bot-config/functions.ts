import { z } from 'zod';

// bot_functions as the admins left it: one entry per tool, found by name, each field optional
// (the tool's default fills what is missing or unusable: mergeBotFunctions, tools/bot-functions.ts).
// The parameters are the JSON Schema as the text the admin edited, or an object in rows written by
// hand.

export const botFunctionEntrySchema = z.looseObject({
  name: z.string(),
  description: z.string().optional().catch(undefined),
  parameters: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .optional()
    .catch(undefined),
  // Only `false` turns a tool off: anything else (missing included) leaves it on.
  active: z.boolean().optional().catch(undefined),
  tables_consulted: z
    .array(z.unknown())
    .transform((tables) => tables.filter((t): t is string => typeof t === 'string'))
    .optional()
    .catch(undefined),
});

export type BotFunctionEntry = z.output<typeof botFunctionEntrySchema>;

/** The entries that name a tool; anything else in the list is ignored. */
export const botFunctionsSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const entry = botFunctionEntrySchema.safeParse(item);
    return entry.success ? [entry.data] : [];
  }),
);

import { z } from 'zod';
import { ABAS, ORDENS } from './dashboard-labels.ts';

// The dashboard's list query (spec 000 §2 Dashboard). The tabs, orders and labels live in
// dashboard-labels.ts, without zod, and are re-exported here for the server's imports.

export * from './dashboard-labels.ts';

export const matchListQuerySchema = z.object({
  aba: z.enum(ABAS).default('novas'),
  ordem: z.enum(ORDENS).default('recentes'),
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
});

export type MatchListQuery = z.output<typeof matchListQuerySchema>;

import { z } from 'zod';

/** PATCH /api/admin/lojistas/:id/receber-matches — the approval switch of /gestao/lojistas. */
export const receberMatchesSchema = z.object({
  receberMatches: z.boolean({ error: 'Informe se o lojista deve receber oportunidades.' }),
});

export type ReceberMatches = z.infer<typeof receberMatchesSchema>;

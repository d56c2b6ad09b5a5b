import { z } from 'zod';
import { type PlanoTipo, planoTipos } from '#domain/plans/plan-types.ts';

/** PATCH /api/admin/lojistas/:id/receber-matches — the approval switch of /gestao/lojistas. */
export const receberMatchesSchema = z.object({
  receberMatches: z.boolean({ error: 'Informe se o lojista deve receber oportunidades.' }),
});

export type ReceberMatches = z.infer<typeof receberMatchesSchema>;

// The shop list of /gestao/lojistas (spec 001 §2.5): four filters and a page of 20, read from
// the query string by the list and the CSV export alike.

export const SHOP_PAGE_SIZE = 20;

/** The filter lists every plan type (domain/plans/plan-types.ts), in that module's order. */
export type PlanoTipoFiltro = PlanoTipo;

/** Spec 001 §9 labels; 'premium' is the plan an admin may grant outside the card checkout. */
export const planoLabels: Record<PlanoTipoFiltro, string> = {
  associado_gratuito: 'Associado Gratuito',
  sem_plano: 'Sem Plano',
  stripe_subscription: 'Assinatura Stripe',
  premium: 'Premium',
};

export const matchStatuses = ['recebendo', 'bloqueados'] as const;
export type MatchStatusFiltro = (typeof matchStatuses)[number];

export const matchStatusLabels: Record<MatchStatusFiltro, string> = {
  recebendo: 'Recebendo Matches',
  bloqueados: 'Bloqueados para Matches',
};

// '' and 'todos' (the selects' "all" options) mean no filter.
const noFilter = (value: unknown) => (value === '' || value === 'todos' ? undefined : value);

export const shopFiltersSchema = z.object({
  estado: z.preprocess(
    noFilter,
    z
      .string()
      .trim()
      .regex(/^[a-zA-Z]{2}$/, 'Estado inválido.')
      .transform((v) => v.toUpperCase())
      .optional(),
  ),
  cidade: z.preprocess(noFilter, z.string().trim().min(1).max(120, 'Cidade inválida.').optional()),
  plano_tipo: z.preprocess(noFilter, z.enum(planoTipos, { error: 'Tipo de plano inválido.' }).optional()),
  matches: z.preprocess(noFilter, z.enum(matchStatuses, { error: 'Status de matches inválido.' }).optional()),
});

export type ShopFilters = z.infer<typeof shopFiltersSchema>;

export const shopListQuerySchema = shopFiltersSchema.extend({
  page: z.preprocess(
    (value) => (value === '' || value === undefined ? 1 : value),
    z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.'),
  ),
});

export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

export const noShopSelected = 'Nenhum lojista selecionado';
export const selectAtLeastOne = 'Selecione pelo menos um lojista';

/** POST /api/admin/lojistas/receber-matches-em-lote — Ativa / Desativa Matches of the selection bar. */
export const bulkReceberMatchesSchema = receberMatchesSchema.extend({
  // A missing list is an empty selection: the route answers it with the spec's message.
  ids: z.preprocess(
    (value) => value ?? [],
    z
      .array(z.uuid({ error: 'Lojista não encontrado.' }), { error: selectAtLeastOne })
      .max(500, 'Selecione no máximo 500 lojistas.'),
  ),
});

export type BulkReceberMatches = z.infer<typeof bulkReceberMatchesSchema>;

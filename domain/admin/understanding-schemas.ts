import { z } from 'zod';
import { normalizeText } from '../text.ts';

// "Entendimento do bot" of /gestao/dashboard: the brand list the bot recognises and the terms that
// point a wish at a subcategory, parsed alike by /api/admin/entendimento and the page's forms.

export const MARCA_MAX = 60;
export const TERMO_MAX = 60;
/** Brands per page of the Marcas panel; the search narrows the rest on the server. */
export const MARCA_PAGE_SIZE = 50;

export const understandingMessages = {
  marcaObrigatoria: 'Informe o nome da marca.',
  marcaLonga: `O nome da marca deve ter no máximo ${MARCA_MAX} caracteres.`,
  marcaDuplicada: 'Essa marca já está na lista.',
  marcaNaoEncontrada: 'Marca não encontrada.',
  ambiguaInvalida: 'Informe se a marca é ambígua.',
  termoObrigatorio: 'Informe o termo.',
  termoLongo: `O termo deve ter no máximo ${TERMO_MAX} caracteres.`,
  termoDuplicado: 'Esse termo já existe nessa subcategoria.',
  termoNaoEncontrado: 'Termo não encontrado.',
  subcategoriaObrigatoria: 'Selecione uma subcategoria.',
  subcategoriaNaoEncontrada: 'Subcategoria não encontrada.',
} as const;

const M = understandingMessages;

/** Lowercase, no accents, single spaces: how terms are stored and how the bot compares them. */
export function foldTerm(value: string): string {
  return normalizeText(value);
}

/** POST /api/admin/entendimento/marcas */
export const marcaInputSchema = z.object({
  nome: z
    .string({ error: M.marcaObrigatoria })
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .max(MARCA_MAX, M.marcaLonga)
        .refine((v) => normalizeText(v) !== '', M.marcaObrigatoria),
    ),
  ambigua: z.boolean({ error: M.ambiguaInvalida }).optional().default(false),
});

export type MarcaInput = z.input<typeof marcaInputSchema>;

/** PATCH /api/admin/entendimento/marcas/:id */
export const marcaAmbiguaSchema = z.object({ ambigua: z.boolean({ error: M.ambiguaInvalida }) });

/** GET /api/admin/entendimento/marcas?busca=&pagina= */
export const marcaListQuerySchema = z.object({
  busca: z.preprocess(
    (value) => (typeof value === 'string' ? value : undefined),
    z
      .string()
      .max(MARCA_MAX)
      .transform((value) => normalizeText(value))
      .optional(),
  ),
  pagina: z.coerce
    .number({ error: 'Página inválida.' })
    .int('Página inválida.')
    .min(1, 'Página inválida.')
    .max(10_000, 'Página inválida.')
    .default(1),
});

export type MarcaListQuery = z.infer<typeof marcaListQuerySchema>;

const subcategoriaId = z.coerce
  .number({ error: M.subcategoriaObrigatoria })
  .int(M.subcategoriaObrigatoria)
  .positive(M.subcategoriaObrigatoria)
  .max(2_147_483_647, M.subcategoriaObrigatoria);

/** GET /api/admin/entendimento/termos?subcategoriaId= */
export const termoListQuerySchema = z.object({ subcategoriaId });

/** POST /api/admin/entendimento/termos — the term is stored folded. */
export const termoInputSchema = z.object({
  subcategoriaId: z
    .number({ error: M.subcategoriaObrigatoria })
    .int(M.subcategoriaObrigatoria)
    .positive(M.subcategoriaObrigatoria)
    .max(2_147_483_647, M.subcategoriaObrigatoria),
  termo: z
    .string({ error: M.termoObrigatorio })
    .transform(foldTerm)
    .pipe(z.string().min(1, M.termoObrigatorio).max(TERMO_MAX, M.termoLongo)),
});

export type TermoInput = z.input<typeof termoInputSchema>;

export const termoOrigens = ['semente', 'admin'] as const;
export type TermoOrigem = (typeof termoOrigens)[number];

import { z } from 'zod';
import { normalizeText } from '../text.ts';

// Gestão de Localização of /gestao/dashboard (spec 001 §2.2, §4, §5, §8): the forms that add a
// state or a city, the active switch and the city list's query, parsed alike by the API and the
// dialogs. New states and cities are created active (spec 001 §4).

export const locationMessages = {
  incompleteTitle: 'Dados incompletos',
  incomplete: 'Preencha todos os campos',
  siglaInvalida: 'A sigla deve ter 2 letras (ex.: SP).',
  nomeLongo: 'O nome deve ter no máximo 80 caracteres.',
  estadoNaoEncontrado: 'Estado não encontrado.',
  cidadeNaoEncontrada: 'Cidade não encontrada.',
  ativoInvalido: 'Informe se deve ficar ativo.',
  siglaDuplicada: (sigla: string) => `Já existe um estado com a sigla ${sigla}.`,
  estadoDuplicado: (nome: string) => `Já existe um estado chamado ${nome}.`,
  cidadeDuplicada: (nome: string, sigla: string) => `A cidade ${nome} já está cadastrada em ${sigla}.`,
} as const;

const nome = z
  .string({ error: locationMessages.incomplete })
  .trim()
  .min(1, locationMessages.incomplete)
  .max(80, locationMessages.nomeLongo);

/** POST /api/admin/localizacao/estados — "Adicionar Estado". */
export const estadoInputSchema = z.object({
  nome,
  sigla: z
    .string({ error: locationMessages.incomplete })
    .trim()
    .min(1, locationMessages.incomplete)
    .regex(/^[a-zA-Z]{2}$/, locationMessages.siglaInvalida)
    .transform((sigla) => sigla.toUpperCase()),
});

export type EstadoInput = z.input<typeof estadoInputSchema>;

/** POST /api/admin/localizacao/cidades — "Adicionar Cidade". */
export const cidadeInputSchema = z.object({
  nome,
  estadoId: z
    .number({ error: locationMessages.incomplete })
    .int(locationMessages.incomplete)
    .positive(locationMessages.incomplete),
});

export type CidadeInput = z.input<typeof cidadeInputSchema>;

/** PATCH …/estados/:id and …/cidades/:id — the row switch. */
export const ativoSchema = z.object({ ativo: z.boolean({ error: locationMessages.ativoInvalido }) });

export const cidadeStatuses = ['ativas', 'inativas'] as const;
export type CidadeStatus = (typeof cidadeStatuses)[number];

/** The Cidades tab shows at most this many rows; the search narrows the rest on the server. */
export const CIDADE_LIST_LIMIT = 50;

// '' and 'todos' (the selects' "all" options) mean no filter.
const noFilter = (value: unknown) => (value === '' || value === 'todos' ? undefined : value);

/** GET /api/admin/localizacao/cidades?busca=&estado=SP&status=ativas */
export const cidadeListQuerySchema = z.object({
  // Folded like nome_normalizado, keeping only what city names are made of (no LIKE wildcards).
  busca: z.preprocess(
    (value) => (typeof value === 'string' ? value : undefined),
    z
      .string()
      .max(80)
      .transform((value) =>
        normalizeText(value)
          .replace(/[^\p{L}\p{N}' -]/gu, '')
          .replace(/ {2,}/g, ' ')
          .trim(),
      )
      .optional(),
  ),
  estado: z.preprocess(
    noFilter,
    z
      .string()
      .trim()
      .regex(/^[a-zA-Z]{2}$/, 'Estado inválido.')
      .transform((v) => v.toUpperCase())
      .optional(),
  ),
  status: z.preprocess(noFilter, z.enum(cidadeStatuses, { error: 'Status inválido.' }).optional()),
});

export type CidadeListQuery = z.infer<typeof cidadeListQuerySchema>;

/** The first message of a failed form parse, and whether it is the "fill everything" one. */
export function firstProblem(error: z.ZodError): { message: string; isIncomplete: boolean } {
  const incomplete = error.issues.find((issue) => issue.message === locationMessages.incomplete);
  const message = incomplete?.message ?? error.issues[0]?.message ?? locationMessages.incomplete;
  return { message, isIncomplete: message === locationMessages.incomplete };
}

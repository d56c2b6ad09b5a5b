import { z } from 'zod';
import { userText } from '../user-text.ts';

// The partner associations of /gestao (spec 001 section 5), shared by the API and the console.

const optionalText = (max: number, message: string) =>
  userText()
    .trim()
    .max(max, message)
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null);

export const associationSchema = z.object({
  nome: userText({ error: 'O nome da associação é obrigatório' })
    .trim()
    .min(1, 'O nome da associação é obrigatório')
    .max(200, 'Nome da associação muito longo'),
  cidade: optionalText(120, 'Cidade muito longa'),
  descricao: optionalText(200, 'A descrição deve ter no máximo 200 caracteres'),
  // One message for the pair: a refused e-mail fails both sides of the union.
  email: z
    .union([z.email().transform((v) => v.toLowerCase()), z.literal('').transform(() => null)], {
      error: 'E-mail inválido',
    })
    .nullish()
    .transform((v) => v ?? null),
  telefone: optionalText(20, 'Telefone muito longo'),
  // Only what the logo upload answers: a file served by the app, or an http(s) object URL.
  logo_url: z
    .string()
    .trim()
    .max(500, 'Endereço do logo muito longo')
    .refine((v) => v === '' || v.startsWith('/uploads/') || /^https?:\/\//.test(v), 'Logo inválido')
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null),
  ativo: z.boolean().default(true),
});

const required = 'Documento e nome são obrigatórios';

export const associateSchema = z.object({
  // Digits only after stripping other characters (spec 001 §5): a CNPJ or a CPF.
  documento: z
    .string({ error: required })
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(1, required).max(14, 'Documento deve ter no máximo 14 dígitos')),
  nome_completo: userText({ error: required }).trim().min(1, required).max(200, 'Nome muito longo'),
  email: optionalText(254, 'E-mail muito longo'),
  telefone: optionalText(20, 'Telefone muito longo'),
});

/** The associate form and the status switch: any of the fields, ativo included. */
export const associateUpdateSchema = associateSchema
  .extend({ ativo: z.boolean() })
  .partial()
  .refine((v) => Object.values(v).some((field) => field !== undefined), 'Nada para atualizar');

export type AssociationInput = z.input<typeof associationSchema>;
export type Association = z.output<typeof associationSchema>;
export type Associate = z.output<typeof associateSchema>;
export type AssociateInput = z.input<typeof associateSchema>;
export type AssociateUpdate = z.output<typeof associateUpdateSchema>;

/** A row of the Gestão de Parceiros list: the association and its two counts. */
export type AssociationListItem = Association & {
  id: string;
  created_at: string;
  /** "N associados". */
  total_associados: number;
  /** "✓ N no {product}": members whose documento is a registered shop's CNPJ. */
  associados_cadastrados: number;
};

export type AssociateRow = Associate & {
  id: string;
  associacao_id: string;
  ativo: boolean;
  created_at: string;
};

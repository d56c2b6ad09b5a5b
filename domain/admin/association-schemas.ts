import { z } from 'zod';

// The partner associations of /gestao (spec 001 section 5), shared by the API and the console.

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null);

export const associationSchema = z.object({
  nome: z
    .string({ error: 'O nome da associação é obrigatório' })
    .trim()
    .min(1, 'O nome da associação é obrigatório')
    .max(200, 'Nome da associação muito longo'),
  cidade: optionalText(120, 'Cidade muito longa'),
  descricao: optionalText(200, 'A descrição deve ter no máximo 200 caracteres'),
  email: z
    .email('E-mail inválido')
    .transform((v) => v.toLowerCase())
    .or(z.literal('').transform(() => null))
    .nullish()
    .transform((v) => v ?? null),
  telefone: optionalText(20, 'Telefone muito longo'),
  ativo: z.boolean().default(true),
});

const required = 'Documento e nome são obrigatórios';

export const associateSchema = z.object({
  // Digits only after stripping other characters (spec 001 §5): a CNPJ or a CPF.
  documento: z
    .string({ error: required })
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(1, required).max(14, 'Documento deve ter no máximo 14 dígitos')),
  nome_completo: z.string({ error: required }).trim().min(1, required).max(200, 'Nome muito longo'),
  email: optionalText(254, 'E-mail muito longo'),
  telefone: optionalText(20, 'Telefone muito longo'),
});

export type AssociationInput = z.input<typeof associationSchema>;
export type Association = z.output<typeof associationSchema>;
export type Associate = z.output<typeof associateSchema>;

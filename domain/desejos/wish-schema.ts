import { z } from 'zod';
import {
  acceptedField,
  estadoField,
  mobileField,
  optionalTextField,
  textField,
} from '#domain/validation/fields.ts';

// /envie-seu-desejo (POST /api/desejos): parsed by the site before sending and by the API on
// arrival, so both show the same Portuguese messages. The spec does not word these; ours, in the
// style of the shop forms. Output: what the wish intake service stores (phone as 55 + DDD +
// number, trimmed text, undefined for blank optionals).

export const WISH_MESSAGES = {
  nomeMin: 'Informe seu nome (pelo menos 2 caracteres)',
  nomeMax: 'Nome muito longo',
  whatsappObrigatorio: 'WhatsApp é obrigatório',
  whatsappInvalido: 'WhatsApp inválido. Informe um celular com DDD, ex.: (11) 98765-4321',
  estado: 'Selecione um estado',
  cidade: 'Selecione uma cidade',
  cidadeNaoAtendida: 'Ainda não atendemos essa cidade. Selecione uma cidade da lista.',
  cidadeDesconhecida: 'Não encontramos essa cidade nesse estado. Confira o nome da cidade e o estado.',
  categoria: 'Selecione uma categoria',
  subcategoria: 'Selecione uma subcategoria da categoria escolhida',
  produtoMin: 'Descreva o produto que você deseja (pelo menos 2 caracteres)',
  produtoMax: 'Descrição do produto muito longa',
  marcaMax: 'Marca muito longa',
  detalhesMax: 'Detalhes muito longos (máximo de 1000 caracteres)',
  link: 'Link inválido. Use um endereço que comece com http:// ou https://',
  linkMax: 'Link muito longo',
  termos: 'Você precisa aceitar os Termos de Uso e Política de Privacidade',
} as const;

const M = WISH_MESSAGES;

const optionalId = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .positive(message)
    .nullish()
    .transform((v) => v ?? undefined);

const optionalLink = z
  .string({ error: M.link })
  .trim()
  .max(2000, M.linkMax)
  .nullish()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isHttpUrl(v), M.link);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const wishFormSchema = z.object({
  nomeCliente: textField(2, 100, M.nomeMin, M.nomeMax),
  whatsapp: mobileField(M.whatsappObrigatorio, M.whatsappInvalido),
  estado: estadoField(M.estado),
  cidade: textField(1, 120, M.cidade, M.cidade),
  categoriaId: z.number({ error: M.categoria }).int(M.categoria).positive(M.categoria),
  subcategoriaId: optionalId(M.subcategoria),
  produtoDesejado: textField(2, 200, M.produtoMin, M.produtoMax),
  marca: optionalTextField(100, M.marcaMax),
  caracteristicas: optionalTextField(1000, M.detalhesMax),
  linkProduto: optionalLink,
  termosAceitos: acceptedField(M.termos),
});

export type WishFormInput = z.input<typeof wishFormSchema>;
export type WishForm = z.output<typeof wishFormSchema>;

export const WISH_ORIGENS = ['whatsapp', 'site'] as const;
export type WishOrigem = (typeof WISH_ORIGENS)[number];

/**
 * What the intake service takes, from the site's form or the agent's tool. The caller classifies:
 * category and subcategory come as ids. `caracteristicas` may be free text (site) or the fields
 * the agent collected.
 */
export type NewWish = {
  nomeCliente: string;
  /** 55 + DDD + number. */
  whatsappCliente: string;
  estado: string;
  cidade: string;
  categoriaId: number;
  subcategoriaId?: number | null;
  produtoDesejado: string;
  marca?: string | null;
  caracteristicas?: string | Record<string, string | number | boolean | null> | null;
  descricao?: string | null;
  linkProduto?: string | null;
  origem: WishOrigem;
  conversationId?: string | null;
  hasAcceptedTerms: boolean;
};

export function wishFromForm(form: WishForm): NewWish {
  return {
    nomeCliente: form.nomeCliente,
    whatsappCliente: form.whatsapp,
    estado: form.estado,
    cidade: form.cidade,
    categoriaId: form.categoriaId,
    subcategoriaId: form.subcategoriaId,
    produtoDesejado: form.produtoDesejado,
    marca: form.marca,
    caracteristicas: form.caracteristicas,
    linkProduto: form.linkProduto,
    origem: 'site',
    hasAcceptedTerms: form.termosAceitos,
  };
}

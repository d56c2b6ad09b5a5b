import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { CATEGORIAS } from '#prisma/data/categorias.ts';
import { ESTADOS } from '#prisma/data/estados.ts';
import { fold } from './scoring.ts';

// The conversation corpus (eval/corpus/*.json): four sections of scripted cases. Strict objects,
// so a misspelt key ("cidade" for "city") is an error naming the case, never a silently ignored
// field; category names are checked against the seeded tree, so a typo cannot fail every case.

export const INTENTS = [
  'ver_ofertas',
  'encerrar',
  'apagar_dados',
  'meus_dados',
  'atendente',
  'ajuda',
  'saudacao',
  'nao_entendido',
  // Meta's opt-out ("PARAR", "não quero mais receber mensagens"): stops the messages we start.
  'parar_mensagens',
] as const;

export type Intent = (typeof INTENTS)[number];

const CATEGORY_NAMES = new Set(CATEGORIAS.map((c) => fold(c.nome)));
const UFS = new Set(ESTADOS.map((e) => e.sigla));

const text = z.string().trim().min(1, 'texto vazio / empty text').max(4096, 'texto longo demais (máx. 4096)');
const cents = z.number().int('centavos inteiros / integer cents').positive('preço deve ser > 0');

const customerWishSchema = z.strictObject({
  text,
  city: z.string().trim().min(2, 'cidade vazia / empty city'),
  uf: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => UFS.has(v), 'UF desconhecida / unknown state'),
  product_contains: z.string().trim().min(2, 'product_contains vazio'),
  brand: z.string().trim().min(1, 'brand vazia').optional(),
  category_any: z
    .array(
      z
        .string()
        .trim()
        .refine((v) => CATEGORY_NAMES.has(fold(v)), 'categoria inexistente / unknown category'),
    )
    .min(1, 'category_any vazia')
    .optional(),
});

const shopReplySchema = z
  .strictObject({
    text,
    price_cents: cents.optional(),
    price_cents_any: z.array(cents).min(1, 'price_cents_any vazia').optional(),
    declines: z.literal(true).optional(),
  })
  .refine(
    (v) => [v.price_cents, v.price_cents_any, v.declines].filter((x) => x !== undefined).length === 1,
    'use exatamente um de price_cents, price_cents_any, declines / exactly one of them',
  )
  .transform(
    (v): ShopReplyCase =>
      v.declines
        ? { text: v.text, kind: 'declines' }
        : { text: v.text, kind: 'price', prices: v.price_cents_any ?? [v.price_cents!] },
  );

const intentSchema = z.strictObject({ text, intent: z.enum(INTENTS) });
const confirmationSchema = z.strictObject({ text, answer: z.enum(['sim', 'nao']) });

export const corpusSchema = z.strictObject({
  customer_wishes: z.array(customerWishSchema),
  shop_replies: z.array(shopReplySchema),
  customer_intents: z.array(intentSchema),
  confirmations: z.array(confirmationSchema),
});

export type CustomerWishCase = z.output<typeof customerWishSchema>;
export type ShopReplyCase =
  | { text: string; kind: 'price'; prices: number[] }
  | { text: string; kind: 'declines' };
export type IntentCase = z.output<typeof intentSchema>;
export type ConfirmationCase = z.output<typeof confirmationSchema>;
export type Corpus = z.output<typeof corpusSchema>;

export class CorpusError extends Error {
  override name = 'CorpusError';
}

const short = (value: string, max = 60) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** "customer_wishes[3] "oi boa tarde…": uf: UF desconhecida" for each issue. */
function describeIssues(raw: unknown, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const [section, index, ...field] = issue.path;
    const item =
      typeof section === 'string' && typeof index === 'number'
        ? (raw as Record<string, unknown[]>)[section]?.[index]
        : undefined;
    const caseText =
      item && typeof item === 'object' && typeof (item as { text?: unknown }).text === 'string'
        ? ` "${short((item as { text: string }).text)}"`
        : '';
    const where =
      typeof index === 'number'
        ? `${String(section)}[${index}]${caseText}`
        : issue.path.join('.') || '(raiz)';
    const message =
      issue.code === 'unrecognized_keys'
        ? `chave(s) desconhecida(s) / unknown key(s): ${issue.keys.join(', ')}`
        : issue.message;
    return `${where}${field.length > 0 ? `: ${field.join('.')}` : ''}: ${message}`;
  });
}

export function parseCorpus(raw: unknown, source = 'corpus'): Corpus {
  const result = corpusSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = describeIssues(raw, result.error);
  throw new CorpusError(`Corpus inválido (${source}):\n${lines.map((l) => `  - ${l}`).join('\n')}`);
}

export async function loadCorpus(path: string): Promise<Corpus> {
  let content: string;
  try {
    content = await readFile(path, 'utf8');
  } catch (error) {
    throw new CorpusError(`Não consegui ler o corpus ${path}: ${(error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch (error) {
    throw new CorpusError(`Corpus ${path} não é JSON válido: ${(error as Error).message}`);
  }
  return parseCorpus(raw, path);
}

import { z } from 'zod';
import { userText } from '../user-text.ts';
import { OFERTA_MESSAGES as M } from './messages.ts';
import { centsFromTypedDigits, MAX_CENTS } from './money.ts';

// The 'Fazer Oferta' dialog (spec 000 §2 Dialogs and §5 Offer), parsed by the site before sending
// and by the API on arrival. The price travels as integer cents (the site may also send the typed
// text); validity is 1, 3 or 10 days (default 1) or a custom text.

export const VALIDADE_OPCOES = ['1', '3', '10', 'personalizada'] as const;
export type ValidadeOpcao = (typeof VALIDADE_OPCOES)[number];

export const VALIDADE_LABELS: Record<ValidadeOpcao, string> = {
  '1': '1 dia',
  '3': '3 dias',
  '10': '10 dias',
  personalizada: 'Personalizada',
};

// Every text of an offer reaches the customer on WhatsApp and the shop's and admins' screens:
// cleaned of control and bidi characters (user-text.ts) before the checks.
const requiredText = (max: number, missing: string) =>
  userText({ error: missing }).trim().min(1, missing).max(max, M.textoLongo);

const optionalText = (max: number) =>
  userText()
    .trim()
    .max(max, M.textoLongo)
    .nullish()
    .transform((v) => (v ? v : undefined));

const priceField = z
  .union([z.number(), z.string()], { error: M.precoInvalido })
  .transform((v) => (typeof v === 'number' ? v : centsFromTypedDigits(v)))
  .pipe(
    z
      .number({ error: M.precoInvalido })
      .int(M.precoInvalido)
      .min(1, M.precoInvalido)
      .max(MAX_CENTS, M.precoInvalido),
  );

const offerFields = z.object({
  /** Integer cents (or the typed text, turned into cents). 'R$ 0,00' is refused. */
  valorCentavos: priceField,
  condicoesPagamento: requiredText(300, M.condicoesObrigatorias),
  prazoEntrega: requiredText(200, M.prazoObrigatorio),
  validade: z.enum(VALIDADE_OPCOES).default('1'),
  validadePersonalizada: optionalText(100),
  observacoes: optionalText(1000),
});

function customValidity(
  v: { validade: ValidadeOpcao; validadePersonalizada?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.validade === 'personalizada' && !v.validadePersonalizada) {
    ctx.addIssue({ code: 'custom', message: M.validadeObrigatoria, path: ['validadePersonalizada'] });
  }
}

export const offerSchema = offerFields.superRefine(customValidity);

/**
 * What the dialog POSTs: the offer and the key the dialog made when it opened. A double click or a
 * network retry sends the same key, and the server answers with the offer that key already made.
 */
export const offerRequestSchema = offerFields
  .extend({ idempotencyKey: z.uuid(M.envioInvalido).optional() })
  .superRefine(customValidity);

export type OfferInput = z.input<typeof offerSchema>;
export type Offer = z.output<typeof offerSchema>;

/** The validity as the customer reads it: '1 dia', '3 dias', '10 dias' or the custom text. */
export function validadeTexto(offer: Pick<Offer, 'validade' | 'validadePersonalizada'>): string {
  return offer.validade === 'personalizada'
    ? (offer.validadePersonalizada ?? '')
    : VALIDADE_LABELS[offer.validade];
}

/**
 * `ofertas.descricao` (spec 000 §3): the composed text of payment conditions, delivery time,
 * validity and notes, one per line; notes only when given.
 */
export function composeOfferDescricao(offer: Offer): string {
  return [
    `Condições de pagamento: ${offer.condicoesPagamento}`,
    `Prazo de entrega: ${offer.prazoEntrega}`,
    `Validade da oferta: ${validadeTexto(offer)}`,
    ...(offer.observacoes ? [`Observações: ${offer.observacoes}`] : []),
  ].join('\n');
}

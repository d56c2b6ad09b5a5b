// What a reply button, a list row or a template's quick reply stands for. The bot acts on the id
// it gave the option, never on its title (which a person may see translated or cut, and an admin
// may reword): a tap is read as the text a person would type for the same choice, so the guided
// flow and the model understand it with no second path.
//
//   r:<text>                     answer as if the person typed <text> (Enviar → r:sim, row 3 → r:3)
//   oferta:<codigo>:<oferta id>  the customer chose this offer: close the wish with it
//   ofertar:<codigo>             a shop wants to make an offer for this opportunity
//   recusar:<codigo>             a shop does not have what this opportunity asks
//   avaliar:<codigo>:<1-5|nao>   the customer's rating of the shop they chose, or their refusal

const ANSWER = 'r:';
const CODE = /^[0-9a-f]{8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The id of an option that answers like typing `text` ("sim", "corrigir", "3"). */
export function typedId(text: string): string {
  return `${ANSWER}${text}`;
}

export const offerChoiceId = (codigo: string, ofertaId: string) => `oferta:${codigo}:${ofertaId}`;
export const makeOfferId = (codigo: string) => `ofertar:${codigo}`;
export const declineId = (codigo: string) => `recusar:${codigo}`;

export const rateId = (codigo: string, nota: number | 'nao') => `avaliar:${codigo}:${nota}`;
/** A rating button's answer (read back by domain/understanding/rating.ts). */
export const rateText = (codigo: string, nota: number) => `Nota ${nota} para a loja do desejo ${codigo}`;
export const refuseRatingText = (codigo: string) => `Não quero avaliar o desejo ${codigo}`;

/** The customer's answer when an offer was chosen: names the code and the offer id fechar_desejo takes. */
export const offerChoiceText = (codigo: string, ofertaId: string) =>
  `Escolhi a oferta ${ofertaId} do desejo ${codigo}`;
/** A shop's "Fazer oferta" for one opportunity (read back by readMakeOffer). */
export const makeOfferText = (codigo: string) => `Quero fazer uma oferta para o desejo ${codigo}`;
/** A shop's "Não tenho" for one opportunity: the wording the shop flow already reads as a refusal. */
export const declineText = (codigo: string) => `Não tenho o produto do desejo ${codigo}`;

/** The text an option's id stands for; null for an id this product did not make. */
export function answerOfReplyId(id: string | undefined): string | null {
  const trimmed = id?.trim() ?? '';
  if (trimmed.startsWith(ANSWER)) return trimmed.slice(ANSWER.length).trim() || null;
  const [kind, codigo = '', ofertaId = ''] = trimmed.toLowerCase().split(':');
  if (!CODE.test(codigo)) return null;
  if (kind === 'oferta' && UUID.test(ofertaId)) return offerChoiceText(codigo, ofertaId);
  if (kind === 'ofertar' && ofertaId === '') return makeOfferText(codigo);
  if (kind === 'recusar' && ofertaId === '') return declineText(codigo);
  if (kind === 'avaliar' && ofertaId === 'nao') return refuseRatingText(codigo);
  if (kind === 'avaliar' && /^[1-5]$/.test(ofertaId)) return rateText(codigo, Number(ofertaId));
  return null;
}

const OFFER_CHOICE = /^escolhi a oferta ([0-9a-f-]{36}) do desejo ([0-9a-f]{8})\.?$/i;
const MAKE_OFFER = /^quero fazer uma oferta para o desejo ([0-9a-f]{8})\.?$/i;

/** The offer chosen from the "Ver ofertas" list, when the text is that answer. */
export function readOfferChoice(text: string): { codigo: string; ofertaId: string } | null {
  const match = OFFER_CHOICE.exec(text.trim());
  const ofertaId = match?.[1]?.toLowerCase() ?? '';
  return match && UUID.test(ofertaId) ? { codigo: match[2]!.toLowerCase(), ofertaId } : null;
}

/** The opportunity of a "Fazer oferta" tap, when the text is that answer. */
export function readMakeOffer(text: string): string | null {
  return MAKE_OFFER.exec(text.trim())?.[1]?.toLowerCase() ?? null;
}

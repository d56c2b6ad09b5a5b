import { parseShopReply, type ShopReply } from './offer.ts';

// What the suites of a shop's reply share: a reply that must read as an offer, and its amount.

export type Oferta = Extract<ShopReply, { kind: 'oferta' }>;

/** The reply read as an offer; any other reading fails the test and says what it was. */
export function offer(text: string): Oferta {
  const reply = parseShopReply(text);
  if (reply.kind !== 'oferta') throw new Error(`${JSON.stringify(text)} → ${JSON.stringify(reply)}`);
  return reply;
}

/** The offer's amount, in centavos. */
export const price = (text: string) => offer(text).valorCentavos;

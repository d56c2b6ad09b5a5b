import type { ShopReplyCase } from './corpus-schema.ts';
import { type Categories, type City, createCustomerWish, createShop } from './fixtures.ts';
import type { Harness } from './harness.ts';
import { asksConfirmation } from './scoring.ts';

// A shop reply case: a fresh approved Premium shop gets a customer's wish (novo_desejo), then
// answers it with the case's text from its whatsapp_loja. A confirmation question ("Confirma a
// oferta?") is answered "sim" once; any other question is left unanswered, and the case fails.
// Scored on the database: the offer's price, or the match archived by the shop with no offer.

/** Plausible wishes, one category each: the cases take them in turn. */
const WISHES: [category: string, product: string][] = [
  ['Eletrodomésticos', 'Geladeira frost free 400 litros'],
  ['Eletroportáteis', 'Air fryer 4 litros'],
  ['Celulares e Telefonia', 'Samsung Galaxy A15 128GB'],
  ['Móveis', 'Sofá retrátil 3 lugares'],
  ['Calçados', 'Tênis de corrida masculino 42'],
];

export type ShopSection = {
  city: City;
  categories: Categories;
  /** Set-ups run one at a time, so each wish is matched to its own shop only. */
  tail: Promise<unknown>;
  previousShopId?: string;
};

export function prepareShopSection(city: City, categories: Categories): ShopSection {
  return { city, categories, tail: Promise.resolve() };
}

function serialized<T>(section: ShopSection, work: () => Promise<T>): Promise<T> {
  const run = section.tail.then(work);
  section.tail = run.catch(() => {});
  return run;
}

export type ShopResult = {
  c: ShopReplyCase;
  /** Offer price in cents, null when no offer was recorded. */
  offerCents: number | null;
  declined: boolean;
  pass: boolean;
  messages: number;
  lastReply: string | null;
  problem?: string;
  /** The shop's conversation, kept for failing cases only. */
  transcript?: string[];
};

/** The shop that gets case `index`'s wish, alone among the city's shops receiving matches. */
function setUp(h: Harness, section: ShopSection, index: number) {
  return serialized(section, async () => {
    const [category, produto] = WISHES[index % WISHES.length]!;
    const categoriaId = section.categories.idOf(category);
    if (section.previousShopId) {
      await h.db.lojista.update({ where: { id: section.previousShopId }, data: { receber_matches: false } });
    }
    const shop = await createShop(h, section.city, [categoriaId]);
    section.previousShopId = shop.id;
    const created = await createCustomerWish(h, {
      phone: h.newPhone('cliente'),
      city: section.city,
      categoriaId,
      produto,
    });
    return { shop, desejoId: created.desejo.id, matchIds: created.matchIds };
  });
}

export async function runShopCase(
  h: Harness,
  section: ShopSection,
  c: ShopReplyCase,
  index: number,
): Promise<ShopResult> {
  const { shop, desejoId, matchIds } = await setUp(h, section, index);
  const failed = (problem: string): ShopResult => ({
    c,
    offerCents: null,
    declined: false,
    pass: false,
    messages: 0,
    lastReply: null,
    problem,
  });
  if (matchIds.length !== 1) return failed(`o desejo chegou a ${matchIds.length} lojas, não a 1`);
  if (!(await h.waitOutbound(`novo-desejo:${matchIds[0]}`))) return failed('novo_desejo não chegou à loja');

  let reply = await h.say(shop.whatsapp_loja, c.text);
  let messages = 1;
  if (asksConfirmation(reply.text)) {
    reply = await h.say(shop.whatsapp_loja, 'sim');
    messages = 2;
  }

  const [oferta, match] = await Promise.all([
    h.db.oferta.findFirst({ where: { id_desejo: desejoId, lojista_id: shop.id }, select: { valor: true } }),
    h.db.match.findUnique({
      where: { desejo_id_lojista_id: { desejo_id: desejoId, lojista_id: shop.id } },
      select: { status: true, _count: { select: { desistencias: true } } },
    }),
  ]);
  const offerCents = oferta ? Math.round(Number(oferta.valor.toString()) * 100) : null;
  const declined = match?.status === 'arquivado' || (match?._count.desistencias ?? 0) > 0;
  const pass =
    c.kind === 'declines'
      ? declined && offerCents === null
      : offerCents !== null && c.prices.includes(offerCents);
  return {
    c,
    offerCents,
    declined,
    pass,
    messages,
    lastReply: reply.text,
    ...(reply.timedOut ? { problem: 'sem resposta no prazo' } : {}),
    ...(pass ? {} : { transcript: await h.thread(shop.whatsapp_loja) }),
  };
}

import type { CustomerWishCase } from './corpus-schema.ts';
import { answerFor, type Persona } from './customer-answers.ts';
import { activateCity, type Categories, createShop } from './fixtures.ts';
import type { BotReply, Harness } from './harness.ts';
import { type CustomerScores, fold, scoreWish, type WishRow } from './scoring.ts';

// A customer case: a new phone sends the case's text, then answers the bot's questions from the
// case's fields until a wish exists (at most MAX_MESSAGES messages). Its city takes wishes and has
// an approved Premium shop serving the case's categories (all of them without category_any).

export const MAX_MESSAGES = 8;

const cityKey = (city: string, uf: string) => `${fold(city)}/${uf.toUpperCase()}`;

/** Every case's city switched on, and one shop per (city, categories), before any conversation. */
export async function prepareCustomerCases(
  h: Harness,
  cases: CustomerWishCase[],
  categories: Categories,
): Promise<Set<string>> {
  const missing = new Set<string>();
  const shops = new Set<string>();
  for (const c of cases) {
    const key = cityKey(c.city, c.uf);
    if (missing.has(key)) continue;
    const city = await activateCity(h.db, c.city, c.uf);
    if (!city) {
      missing.add(key);
      continue;
    }
    const ids = c.category_any ? c.category_any.map((name) => categories.idOf(name)) : categories.all;
    const shopKey = `${key}|${[...new Set(ids)].sort((a, b) => a - b).join(',')}`;
    if (shops.has(shopKey)) continue;
    shops.add(shopKey);
    await createShop(h, city, [...new Set(ids)]);
  }
  return missing;
}

export async function findWish(h: Harness, phone: string): Promise<WishRow | null> {
  const desejo = await h.db.desejo.findFirst({
    where: { whatsapp_cliente: phone },
    orderBy: { created_at: 'asc' },
    select: {
      cidade: true,
      estado: true,
      produto_desejado: true,
      marca: true,
      categoria: true,
      _count: { select: { matches: true } },
    },
  });
  return desejo ? { ...desejo, matches: desejo._count.matches } : null;
}

export type Play = {
  /** Customer messages sent (until the wish existed, or all of them). */
  messages: number;
  wish: WishRow | null;
  lastReply: BotReply | null;
};

/**
 * Plays the customer from `first` on: each bot reply answered by `answerFor`, stopping when a
 * wish exists, the bot stays silent, `stop` says so (the reply it stopped at is lastReply), or
 * after `max` messages.
 */
export async function playCustomer(
  h: Harness,
  options: {
    phone: string;
    first: string;
    persona: Persona;
    max?: number;
    stop?: (reply: BotReply) => boolean;
  },
): Promise<Play> {
  const max = options.max ?? MAX_MESSAGES;
  let text = options.first;
  let lastReply: BotReply | null = null;
  for (let sent = 1; sent <= max; sent++) {
    lastReply = await h.say(options.phone, text);
    const wish = await findWish(h, options.phone);
    if (wish || !lastReply.text || options.stop?.(lastReply) || sent === max) {
      return { messages: sent, wish, lastReply };
    }
    text = answerFor(lastReply.text, options.persona);
  }
  return { messages: max, wish: null, lastReply };
}

export type CustomerResult = {
  c: CustomerWishCase;
  scores: CustomerScores;
  wish: WishRow | null;
  messages: number;
  lastReply: string | null;
  /** Why the case could not be played or the bot stopped answering. */
  problem?: string;
  /** The conversation, kept for failing cases only. */
  transcript?: string[];
};

export async function runCustomerCase(
  h: Harness,
  c: CustomerWishCase,
  missingCities: Set<string>,
): Promise<CustomerResult> {
  if (missingCities.has(cityKey(c.city, c.uf))) {
    return {
      c,
      scores: scoreWish(c, null),
      wish: null,
      messages: 0,
      lastReply: null,
      problem: `cidade ${c.city}/${c.uf} não existe na base de municípios`,
    };
  }
  const persona: Persona = { city: c.city, uf: c.uf, brand: c.brand, categoryAny: c.category_any };
  const phone = h.newPhone('cliente');
  const play = await playCustomer(h, { phone, first: c.text, persona });
  const scores = scoreWish(c, play.wish);
  const isFailing = Object.values(scores).some((ok) => ok === false);
  return {
    c,
    scores,
    wish: play.wish,
    messages: play.messages,
    lastReply: play.lastReply?.text ?? null,
    ...(play.lastReply?.timedOut ? { problem: 'sem resposta no prazo' } : {}),
    ...(isFailing ? { transcript: await h.thread(phone) } : {}),
  };
}

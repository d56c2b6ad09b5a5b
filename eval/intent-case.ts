import { randomUUID } from 'node:crypto';
import { createOffer } from '#api/ofertas/create-offer.ts';
import { storeInboundMessage } from '#bot/inbound/inbound-data.ts';
import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { getOutboundSender } from '#whatsapp/sender.ts';
import type { IntentCase } from './corpus-schema.ts';
import { playCustomer } from './customer-case.ts';
import { type Categories, type City, createCustomerWish, createShop } from './fixtures.ts';
import type { Harness } from './harness.ts';
import { intentOfReply } from './scoring.ts';

// An intent case: a customer with one open wish that already has one offer says the case's text.
// The conversation is the one the bot leaves after a wish (the customer's request, the bot's
// "enviado", the oferta_recebida notice); the wish and the offer go through createWish and
// createOffer. Passes when the reply shows the expected intent and no new wish was made.
// Every nao_entendido text is also played as a new customer's first message: any wish it makes
// counts in gibberish_wishes.

const PRODUCTS = [
  'Geladeira frost free 400 litros',
  'Fogão 5 bocas',
  'Máquina de lavar 12 kg',
  'Micro-ondas 30 litros',
];
const CATEGORY = 'Eletrodomésticos';

export type IntentSection = { city: City; categoriaId: number; shopId: string };

/** The one approved Premium shop that offers on every intent case's wish, in a city of its own. */
export async function prepareIntentSection(
  h: Harness,
  city: City,
  categories: Categories,
): Promise<IntentSection> {
  const categoriaId = categories.idOf(CATEGORY);
  const shop = await createShop(h, city, [categoriaId]);
  return { city, categoriaId, shopId: shop.id };
}

/** A customer's conversation right after a wish with one offer; returns the phone. */
async function customerWithOffer(h: Harness, section: IntentSection, index: number): Promise<string> {
  const { city } = section;
  const phone = h.newPhone('cliente');
  const produto = PRODUCTS[index % PRODUCTS.length]!;
  const stored = await storeInboundMessage(h.db, {
    phone,
    contactName: 'Ana',
    lojistaId: null,
    waMessageId: `eval.${randomUUID()}`,
    messageType: 'text',
    text: `quero ${produto.toLowerCase()} em ${city.nome} ${city.uf}`,
    at: new Date(),
    status: 'processed',
    metadata: { transport: 'simulator' },
  });
  const created = await createCustomerWish(h, {
    phone,
    city,
    categoriaId: section.categoriaId,
    produto,
    conversationId: stored.conversationId,
  });
  const codigo = shortCode(created.desejo.id);
  await getOutboundSender().sendText({
    to: phone,
    text: `Pronto! Seu desejo foi enviado para 1 loja de ${city.nome}. Código: *${codigo}*.`,
    idempotencyKey: `eval:desejo:${created.desejo.id}`,
    simulated: true,
  });
  const matchId = created.matchIds[0];
  if (!matchId) throw new Error('o desejo do caso de intenção não chegou à loja');
  const { jobs, logger } = h.runtime;
  const offer = await createOffer({
    db: h.db,
    queue: jobs,
    logger,
    lojistaId: section.shopId,
    matchId,
    offer: {
      valorCentavos: 150_000 + index * 100,
      condicoesPagamento: 'Pix ou 10x sem juros',
      prazoEntrega: 'Entrega amanhã',
      validade: '3',
      validadePersonalizada: undefined,
      observacoes: undefined,
    },
    origem: 'whatsapp',
  });
  await h.waitOutbound(`oferta:${offer.oferta.id}`);
  return phone;
}

export type IntentResult = {
  c: IntentCase;
  got: string | null;
  newWishes: number;
  pass: boolean;
  lastReply: string | null;
  problem?: string;
  /** The conversation, kept for failing cases only. */
  transcript?: string[];
};

export async function runIntentCase(
  h: Harness,
  section: IntentSection,
  c: IntentCase,
  index: number,
): Promise<IntentResult> {
  const phone = await customerWithOffer(h, section, index);
  const reply = await h.say(phone, c.text);
  const wishes = await h.db.desejo.count({ where: { whatsapp_cliente: phone } });
  const got = intentOfReply(reply.metadata, reply.toolNames);
  const pass = got === c.intent && wishes === 1;
  return {
    c,
    got,
    newWishes: wishes - 1,
    pass,
    lastReply: reply.text,
    ...(reply.timedOut ? { problem: 'sem resposta no prazo' } : {}),
    ...(pass ? {} : { transcript: await h.thread(phone) }),
  };
}

export type GibberishResult = {
  c: IntentCase;
  wishes: number;
  messages: number;
  lastReply: string | null;
  transcript?: string[];
};

/** A nao_entendido text as a new customer's first message, played as a customer in Campinas SP. */
export async function runGibberishCase(h: Harness, c: IntentCase): Promise<GibberishResult> {
  const phone = h.newPhone('cliente');
  const play = await playCustomer(h, { phone, first: c.text, persona: { city: 'Campinas', uf: 'SP' } });
  const wishes = await h.db.desejo.count({ where: { whatsapp_cliente: phone } });
  return {
    c,
    wishes,
    messages: play.messages,
    lastReply: play.lastReply?.text ?? null,
    ...(wishes > 0 ? { transcript: await h.thread(phone) } : {}),
  };
}

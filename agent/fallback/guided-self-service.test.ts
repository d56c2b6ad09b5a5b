import { afterAll, describe, expect, it } from 'vitest';
import { setReceberMatches } from '#api/admin/shops/shops-data.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { associatePlan, premiumPlan } from '#tests/factories/dashboard.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs, matchedShopIds } from '#tests/factories/wishes.ts';
import { callTool } from '#tools/registry.ts';
import { customerParty, shopParty, toolContext } from '#tools/test-support.ts';
import { guidedConversation, toolNames } from './test-support.ts';

// Without a model: a shop pauses and resumes its opportunities, lists them and asks for its plan;
// anyone stops and resumes our messages. Through the same tools as the model.

const logger = createLogger({ level: 'silent', pretty: false });
const { queue } = recordingQueue(logger);
afterAll(() => queue.close());

async function wishIn(cat: { id: number; nome: string }, produto = 'Lixadeira orbital') {
  const customer = await customerParty();
  const created = await callTool(
    'criar_desejo',
    {
      produto_desejado: produto,
      cidade: 'São Paulo',
      estado: 'SP',
      categoria: toDisplayCategoryName(cat.nome),
    },
    toolContext(customer, { queue, logger }),
  );
  if (!created.result.ok) throw new Error(created.result.error);
  return created.result.data as { codigo: string; desejo_id: string };
}

async function shopChat(plan = premiumPlan) {
  const cat = await categoryWithSubs(5);
  const { shop, party } = await shopParty({ categorias: [cat.id], plan });
  return { cat, shop, party, chat: guidedConversation(party, { queue, logger }) };
}

const pauseOf = (id: string) =>
  db.lojista.findUniqueOrThrow({
    where: { id },
    select: {
      receber_matches: true,
      pausado_pela_loja: true,
      pausa_alterada_por: true,
      pausa_alterada_em: true,
    },
  });

describe('guided fallback: a shop pauses and resumes its opportunities', () => {
  it('"pausa as oportunidades" pauses (matching skips it), "pode voltar a mandar" resumes', async () => {
    const { cat, shop, party, chat } = await shopChat();

    const paused = await chat.send('pausa as oportunidades');
    expect(toolNames(paused)).toEqual(['pausar_oportunidades']);
    expect(paused.text).toContain('pausei suas oportunidades');
    expect(paused.text).toContain('VOLTAR');
    expect(paused.metadata.intent).toBe('pausar');
    expect(await pauseOf(shop.id)).toMatchObject({
      receber_matches: true,
      pausado_pela_loja: true,
      pausa_alterada_por: `whatsapp:${party.phone}`,
      pausa_alterada_em: expect.any(Date),
    });
    expect(await matchedShopIds((await wishIn(cat)).desejo_id)).not.toContain(shop.id);
    expect((await chat.send('pausar')).text).toContain('já estão pausadas');

    const resumed = await chat.send('pode voltar a mandar');
    expect(toolNames(resumed)).toEqual(['pausar_oportunidades']);
    expect(resumed.text).toContain('voltou a receber novas oportunidades');
    expect((await pauseOf(shop.id)).pausado_pela_loja).toBe(false);
    expect(await matchedShopIds((await wishIn(cat)).desejo_id)).toContain(shop.id);
  });

  it('"nao quero receber mais pedidos por enquanto" pauses too, keeping an offer under way', async () => {
    const { cat, shop, chat } = await shopChat();
    const wish = await wishIn(cat, 'Serra tico-tico');
    const summary = await chat.send('tenho, 350 no pix');
    expect(summary.text).toContain('Confirma a oferta');
    const paused = await chat.send('nao quero receber mais pedidos por enquanto');
    expect(paused.text).toContain('pausei');
    expect((await pauseOf(shop.id)).pausado_pela_loja).toBe(true);
    // The offer under way is still there: a "sim" sends it.
    const sent = await chat.send('sim');
    expect(toolNames(sent)).toEqual(['registrar_oferta']);
    expect(sent.toolCalls[0]!.arguments).toMatchObject({ codigo_desejo: wish.codigo });
  });

  it('an admin\'s block is not undone by the shop\'s "voltar"', async () => {
    const { cat, shop, chat } = await shopChat();
    await chat.send('pausar');
    await setReceberMatches(db, shop.id, false);

    const back = await chat.send('voltar');
    expect(back.text).toContain('aguardando aprovação');
    expect(await pauseOf(shop.id)).toMatchObject({ receber_matches: false, pausado_pela_loja: false });
    expect(await matchedShopIds((await wishIn(cat)).desejo_id)).not.toContain(shop.id);
  });
});

describe('guided fallback: minhas oportunidades and meu plano', () => {
  it('"minhas oportunidades" lists the open ones with their codes', async () => {
    const { cat, chat } = await shopChat();
    const wish = await wishIn(cat, 'Esmerilhadeira angular');
    const reply = await chat.send('Minhas oportunidades');
    expect(toolNames(reply)).toEqual(['listar_oportunidades']);
    expect(reply.metadata.intent).toBe('oportunidades');
    expect(reply.text).toContain(`${wish.codigo}: Esmerilhadeira angular`);
    expect(reply.text).toContain('Para enviar uma oferta');
  });

  it("the shop's help names the commands", async () => {
    const { chat } = await shopChat();
    const help = await chat.send('oi, bom dia');
    expect(help.text).toContain('"minhas oportunidades", "meu plano", "pausar"');
  });

  it('"meu plano" tells the plan, the daily limit and the offers used today', async () => {
    const { chat } = await shopChat(associatePlan(2));
    const reply = await chat.send('meu plano');
    expect(toolNames(reply)).toEqual(['meu_plano']);
    expect(reply.text).toContain('*Seu plano:* Associado Gratuito');
    expect(reply.text).toContain('Limite diário: 5 ofertas.');
    expect(reply.text).toContain('Ofertas hoje: 2 (3 restantes).');

    const premium = await shopChat(premiumPlan);
    const unlimited = await premium.chat.send('quantas ofertas posso fazer hoje?');
    expect(unlimited.text).toContain('ofertas ilimitadas');
  });
});

describe('guided fallback: opt-out of our messages', () => {
  it('a customer says "PARAR": stored, confirmed once with how to undo; "VOLTAR" undoes it', async () => {
    const party = await customerParty();
    const chat = guidedConversation(party, { queue, logger });
    const stop = await chat.send('PARAR');
    expect(toolNames(stop)).toEqual(['receber_mensagens']);
    expect(stop.metadata.intent).toBe('parar_mensagens');
    expect(stop.text).toContain('não vai mais receber mensagens iniciadas por nós');
    expect(stop.text).toContain('VOLTAR');
    expect(await db.whatsappOptOut.findUnique({ where: { phone_number: party.phone } })).toMatchObject({
      opted_out: true,
    });
    expect((await chat.send('não quero mais receber mensagens')).text).toContain('já está sem receber');

    const back = await chat.send('VOLTAR');
    expect(toolNames(back)).toEqual(['receber_mensagens']);
    expect(back.text).toContain('voltou a receber nossas mensagens');
    expect(
      (await db.whatsappOptOut.findUniqueOrThrow({ where: { phone_number: party.phone } })).opted_out,
    ).toBe(false);
  });

  it('"sair" inside a wish is a wish, and "cancelar" at the summary cancels the wish, not the messages', async () => {
    const party = await customerParty();
    const chat = guidedConversation(party, { queue, logger });
    const wish = await chat.send('quero um tênis pra sair em São Paulo SP');
    expect(wish.metadata.intent).toBe('desejo');
    expect(toolNames(wish)).not.toContain('receber_mensagens');
    const cancelled = await chat.send('cancelar');
    expect(cancelled.metadata.intent).toBe('cancelar');
    expect(toolNames(cancelled)).toEqual([]);
    expect(await db.whatsappOptOut.findUnique({ where: { phone_number: party.phone } })).toBeNull();
  });

  it('"voltar" from a customer who stopped nothing is left to the questionnaire', async () => {
    const party = await customerParty();
    const chat = guidedConversation(party, { queue, logger });
    const reply = await chat.send('voltar');
    expect(toolNames(reply)).toEqual([]);
    expect(reply.metadata.intent).not.toBe('voltar_mensagens');
  });

  it('a shop says "STOP": no new opportunities; "voltar" brings messages and opportunities back', async () => {
    const { cat, shop, chat } = await shopChat();
    const stop = await chat.send('STOP');
    expect(toolNames(stop)).toEqual(['receber_mensagens_loja']);
    expect(stop.text).toContain('não recebe novas oportunidades');
    expect(await matchedShopIds((await wishIn(cat)).desejo_id)).not.toContain(shop.id);

    const back = await chat.send('voltar');
    expect(toolNames(back)).toEqual(['receber_mensagens_loja']);
    expect(back.text).toContain('voltou a receber nossas mensagens');
    expect(await matchedShopIds((await wishIn(cat)).desejo_id)).toContain(shop.id);
  });
});

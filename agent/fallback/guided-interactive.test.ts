import { afterAll, describe, expect, it } from 'vitest';
import type { AgentReply } from '#agent/types.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { type InteractiveMessage, optionsOf } from '#domain/whatsapp/interactive.ts';
import { answerOfReplyId, declineId, makeOfferId } from '#domain/whatsapp/reply-ids.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { premiumPlan } from '#tests/factories/dashboard.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs } from '#tests/factories/wishes.ts';
import { callTool } from '#tools/registry.ts';
import { customerParty, shopParty, toolContext } from '#tools/test-support.ts';
import { type Conversation, guidedConversation, toolNames } from './test-support.ts';

// The guided questions carry their options as buttons and lists, and tapping one (its id turned
// into the answer it stands for, as bot/conversation/incoming.ts does) goes where typing goes.

const logger = createLogger({ level: 'silent', pretty: false });
const { queue } = recordingQueue(logger);
afterAll(() => queue.close());

const ids = (m: InteractiveMessage | undefined) => (m ? optionsOf(m).map((o) => o.id) : []);
const titles = (m: InteractiveMessage | undefined) => (m ? optionsOf(m).map((o) => o.title) : []);

/** A tap on the option with this title: the answer its id stands for, sent as the turn's text. */
function tap(chat: Conversation, reply: AgentReply, title: string) {
  const option = optionsOf(reply.interactive!).find((o) => o.title === title);
  if (!option) throw new Error(`sem a opção ${title}: ${titles(reply.interactive).join(', ')}`);
  return chat.send(answerOfReplyId(option.id)!);
}

async function customer() {
  const party = await customerParty('Ana Souza');
  return { party, chat: guidedConversation(party, { queue, logger }) };
}

describe('guided fallback: buttons and lists', () => {
  it('the summary has Enviar / Corrigir / Cancelar, and tapping Enviar sends the wish', async () => {
    const { party, chat } = await customer();
    const summary = await chat.send('quero uma cafeteira expresso Nespresso em Curitiba');
    expect(summary.interactive).toMatchObject({ type: 'button', body: summary.text });
    expect(titles(summary.interactive)).toEqual(['Enviar', 'Corrigir', 'Cancelar']);
    expect(ids(summary.interactive)).toEqual(['r:sim', 'r:corrigir', 'r:cancelar']);

    const sent = await tap(chat, summary, 'Enviar');
    expect(toolNames(sent)).toEqual(['criar_desejo']);
    expect(sent.interactive).toBeUndefined();
    expect(await db.desejo.count({ where: { conversation_id: party.conversationId } })).toBe(1);
  });

  it('Corrigir opens the correction menu as a list, whose rows change one field; Cancelar gives up', async () => {
    const { party, chat } = await customer();
    const summary = await chat.send('quero uma cafeteira expresso Nespresso em Curitiba');
    const menu = await tap(chat, summary, 'Corrigir');
    expect(menu.text).toContain('O que você quer corrigir?');
    expect(menu.interactive).toMatchObject({ type: 'list', button: 'Corrigir' });
    expect(titles(menu.interactive)).toEqual([
      'Produto',
      'Cidade',
      'Marca',
      'Detalhes',
      'Categoria',
      'Cancelar',
    ]);
    // The rows replace the numbered lines in the body; the text keeps them.
    expect(menu.interactive!.body).not.toContain('1. Produto');
    expect(menu.text).toContain('1. Produto');
    const city = await tap(chat, menu, 'Cidade');
    expect(city.text).toContain('Em qual cidade');
    const again = await chat.send('Londrina PR');
    expect(again.text).toContain('Cidade: Londrina/PR');
    const cancelled = await tap(chat, again, 'Cancelar');
    expect(cancelled.metadata.intent).toBe('cancelar');
    expect(await db.desejo.count({ where: { conversation_id: party.conversationId } })).toBe(0);
  });

  it('the category question is a list with descriptions and "Outra", at most ten rows', async () => {
    const { chat } = await customer();
    const ask = await chat.send('quero um trambolho pra sala em Curitiba');
    const list = ask.interactive;
    expect(list).toMatchObject({ type: 'list', button: 'Ver categorias' });
    if (list?.type !== 'list') throw new Error('sem lista');
    const rows = list.sections.flatMap((s) => s.rows);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(rows.every((r) => r.description)).toBe(true);
    if (rows.at(-1)!.id === 'r:0') {
      // Likely options: "Outra" opens the whole list.
      const all = await tap(chat, ask, 'Outra');
      expect(all.text).toContain('Escolha a categoria pelo número:');
      expect(all.interactive?.type).toBe('list');
      expect(optionsOf(all.interactive!).length).toBeLessThanOrEqual(10);
    }
  });

  it('"ofertas" is a "Ver ofertas" list, one row per offer, and choosing a row closes the wish with it', async () => {
    const cat = await categoryWithSubs(5);
    const { party, chat } = await customer();
    const created = await callTool(
      'criar_desejo',
      {
        produto_desejado: 'Sofá retrátil',
        cidade: 'São Paulo',
        estado: 'SP',
        categoria: toDisplayCategoryName(cat.nome),
      },
      toolContext(party, { queue, logger }),
    );
    const { codigo, desejo_id: desejoId } = (
      created.result as { data: { codigo: string; desejo_id: string } }
    ).data;
    for (const [valor, nomeLoja] of [
      [2500, 'Loja Cara'],
      [1999.9, 'Estofados Barateiros do Bairro'],
    ] as const) {
      const shop = await shopParty({ categorias: [cat.id], plan: premiumPlan, nomeLoja });
      await db.match.create({ data: { desejo_id: desejoId, lojista_id: shop.shop.id } });
      await callTool(
        'registrar_oferta',
        { codigo_desejo: codigo, valor, condicoes_pagamento: 'Pix', prazo_entrega: 'amanhã' },
        toolContext(shop.party, { queue, logger }),
      );
    }
    const list = await chat.send('ofertas');
    expect(list.interactive).toMatchObject({ type: 'list', button: 'Ver ofertas' });
    const rows = optionsOf(list.interactive!);
    expect(rows.map((r) => r.title)).toEqual(['Estofados Barateiros do…', 'Loja Cara']);
    expect(rows[0]).toMatchObject({ description: 'R$ 1.999,90 · Entrega: amanhã' });
    const cheapest = await db.oferta.findFirstOrThrow({
      where: { lojista: { nome_loja: 'Estofados Barateiros do Bairro' }, id_desejo: desejoId },
      select: { id: true },
    });
    expect(rows[0]!.id).toBe(`oferta:${codigo}:${cheapest.id}`);

    const closed = await chat.send(answerOfReplyId(rows[0]!.id)!);
    expect(closed.toolCalls[0]).toMatchObject({
      name: 'fechar_desejo',
      arguments: { codigo_desejo: codigo, oferta_id: cheapest.id },
    });
    expect(closed.text).toContain(`Desejo ${codigo} encerrado.`);
    expect(closed.metadata.intent).toBe('encerrar');
    const oferta = await db.oferta.findUniqueOrThrow({
      where: { id: cheapest.id },
      select: { status: true },
    });
    expect(oferta.status).toBe('aceita');
  });

  it('yes/no questions (close a wish, erase my data) have Sim / Não buttons', async () => {
    const cat = await categoryWithSubs(2);
    const { party, chat } = await customer();
    await callTool(
      'criar_desejo',
      {
        produto_desejado: 'Mesa',
        cidade: 'São Paulo',
        estado: 'SP',
        categoria: toDisplayCategoryName(cat.nome),
      },
      toolContext(party, { queue, logger }),
    );
    const close = await chat.send('já comprei');
    expect(close.interactive).toMatchObject({ type: 'button' });
    expect(titles(close.interactive)).toEqual(['Sim', 'Não']);
    const kept = await tap(chat, close, 'Não');
    expect(kept.text).toContain('o desejo continua aberto');
    const erase = await chat.send('apagar meus dados');
    expect(titles(erase.interactive)).toEqual(['Sim', 'Não']);
    expect(ids(erase.interactive)).toEqual(['r:sim', 'r:não']);
  });
});

describe('guided fallback: the shop taps the notice', () => {
  async function shopWithWish() {
    const cat = await categoryWithSubs(3);
    const { party } = await shopParty({ categorias: [cat.id], plan: premiumPlan });
    const customerSide = await customerParty();
    const created = await callTool(
      'criar_desejo',
      {
        produto_desejado: 'Furadeira de impacto',
        cidade: 'São Paulo',
        estado: 'SP',
        categoria: toDisplayCategoryName(cat.nome),
      },
      toolContext(customerSide, { queue, logger }),
    );
    const wish = (created.result as { data: { codigo: string; desejo_id: string } }).data;
    return { wish, chat: guidedConversation(party, { queue, logger }) };
  }

  it('Fazer oferta asks the price for that opportunity, the offer is confirmed with Sim and recorded', async () => {
    const { wish, chat } = await shopWithWish();
    const price = await chat.send(answerOfReplyId(makeOfferId(wish.codigo))!);
    expect(price.text).toContain(`(código ${wish.codigo})`);
    expect(price.text).toContain('Qual é o preço?');
    expect(chat.state).toMatchObject({ fluxo: 'oferta', etapa: 'valor', oferta: { codigo: wish.codigo } });
    const summary = await chat.send('R$ 350 no pix');
    expect(titles(summary.interactive)).toEqual(['Sim', 'Não']);
    const sent = await tap(chat, summary, 'Sim');
    expect(toolNames(sent)).toEqual(['registrar_oferta']);
    expect(sent.toolCalls[0]!.arguments).toMatchObject({ codigo_desejo: wish.codigo, valor: 350 });
    expect(await db.oferta.count({ where: { id_desejo: wish.desejo_id } })).toBe(1);
  });

  it('Não tenho declines that opportunity', async () => {
    const { wish, chat } = await shopWithWish();
    const reply = await chat.send(answerOfReplyId(declineId(wish.codigo))!);
    expect(toolNames(reply)).toContain('recusar_oportunidade');
    expect(reply.toolCalls.find((c) => c.name === 'recusar_oportunidade')!.arguments).toMatchObject({
      codigo_desejo: wish.codigo,
    });
    expect(reply.text).toContain(`a oportunidade ${wish.codigo} foi arquivada`);
  });
});

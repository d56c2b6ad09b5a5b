import { afterAll, describe, expect, it } from 'vitest';
import type { WishState } from '#agent/fallback/state.ts';
import { shopNoticeKey } from '#api/notifications/jobs.ts';
import { clearUnderstandingReferenceCache } from '#api/understanding/reference-data.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { premiumPlan } from '#tests/factories/dashboard.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs, createShop } from '#tests/factories/wishes.ts';
import { callTool } from '#tools/registry.ts';
import { customerParty, shopParty, toolContext } from '#tools/test-support.ts';
import { CONTATO_LOJA, MODO_SIMPLIFICADO } from './messages.ts';
import { guidedConversation, toolNames } from './test-support.ts';

const logger = createLogger({ level: 'silent', pretty: false });
const { queue, enqueued } = recordingQueue(logger);
afterAll(() => queue.close());

const categoria = (nome: string) =>
  db.categoria.findUniqueOrThrow({
    where: { nome_normalizado: nome },
    select: { id: true, subcategorias: { select: { id: true, nome: true } } },
  });

async function customer(name: string | null = 'Ana Souza') {
  const party = await customerParty(name);
  return { party, chat: guidedConversation(party, { queue, logger }) };
}

const wishState = (state: unknown) => state as WishState;

const wishOf = (conversationId: string) =>
  db.desejo.findFirst({
    where: { conversation_id: conversationId },
    select: {
      id: true,
      produto_desejado: true,
      cidade: true,
      estado: true,
      marca: true,
      categoria: true,
      subcategoria: true,
      matches: { select: { lojista_id: true } },
    },
  });

describe('guided fallback: a customer who says everything at once', () => {
  it('goes from one message to the summary, and a "sim" sends it: product without greeting or city', async () => {
    const eletro = await categoria('eletroportateis');
    const shop = await createShop({ cidade: 'Curitiba', estado: 'PR', categorias: [eletro.id] });
    const { party, chat } = await customer();

    const summary = await chat.send('oi, quero uma cafeteira expresso Nespresso aqui em Curitiba');
    expect(toolNames(summary)).toEqual([]);
    expect(summary.text).toContain('*Resumo do seu desejo*');
    expect(summary.text).toContain('Produto: Cafeteira expresso Nespresso');
    expect(summary.text).toContain('Cidade: Curitiba/PR');
    expect(summary.text).toContain('Marca: Nespresso');
    expect(summary.text).toContain('Categoria: Eletroportáteis › Cafeteiras');
    expect(summary.metadata).toMatchObject({ fallback: true, intent: 'desejo' });
    expect(wishState(chat.state)).toMatchObject({ v: 2, etapa: 'confirmar' });

    const sent = await chat.send('sim, pode mandar');
    expect(toolNames(sent)).toEqual(['criar_desejo']);
    const desejo = await wishOf(party.conversationId);
    expect(desejo).toMatchObject({
      produto_desejado: 'Cafeteira expresso Nespresso',
      cidade: 'Curitiba',
      estado: 'PR',
      marca: 'Nespresso',
      categoria: 'Eletroportáteis',
      subcategoria: 'Cafeteiras',
    });
    expect(desejo!.matches.map((m) => m.lojista_id)).toContain(shop.id);
    const n = desejo!.matches.length;
    expect(sent.text).toContain(`enviado para ${n} ${n === 1 ? 'loja' : 'lojas'} de Curitiba/PR`);
    const match = await db.match.findFirstOrThrow({
      where: { desejo_id: desejo!.id, lojista_id: shop.id },
      select: { id: true },
    });
    expect(enqueued.map((job) => job.jobId)).toContain(shopNoticeKey(match.id));
  });

  it('reads nicknames, states and typos, and asks only the city when it is missing', async () => {
    const { chat } = await customer();
    const bh = await chat.send('to procurando um ventilador de coluna em bh');
    expect(bh.text).toContain('Cidade: Belo Horizonte/MG');

    const { chat: other } = await customer();
    const noCity = await other.send('Bom dia, preciso de um ventilador de coluna');
    expect(noCity.text).toContain('Anotado: *Ventilador de coluna*');
    expect(noCity.text).toContain('Em qual cidade');
    const typo = await other.send('curitba');
    expect(typo.text).toContain('Cidade: Curitiba/PR');
    expect(typo.text).toContain('Categoria: Eletrodomésticos › Ventiladores');
  });

  it('asks the state, with the options, only for a name shared by several states', async () => {
    const { chat } = await customer();
    const ask = await chat.send('quero um sofá retrátil em Bom Jesus');
    expect(ask.text).toContain('Encontrei Bom Jesus em mais de um estado');
    expect(wishState(chat.state)).toMatchObject({ etapa: 'uf', dados: { produto: 'Sofá retrátil' } });
    const summary = await chat.send('RS');
    expect(summary.text).toContain('Cidade: Bom Jesus/RS');

    const { chat: given } = await customer();
    expect((await given.send('sofá retrátil, Bom Jesus/SC')).text).toContain('Cidade: Bom Jesus/SC');
  });

  it('takes a wish from a city with no shop, says 0 honestly, and refuses a city an admin switched off', async () => {
    const { party, chat } = await customer(null);
    await chat.send('preciso de um fogão 4 bocas em Quixeramobim');
    const sent = await chat.send('pode');
    expect(sent.text).toContain('0 lojas receberam');
    expect(await wishOf(party.conversationId)).toMatchObject({ cidade: 'Quixeramobim', estado: 'CE' });

    const city = await db.cidade.findFirstOrThrow({
      where: { nome_normalizado: 'itapipoca' },
      select: { id: true },
    });
    await db.cidade.update({ where: { id: city.id }, data: { desligada_por_admin: true } });
    clearUnderstandingReferenceCache();
    try {
      const { chat: refused } = await customer(null);
      const reply = await refused.send('fogão 4 bocas em Itapipoca');
      expect(reply.text).toContain('Ainda não atendemos Itapipoca/CE');
      expect(wishState(refused.state)).toMatchObject({
        etapa: 'cidade',
        dados: { produto: 'Fogão 4 bocas' },
      });
    } finally {
      await db.cidade.update({ where: { id: city.id }, data: { desligada_por_admin: false } });
      clearUnderstandingReferenceCache();
    }
  });
});

describe('guided fallback: corrections, categories and what is not a wish', () => {
  it('fixes one field by name without starting over', async () => {
    const { party, chat } = await customer();
    await chat.send('quero uma geladeira frost free em Curitiba');
    const city = await chat.send('a cidade é Niterói');
    expect(city.text).toContain('Cidade: Niterói/RJ');
    expect(city.text).toContain('Produto: Geladeira frost free');
    const ask = await chat.send('corrigir');
    expect(ask.text).toContain('O que você quer corrigir?');
    const brand = await chat.send('não, a marca é Brastemp');
    expect(brand.text).toContain('Marca: Brastemp');
    const no = await chat.send('não');
    expect(no.text).toContain('O que você quer corrigir?');
    const which = await chat.send('4');
    expect(which.text).toContain('Quais detalhes');
    const details = await chat.send('inox, 400 litros');
    expect(details.text).toContain('Detalhes: inox, 400 litros');
    await chat.send('isso mesmo');
    expect(await wishOf(party.conversationId)).toMatchObject({
      cidade: 'Niterói',
      estado: 'RJ',
      marca: 'Brastemp',
    });
  });

  it('asks the category with likely options and "outra" when unsure, and takes the whole list', async () => {
    const { party, chat } = await customer();
    const ask = await chat.send('quero um trambolho pra sala em Curitiba');
    expect(wishState(chat.state).etapa).toMatch(/categoria|todas/);
    const all = wishState(chat.state).etapa === 'categoria' ? await chat.send('outra') : ask;
    expect(all.text).toContain('Escolha a categoria pelo número:');
    const line = all.text.split('\n').find((l) => l.endsWith('Casa e Decoração'))!;
    const summary = await chat.send(line.split('.')[0]!);
    expect(summary.text).toContain('Categoria: Casa e Decoração');
    await chat.send('sim');
    expect(toDisplayCategoryName((await wishOf(party.conversationId))!.categoria)).toBe('Casa e Decoração');
  });

  it('sends the wish to the category when no shop of the city serves its subcategory', async () => {
    const eletro = await categoria('eletrodomesticos');
    const freezers = eletro.subcategorias.find((s) => s.nome === 'Freezers')!;
    const shop = await createShop({
      cidade: 'Garanhuns',
      estado: 'PE',
      categorias: [eletro.id],
      subcategorias: [freezers.id],
    });
    const { party, chat } = await customer();
    const summary = await chat.send('preciso de uma geladeira duplex em Garanhuns');
    expect(summary.text).toContain('Categoria: Eletrodomésticos\n');
    await chat.send('sim');
    const desejo = await wishOf(party.conversationId);
    expect(desejo).toMatchObject({ categoria: 'Eletrodomésticos', subcategoria: null });
    expect(desejo!.matches.map((m) => m.lojista_id)).toEqual([shop.id]);
  });

  it('takes a product whose words also mean "change it" ("troca", "muda") for a product', async () => {
    const { chat } = await customer();
    const summary = await chat.send('troca de óleo em Curitiba');
    expect(summary.text).toContain('*Resumo do seu desejo*');
    expect(summary.text).toContain('Produto: Troca de óleo');
  });

  it('never makes a wish of gibberish, an emoji or laughter, and asks again kindly', async () => {
    for (const text of ['asdkjh qwe zzz', '👍', 'kkkkkkk']) {
      const { party, chat } = await customer();
      const reply = await chat.send(text);
      expect(reply.text, text).toContain('Desculpe, não entendi');
      expect(reply.metadata.intent, text).toBe('nao_entendido');
      await chat.send('sim');
      expect(await wishOf(party.conversationId), text).toBeNull();
    }
  });

  it('answers a person, help and a greeting without making a wish', async () => {
    const { party, chat } = await customer();
    const person = await chat.send('quero falar com um atendente');
    expect(person.metadata.intent).toBe('atendente');
    expect(person.text).toContain('/contato');
    const hello = await chat.send('boa noite, tudo bem com vc?');
    expect(hello.metadata.intent).toBe('saudacao');
    expect(hello.text).toContain('Qual é o seu desejo?');
    const help = await chat.send('como funciona?');
    expect(help.metadata.intent).toBe('ajuda');
    expect(await wishOf(party.conversationId)).toBeNull();
  });

  it('lists the offers from a paraphrase, cheapest first, and closes with the one chosen', async () => {
    const cat = await categoryWithSubs(5);
    const { party, chat } = await customer();
    const ctx = toolContext(party, { queue, logger });
    const created = await callTool(
      'criar_desejo',
      {
        produto_desejado: 'Sofá retrátil',
        cidade: 'São Paulo',
        estado: 'SP',
        categoria: toDisplayCategoryName(cat.nome),
      },
      ctx,
    );
    const { codigo, desejo_id: desejoId } = (
      created.result as { data: { codigo: string; desejo_id: string } }
    ).data;
    for (const [valor, nomeLoja] of [
      [2500, 'Loja Cara'],
      [1999.9, 'Loja Barata'],
    ] as const) {
      const shop = await shopParty({ categorias: [cat.id], plan: premiumPlan, nomeLoja });
      await db.match.create({ data: { desejo_id: desejoId, lojista_id: shop.shop.id } });
      const offer = await callTool(
        'registrar_oferta',
        { codigo_desejo: codigo, valor, condicoes_pagamento: 'Pix', prazo_entrega: 'amanhã' },
        toolContext(shop.party, { queue, logger }),
      );
      expect(offer.result.ok).toBe(true);
    }
    const list = await chat.send('chegou alguma oferta?');
    expect(list.metadata.intent).toBe('ver_ofertas');
    expect(list.text).toContain(`Ofertas para *Sofá retrátil* (código ${codigo}), da mais barata:`);
    expect(list.text.indexOf('Loja Barata')).toBeLessThan(list.text.indexOf('Loja Cara'));
    expect(list.text).toContain('https://wa.me/');
    // Told before choosing (a row of the list closes the wish at once) that the shop gets the contact.
    expect(list.text).toContain(CONTATO_LOJA);

    const close = await chat.send('já comprei, obrigado');
    expect(close.metadata.intent).toBe('encerrar');
    expect(close.text).toContain(
      'responda o número dela:\n1. Loja Barata: R$ 1.999,90\n2. Loja Cara: R$ 2.500,00',
    );
    expect(close.text).toContain(CONTATO_LOJA);
    const closed = await chat.send('1');
    const barata = await db.oferta.findFirstOrThrow({
      where: { lojista: { nome_loja: 'Loja Barata' }, id_desejo: desejoId },
      select: { id: true, status: true },
    });
    expect(closed.toolCalls[0]).toMatchObject({ name: 'fechar_desejo', arguments: { oferta_id: barata.id } });
    expect(barata.status).toBe('aceita');
  });

  it('says once that it is in simplified mode after the model failed, and cancels on request', async () => {
    const { chat } = await customer();
    const first = await chat.send('quero uma bicicleta aro 29', 'tempo_esgotado');
    expect(first.text.startsWith(MODO_SIMPLIFICADO)).toBe(true);
    const second = await chat.send('Palmas TO', 'erro_modelo');
    expect(second.text).not.toContain(MODO_SIMPLIFICADO);
    expect(second.text).toContain('Cidade: Palmas/TO');
    const cancel = await chat.send('recomeçar');
    expect(cancel.metadata.intent).toBe('cancelar');
    expect(wishState(chat.state)).toMatchObject({ etapa: 'produto', dados: {} });
  });

  it('repeats the question when a turn brings nothing readable', async () => {
    const { chat } = await customer();
    await chat.send('quero uma furadeira');
    const reply = await chat.send(['  ']);
    expect(reply.text).toContain('Em qual cidade');
    expect(wishState(chat.state).etapa).toBe('cidade');
  });

  it('asks the category again, keeping the rest, when criar_desejo refuses it', async () => {
    const { party, chat } = await customer();
    const dados = {
      produto: 'geladeira',
      cidade: 'Palmas',
      uf: 'TO',
      categoria: 'Categoria Extinta',
      subcategoria: null,
    };
    chat.state = { v: 2, fluxo: 'desejo', etapa: 'confirmar', dados, em: new Date().toISOString() };
    const reply = await chat.send('sim');
    expect(reply.toolCalls[0]).toMatchObject({ name: 'criar_desejo', error: true });
    expect(reply.text).toContain('Não consegui enviar: Categoria "Categoria Extinta" não existe.');
    expect(reply.text).toContain('Categoria: Eletrodomésticos › Geladeiras');
    expect(wishState(chat.state)).toMatchObject({
      etapa: 'confirmar',
      dados: { produto: 'geladeira', cidade: 'Palmas' },
    });
    expect(await db.desejo.count({ where: { conversation_id: party.conversationId } })).toBe(0);
  });

  it('drops a stale or foreign state and starts over', async () => {
    const { chat } = await customer();
    chat.state = {
      v: 2,
      fluxo: 'desejo',
      etapa: 'confirmar',
      dados: { produto: 'x' },
      em: '2020-01-01T00:00:00Z',
    };
    expect((await chat.send('oi')).text).toContain('Qual é o seu desejo?');
    chat.state = { v: 1, fluxo: 'desejo', etapa: 'produto', dados: {}, em: new Date().toISOString() };
    expect((await chat.send('olá')).text).toContain('Qual é o seu desejo?');
  });
});

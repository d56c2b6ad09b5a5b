import { afterAll, describe, expect, it } from 'vitest';
import type { WishState } from '#agent/fallback/state.ts';
import { premiumPlan } from '#api/dashboard/test-support.ts';
import { categoryWithSubs, createShop } from '#api/desejos/test-support.ts';
import { createLogger } from '#api/logger.ts';
import { recordingQueue } from '#api/lojistas/test-support.ts';
import { shopNoticeKey } from '#api/notifications/jobs.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { db } from '#prisma/client.ts';
import { callTool } from '#tools/registry.ts';
import { customerParty, shopParty, toolContext } from '#tools/test-support.ts';
import { MODO_SIMPLIFICADO } from './messages.ts';
import { guidedConversation, toolNames } from './test-support.ts';

const logger = createLogger({ level: 'silent', pretty: false });
const { queue, enqueued } = recordingQueue(logger);
afterAll(() => queue.close());

const eletrodomesticos = () =>
  db.categoria.findUniqueOrThrow({ where: { nome_normalizado: 'eletrodomesticos' }, select: { id: true } });

async function customer(name: string | null = 'Ana Souza') {
  const party = await customerParty(name);
  return { party, chat: guidedConversation(party, { queue, logger }) };
}

const wishState = (state: unknown) => state as WishState;

/** The number of the option naming the subcategory in a numbered list. */
function optionNumber(text: string, label: string): string {
  const line = text.split('\n').find((l) => l.includes(label));
  if (!line) throw new Error(`opção ${label} ausente em:\n${text}`);
  return line.split('.')[0]!;
}

describe('guided fallback: a customer', () => {
  it('completes a wish end to end: stored with the chosen category, matched and told honestly', async () => {
    const categoria = await eletrodomesticos();
    const shop = await createShop({ cidade: 'Palmas', estado: 'TO', categorias: [categoria.id] });
    const { party, chat } = await customer();

    const hello = await chat.send('Oi');
    expect(hello.text).toContain('Olá, Ana!');
    expect(hello.text).toContain('Qual é o seu desejo?');
    expect(hello.metadata).toEqual({ fallback: true, fallback_reason: 'sem_modelo' });
    expect(wishState(chat.state)).toMatchObject({ v: 1, fluxo: 'desejo', etapa: 'produto' });

    // Two texts in one turn: the product, then the city (Palmas/PR exists but is not served).
    const city = await chat.send(['Quero uma geladeira frost free', 'palmas']);
    expect(city.text).toContain('Cidade: *Palmas/TO*');
    expect(city.text).toContain('pular');
    expect(city.text).not.toContain('Qual é o seu desejo');
    expect(wishState(chat.state)).toMatchObject({
      etapa: 'extras',
      dados: { produto: 'geladeira frost free', cidade: 'Palmas', uf: 'TO' },
    });

    const options = await chat.send('marca Brastemp, inox 400 litros');
    expect(toolNames(options)).toContain('listar_categorias');
    expect(options.toolCalls[0]).toMatchObject({
      name: 'listar_categorias',
      arguments: { busca: 'geladeira' },
    });
    expect(options.text).toContain('Eletrodomésticos › Geladeiras');
    expect(options.text).toContain('0. Ver todas as categorias');
    const before = chat.state;

    const wrong = await chat.send('a azul');
    expect(wrong.text).toContain('Responda só com o número');
    expect(chat.state).toMatchObject({ etapa: 'categoria', dados: wishState(before).dados });

    const summary = await chat.send(optionNumber(options.text, 'Geladeiras'));
    expect(summary.text).toContain('Produto: geladeira frost free');
    expect(summary.text).toContain('Cidade: Palmas/TO');
    expect(summary.text).toContain('Marca: Brastemp');
    expect(summary.text).toContain('Características: inox 400 litros');
    expect(summary.text).toContain('Posso enviar para as lojas? (sim/não)');

    const unsure = await chat.send('talvez');
    expect(unsure.text).toContain('Responda "sim"');
    expect(wishState(chat.state).etapa).toBe('confirmar');

    const sent = await chat.send('sim');
    expect(toolNames(sent)).toEqual(['criar_desejo']);
    expect(sent.toolCalls[0]!.arguments).toMatchObject({
      produto_desejado: 'geladeira frost free',
      cidade: 'Palmas',
      estado: 'TO',
      categoria: 'Eletrodomésticos',
      subcategoria: 'Geladeiras',
      marca: 'Brastemp',
    });
    expect(chat.state).toBeNull();

    const desejo = await db.desejo.findFirstOrThrow({
      where: { conversation_id: party.conversationId },
      select: {
        id: true,
        categoria_id: true,
        subcategoria: true,
        cidade: true,
        estado: true,
        marca: true,
        origem: true,
        nome_cliente: true,
        matches: { select: { lojista_id: true } },
      },
    });
    expect(desejo).toMatchObject({
      categoria_id: categoria.id,
      subcategoria: 'Geladeiras',
      cidade: 'Palmas',
      estado: 'TO',
      marca: 'Brastemp',
      origem: 'whatsapp',
      nome_cliente: 'Ana Souza',
    });
    expect(desejo.matches.map((m) => m.lojista_id)).toContain(shop.id);
    const n = desejo.matches.length;
    expect(sent.text).toContain(`enviado para ${n} ${n === 1 ? 'loja' : 'lojas'} de Palmas/TO`);
    expect(sent.text).toContain(`*${desejo.id.slice(0, 8)}*`);
    const ownMatch = await db.match.findFirstOrThrow({
      where: { desejo_id: desejo.id, lojista_id: shop.id },
      select: { id: true },
    });
    expect(enqueued.map((job) => job.jobId)).toContain(shopNoticeKey(ownMatch.id));

    const offers = await chat.send('ofertas');
    expect(toolNames(offers)).toEqual(['listar_ofertas']);
    expect(offers.text).toContain('Ainda não chegaram ofertas');

    const close = await chat.send('Já comprei');
    expect(close.text).toContain(
      `Encerrar o desejo *geladeira frost free* (código ${desejo.id.slice(0, 8)})`,
    );
    const closed = await chat.send('sim');
    expect(toolNames(closed)).toEqual(['fechar_desejo']);
    expect(closed.text).toContain('encerrado');
    expect((await db.desejo.findUniqueOrThrow({ where: { id: desejo.id } })).status).toBe('fechado');
  });

  it('says zero shops as zero, and keeps every answer through bad ones and a change', async () => {
    const { party, chat } = await customer(null);
    await chat.send('preciso de um fogão 4 bocas');
    expect(wishState(chat.state)).toMatchObject({ etapa: 'cidade', dados: { produto: 'fogão 4 bocas' } });

    const unknown = await chat.send('Cidadezinha Imaginária XY');
    expect(unknown.text).toContain('Não encontrei a cidade');
    const notServed = await chat.send('Campinas/SP');
    expect(notServed.text).toContain('Ainda não atendemos Campinas/SP');
    expect(wishState(chat.state)).toMatchObject({ etapa: 'cidade', dados: { produto: 'fogão 4 bocas' } });

    await chat.send('Boa Vista - RR');
    const options = await chat.send('pular');
    await chat.send(optionNumber(options.text, 'Fogões'));
    const change = await chat.send('não');
    expect(change.text).toContain('O que você quer alterar?');
    const again = await chat.send('3');
    expect(again.text).toContain('marca');
    const summary = await chat.send('marca Electrolux');
    expect(summary.text).toContain('Marca: Electrolux');
    expect(summary.text).toContain('Cidade: Boa Vista/RR');
    expect(summary.text).toContain('Eletrodomésticos › Fogões');

    const sent = await chat.send('sim');
    const desejo = await db.desejo.findFirstOrThrow({
      where: { conversation_id: party.conversationId },
      select: { id: true, subcategoria: true, marca: true, _count: { select: { matches: true } } },
    });
    expect(desejo).toMatchObject({ subcategoria: 'Fogões', marca: 'Electrolux', _count: { matches: 0 } });
    expect(sent.text).toContain('0 lojas receberam');
  });

  it('asks for the UF when the city is served in more than one state', async () => {
    const palmasPr = await db.cidade.findFirstOrThrow({
      where: { nome_normalizado: 'palmas', estado: { sigla: 'PR' } },
      select: { id: true, ativo: true },
    });
    const estadoPr = await db.estado.findUniqueOrThrow({ where: { sigla: 'PR' }, select: { ativo: true } });
    await db.cidade.update({ where: { id: palmasPr.id }, data: { ativo: true } });
    await db.estado.update({ where: { sigla: 'PR' }, data: { ativo: true } });
    try {
      const { chat } = await customer();
      await chat.send(['oi', 'tv 50 polegadas']);
      const ask = await chat.send('Palmas');
      expect(ask.text).toContain('mais de um estado');
      expect(wishState(chat.state).etapa).toBe('uf');
      const bad = await chat.send('XX');
      expect(bad.text).toContain('Não encontrei');
      await chat.send('Palmas');
      const ok = await chat.send('Paraná');
      expect(ok.text).toContain('Cidade: *Palmas/PR*');
    } finally {
      await db.cidade.update({ where: { id: palmasPr.id }, data: { ativo: palmasPr.ativo } });
      await db.estado.update({ where: { sigla: 'PR' }, data: { ativo: estadoPr.ativo } });
    }
  });

  it('offers the full category list and the subcategories when the product finds nothing', async () => {
    const { chat } = await customer();
    await chat.send(['quero um treco', 'Palmas TO', 'não']);
    const all = wishState(chat.state);
    expect(all.etapa).toBe('todas');
    const list = chat.replies.at(-1)!.text;
    const subs = await chat.send(optionNumber(list, 'Eletrodomésticos'));
    expect(subs.text).toContain('0. Nenhuma destas');
    const summary = await chat.send('0');
    expect(summary.text).toContain('Categoria: Eletrodomésticos\n');
  });

  it('says once that it is in simplified mode after the model failed, and restarts on request', async () => {
    const { chat } = await customer();
    const first = await chat.send('quero uma bicicleta aro 29', 'tempo_esgotado');
    expect(first.text.startsWith(MODO_SIMPLIFICADO)).toBe(true);
    expect(first.metadata).toEqual({ fallback: true, fallback_reason: 'tempo_esgotado' });
    const second = await chat.send('Palmas TO', 'erro_modelo');
    expect(second.text).not.toContain(MODO_SIMPLIFICADO);
    const restart = await chat.send('recomeçar');
    expect(restart.text).toContain('vamos recomeçar');
    expect(wishState(chat.state)).toMatchObject({ etapa: 'produto', dados: {} });
  });

  it('lists the offers received, cheapest first, with the link to each shop, then asks again', async () => {
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
      await db.match.create({
        data: {
          desejo_id: (created.result as { data: { desejo_id: string } }).data.desejo_id,
          lojista_id: shop.shop.id,
        },
      });
      const offer = await callTool(
        'registrar_oferta',
        { codigo_desejo: codigo, valor, condicoes_pagamento: 'Pix', prazo_entrega: 'amanhã' },
        toolContext(shop.party, { queue, logger }),
      );
      expect(offer.result.ok).toBe(true);
    }
    await chat.send('quero um sofá');
    const list = await chat.send('ver ofertas');
    expect(list.text).toContain(`Ofertas para *Sofá retrátil* (código ${codigo}), da mais barata:`);
    expect(list.text.indexOf('Loja Barata')).toBeLessThan(list.text.indexOf('Loja Cara'));
    expect(list.text).toContain('R$ 1.999,90');
    expect(list.text).toContain('https://wa.me/');
    expect(list.text).toContain('Continuando: Em qual cidade');
    expect(wishState(chat.state)).toMatchObject({ etapa: 'cidade', dados: { produto: 'sofá' } });

    const close = await chat.send('já comprei');
    expect(close.text).toContain(
      'responda o número dela:\n1. Loja Barata: R$ 1.999,90\n2. Loja Cara: R$ 2.500,00',
    );
    expect((await chat.send('talvez')).text).toContain('Responda "sim" para encerrar');
    const closed = await chat.send('1');
    const barata = await db.oferta.findFirstOrThrow({
      where: { lojista: { nome_loja: 'Loja Barata' }, id_desejo: desejoId },
      select: { id: true, status: true },
    });
    expect(closed.toolCalls[0]).toMatchObject({
      name: 'fechar_desejo',
      arguments: { codigo_desejo: codigo, oferta_id: barata.id },
    });
    expect(barata.status).toBe('aceita');
    expect(closed.text).toContain(`Desejo ${codigo} encerrado`);
    expect(closed.text).toContain('Continuando: Em qual cidade');
    expect(wishState(chat.state)).toMatchObject({ etapa: 'cidade', dados: { produto: 'sofá' } });
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
      extras: true,
      categoria: 'Categoria Extinta',
      subcategoria: null,
    };
    chat.state = { v: 1, fluxo: 'desejo', etapa: 'confirmar', dados, em: new Date().toISOString() };
    const reply = await chat.send('sim');
    expect(reply.toolCalls[0]).toMatchObject({ name: 'criar_desejo', error: true });
    expect(reply.text).toContain('Não consegui enviar: Categoria "Categoria Extinta" não existe.');
    expect(reply.text).toContain('Eletrodomésticos › Geladeiras');
    expect(wishState(chat.state)).toMatchObject({
      etapa: 'categoria',
      dados: { produto: 'geladeira', cidade: 'Palmas', uf: 'TO', extras: true },
    });
    expect(await db.desejo.count({ where: { conversation_id: party.conversationId } })).toBe(0);
  });

  it('drops a stale or foreign state and starts over', async () => {
    const { chat } = await customer();
    chat.state = {
      v: 1,
      fluxo: 'desejo',
      etapa: 'confirmar',
      dados: { produto: 'x' },
      em: '2020-01-01T00:00:00Z',
    };
    const reply = await chat.send('oi');
    expect(reply.text).toContain('Qual é o seu desejo?');
    chat.state = { v: 99, fluxo: 'desejo', etapa: 'produto', dados: {}, em: new Date().toISOString() };
    expect((await chat.send('olá')).text).toContain('Qual é o seu desejo?');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { offerNoticeKey } from '#api/notifications/jobs.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { noPlan, type PlanSeed, premiumPlan } from '#tests/factories/dashboard.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs } from '#tests/factories/wishes.ts';
import { callTool } from '#tools/registry.ts';
import { customerParty, shopParty, toolContext } from '#tools/test-support.ts';
import { guidedConversation, toolNames } from './test-support.ts';

const logger = createLogger({ level: 'silent', pretty: false });
const { queue, enqueued } = recordingQueue(logger);
afterAll(() => queue.close());

/** A shop with the plan and one new opportunity: a customer's wish in its category. */
async function shopWithWish(plan: PlanSeed = premiumPlan, produto = 'Furadeira de impacto') {
  const cat = await categoryWithSubs(3);
  const { shop, party } = await shopParty({ categorias: [cat.id], plan });
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
  const wish = created.result.data as { codigo: string; desejo_id: string };
  const match = await db.match.findFirstOrThrow({
    where: { desejo_id: wish.desejo_id, lojista_id: shop.id },
    select: { id: true },
  });
  return { shop, wish, matchId: match.id, chat: guidedConversation(party, { queue, logger }) };
}

describe('guided fallback: a shop answering in its own words', () => {
  it('turns "fica 1.100 no cartão em 10x" into a confirmation, and a "sim" records it', async () => {
    const { wish, matchId, chat } = await shopWithWish();
    const summary = await chat.send('Boa tarde! Tenho sim, fica 1.100 no cartão em 10x, entrego amanhã');
    expect(summary.text).toContain('Confirma a oferta para Furadeira de impacto?');
    expect(summary.text).toContain('Preço: R$ 1.100,00');
    expect(summary.text).toContain('Entrega: Amanhã');
    expect(chat.state).toMatchObject({
      fluxo: 'oferta',
      etapa: 'confirmar',
      oferta: { codigo: wish.codigo },
    });

    expect((await chat.send('hmm')).text).toContain('Responda "sim"');
    const sent = await chat.send('pode mandar');
    expect(toolNames(sent)).toEqual(['registrar_oferta']);
    expect(sent.toolCalls[0]!.arguments).toMatchObject({ codigo_desejo: wish.codigo, valor: 1100 });
    expect(sent.text).toContain('Oferta enviada com sucesso!');
    const oferta = await db.oferta.findFirstOrThrow({
      where: { id_desejo: wish.desejo_id },
      select: { id: true, valor: true, condicoes_pagamento: true, origem: true },
    });
    expect(oferta.valor.toFixed(2)).toBe('1100.00');
    expect(oferta.condicoes_pagamento).toMatch(/10x/);
    expect(oferta.origem).toBe('whatsapp');
    expect((await db.match.findUniqueOrThrow({ where: { id: matchId } })).status).toBe('com_oferta');
    expect(enqueued.map((job) => job.jobId)).toContain(offerNoticeKey(oferta.id));
  });

  it('keeps the unit, fills unsaid terms with "A combinar", and takes a new price instead of a yes', async () => {
    const { wish, chat } = await shopWithWish(premiumPlan, 'Cimento CP II 50kg');
    const summary = await chat.send('45 reais o saco');
    expect(summary.text).toContain('Preço: R$ 45,00');
    expect(summary.text).toContain('Pagamento: A combinar');
    expect(summary.text).toContain('Preço por saco');
    const again = await chat.send('faço por 42 no pix');
    expect(again.text).toContain('Preço: R$ 42,00');
    await chat.send('sim');
    const oferta = await db.oferta.findFirstOrThrow({
      where: { id_desejo: wish.desejo_id },
      select: { valor: true, prazo_entrega: true, observacoes: true },
    });
    expect(oferta.valor.toFixed(2)).toBe('42.00');
    expect(oferta.prazo_entrega).toBe('A combinar');
    expect(oferta.observacoes).toContain('por saco');
  });

  it('asks the price of a bare "temos sim", keeping it through bad answers, and cancels on "não"', async () => {
    const { wish, chat } = await shopWithWish();
    const ask = await chat.send('temos sim');
    expect(ask.text).toContain('Qual é o preço?');
    expect(chat.state).toMatchObject({ etapa: 'valor', oferta: { codigo: wish.codigo } });
    expect((await chat.send('abc')).text).toContain('Não entendi o preço');
    expect((await chat.send('1,2 mil')).text).toContain('Preço: R$ 1.200,00');
    expect((await chat.send('não')).text).toContain('não foi enviada');
    expect(chat.state).toBeNull();
    expect(await db.oferta.count({ where: { id_desejo: wish.desejo_id } })).toBe(0);
  });

  it("hits the dashboard's plan message, with the subscription link, when the plan blocks the offer", async () => {
    const { wish, chat } = await shopWithWish(noPlan);
    await chat.send('99,90 no boleto, 2 dias');
    const blocked = await chat.send('sim');
    expect(blocked.toolCalls[0]).toMatchObject({ name: 'registrar_oferta', error: true });
    expect(blocked.text).toContain('Contrate um plano para fazer uma oferta para esse desejo');
    expect(blocked.text).toContain('http://localhost:3000/assinatura');
    expect(await db.oferta.count({ where: { id_desejo: wish.desejo_id } })).toBe(0);
  });

  it('archives on a refusal in any words, by code or as the only open opportunity', async () => {
    const first = await shopWithWish();
    const refused = await first.chat.send(`Não tenho ${first.wish.codigo}`);
    expect(refused.toolCalls.at(-1)).toMatchObject({
      name: 'recusar_oportunidade',
      arguments: { codigo_desejo: first.wish.codigo, motivo: 'nao_tenho_produto' },
    });
    expect(refused.text).toContain('foi arquivada');
    expect((await db.match.findUniqueOrThrow({ where: { id: first.matchId } })).status).toBe('arquivado');

    const second = await shopWithWish(premiumPlan, 'Serra circular');
    const bare = await second.chat.send('infelizmente não temos');
    expect(toolNames(bare)).toEqual(['listar_oportunidades', 'recusar_oportunidade']);
    expect(bare.text).toContain(`oportunidade ${second.wish.codigo} foi arquivada`);
    expect((await db.match.findUniqueOrThrow({ where: { id: second.matchId } })).status).toBe('arquivado');
  });

  it('picks the opportunity by the product words, and asks which one only when they do not tell', async () => {
    const { wish, chat, shop } = await shopWithWish(premiumPlan, 'Furadeira de impacto');
    const cat = await db.lojistaCategoria.findFirstOrThrow({ where: { lojista_id: shop.id } });
    const other = await callTool(
      'criar_desejo',
      {
        produto_desejado: 'Parafusadeira sem fio',
        cidade: 'São Paulo',
        estado: 'SP',
        categoria: toDisplayCategoryName(
          (await db.categoria.findUniqueOrThrow({ where: { id: cat.categoria_id } })).nome_categoria,
        ),
      },
      toolContext(await customerParty(), { queue, logger }),
    );
    expect(other.result.ok).toBe(true);
    const otherCode = (other.result as { data: { codigo: string } }).data.codigo;

    const byWords = await chat.send('a parafusadeira sem fio sai 350 no pix');
    expect(byWords.text).toContain(`(código ${otherCode})`);
    expect((await chat.send('não')).text).toContain('não foi enviada');

    const ask = await chat.send('fica 150 no pix');
    expect(ask.text).toContain('Para qual destas oportunidades é a oferta?');
    const line = ask.text.split('\n').find((l) => l.includes(wish.codigo))!;
    const summary = await chat.send(line.split('.')[0]!);
    expect(summary.text).toContain(`(código ${wish.codigo})`);
    expect(summary.text).toContain('Preço: R$ 150,00');
  });

  it('answers a wrong code with the tool message, and anything else with how to answer', async () => {
    const { chat } = await shopWithWish();
    await chat.send('oferta 1a2b3c4d 120 pix amanhã');
    const wrong = await chat.send('sim');
    expect(wrong.text).toContain('Oferta não enviada: Nenhuma oportunidade desta loja tem esse código.');
    const help = await chat.send('bom dia');
    expect(toolNames(help)).toEqual(['listar_oportunidades']);
    expect(help.text).toContain('responda com o preço');
  });
});

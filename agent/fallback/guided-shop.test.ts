import { afterAll, describe, expect, it } from 'vitest';
import { noPlan, type PlanSeed, premiumPlan } from '#api/dashboard/test-support.ts';
import { categoryWithSubs } from '#api/desejos/test-support.ts';
import { createLogger } from '#api/logger.ts';
import { recordingQueue } from '#api/lojistas/test-support.ts';
import { offerNoticeKey } from '#api/notifications/jobs.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { db } from '#prisma/client.ts';
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

describe('guided fallback: a shop', () => {
  it('gets the fixed format and its new opportunities, then records an offer in that format', async () => {
    const { wish, matchId, chat } = await shopWithWish();

    const help = await chat.send('bom dia');
    expect(toolNames(help)).toEqual(['listar_oportunidades']);
    expect(help.text).toContain('oferta CÓDIGO preço; pagamento; entrega; validade; observações');
    expect(help.text).toContain(`${wish.codigo}: Furadeira de impacto (São Paulo/SP)`);
    expect(chat.state).toBeNull();

    const summary = await chat.send(
      `oferta ${wish.codigo.toUpperCase()} R$ 1.200,50; Pix ou 10x sem juros; entrego amanhã; 3 dias; com maleta`,
    );
    expect(summary.text).toContain('Confirma a oferta para Furadeira de impacto?');
    expect(summary.text).toContain('Preço: R$ 1.200,50');
    expect(summary.text).toContain('Validade: 3 dias');
    expect(chat.state).toMatchObject({ fluxo: 'oferta', etapa: 'confirmar' });

    const unsure = await chat.send('hmm');
    expect(unsure.text).toContain('Responda "sim"');
    expect(chat.state).toMatchObject({ fluxo: 'oferta', etapa: 'confirmar' });

    const sent = await chat.send('sim');
    expect(toolNames(sent)).toEqual(['registrar_oferta']);
    expect(sent.toolCalls[0]!.arguments).toMatchObject({
      codigo_desejo: wish.codigo,
      valor: 1200.5,
      condicoes_pagamento: 'Pix ou 10x sem juros',
      prazo_entrega: 'entrego amanhã',
      validade: '3 dias',
      observacoes: 'com maleta',
    });
    expect(sent.text).toContain('Oferta enviada com sucesso!');
    expect(sent.text).toContain('R$ 1.200,50');
    expect(chat.state).toBeNull();

    const oferta = await db.oferta.findFirstOrThrow({
      where: { id_desejo: wish.desejo_id },
      select: { id: true, valor: true, condicoes_pagamento: true, validade: true, origem: true },
    });
    expect(oferta).toMatchObject({
      condicoes_pagamento: 'Pix ou 10x sem juros',
      validade: '3 dias',
      origem: 'whatsapp',
    });
    expect(oferta.valor.toFixed(2)).toBe('1200.50');
    expect((await db.match.findUniqueOrThrow({ where: { id: matchId } })).status).toBe('com_oferta');
    expect(enqueued.map((job) => job.jobId)).toContain(offerNoticeKey(oferta.id));
  });

  it('asks for the missing payment and delivery of a short offer, keeping it through bad answers', async () => {
    const { wish, chat } = await shopWithWish();
    const ask = await chat.send(`oferta ${wish.codigo} barato`);
    expect(ask.text).toContain('Não entendi o preço');
    expect(chat.state).toMatchObject({ etapa: 'valor', oferta: { codigo: wish.codigo } });
    expect((await chat.send('abc')).text).toContain('Não entendi o preço');
    expect(chat.state).toMatchObject({ etapa: 'valor' });

    expect((await chat.send('1,2 mil')).text).toContain('condições de pagamento');
    expect((await chat.send('Pix')).text).toContain('prazo de entrega');
    const summary = await chat.send('retirada na loja');
    expect(summary.text).toContain('Preço: R$ 1.200,00');
    expect(summary.text).toContain('Pagamento: Pix');
    expect(summary.text).toContain('Entrega: retirada na loja');
    expect(summary.text).toContain('Validade: 1 dia');

    const cancelled = await chat.send('não');
    expect(cancelled.text).toContain('não foi enviada');
    expect(chat.state).toBeNull();
    expect(await db.oferta.count({ where: { id_desejo: wish.desejo_id } })).toBe(0);
  });

  it("hits the dashboard's plan message, with the subscription link, when the plan blocks the offer", async () => {
    const { wish, chat } = await shopWithWish(noPlan);
    await chat.send(`oferta ${wish.codigo} 99,90; boleto; 2 dias`);
    const blocked = await chat.send('sim');
    expect(blocked.toolCalls[0]).toMatchObject({ name: 'registrar_oferta', error: true });
    expect(blocked.text).toContain('Contrate um plano para fazer uma oferta para esse desejo');
    expect(blocked.text).toContain('http://localhost:3000/assinatura');
    expect(await db.oferta.count({ where: { id_desejo: wish.desejo_id } })).toBe(0);
  });

  it('archives with "não tenho CÓDIGO", and with a bare "não tenho" when one opportunity is new', async () => {
    const first = await shopWithWish();
    const refused = await first.chat.send(`Não tenho ${first.wish.codigo}`);
    expect(refused.toolCalls[0]).toMatchObject({
      name: 'recusar_oportunidade',
      arguments: { codigo_desejo: first.wish.codigo, motivo: 'nao_tenho_produto' },
    });
    expect(refused.text).toContain('foi arquivada');
    const match = await db.match.findUniqueOrThrow({ where: { id: first.matchId } });
    expect(match.status).toBe('arquivado');

    const second = await shopWithWish(premiumPlan, 'Serra circular');
    const bare = await second.chat.send('não tenho');
    expect(toolNames(bare)).toEqual(['listar_oportunidades', 'recusar_oportunidade']);
    expect(bare.text).toContain(`oportunidade ${second.wish.codigo} foi arquivada`);
    expect((await db.match.findUniqueOrThrow({ where: { id: second.matchId } })).status).toBe('arquivado');
  });

  it('takes an offer without a code for the only new opportunity, asks for it when there are more', async () => {
    const { wish, chat, shop } = await shopWithWish();
    const summary = await chat.send('oferta R$ 150; pix; amanhã');
    expect(summary.text).toContain(`(código ${wish.codigo})`);
    expect(summary.text).toContain('Preço: R$ 150,00');
    expect(chat.state).toMatchObject({
      fluxo: 'oferta',
      etapa: 'confirmar',
      oferta: { codigo: wish.codigo },
    });

    const cat = await db.lojistaCategoria.findFirstOrThrow({ where: { lojista_id: shop.id } });
    const other = await callTool(
      'criar_desejo',
      {
        produto_desejado: 'Parafusadeira',
        cidade: 'São Paulo',
        estado: 'SP',
        categoria: toDisplayCategoryName(
          (await db.categoria.findUniqueOrThrow({ where: { id: cat.categoria_id } })).nome_categoria,
        ),
      },
      toolContext(await customerParty(), { queue, logger }),
    );
    expect(other.result.ok).toBe(true);
    const ask = await chat.send('oferta 150; pix; amanhã');
    expect(ask.text).toContain('Faltou o código do desejo');
    expect(ask.text).toContain('Parafusadeira');
    expect(chat.state).toBeNull();
  });

  it('turns a free "tenho, R$ ..." answer into the questions of an offer', async () => {
    const { wish, chat } = await shopWithWish();
    const ask = await chat.send('Tenho, R$ 1.200, entrego amanhã, 10x sem juros');
    expect(ask.text).toContain('condições de pagamento');
    expect(chat.state).toMatchObject({
      etapa: 'pagamento',
      oferta: { codigo: wish.codigo, valorCentavos: 120000 },
    });
    await chat.send('10x sem juros');
    const summary = await chat.send('amanhã');
    expect(summary.text).toContain('Preço: R$ 1.200,00');
    expect((await chat.send('sim')).text).toContain('Oferta enviada com sucesso!');
  });

  it('answers a wrong code with the tool message', async () => {
    const { chat } = await shopWithWish();
    await chat.send('oferta ffffffff 120; pix; amanhã');
    const wrong = await chat.send('sim');
    expect(wrong.text).toContain('Oferta não enviada: Nenhuma oportunidade desta loja tem esse código.');
  });
});

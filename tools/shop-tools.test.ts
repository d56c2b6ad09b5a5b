import { afterAll, describe, expect, it } from 'vitest';
import { offerNoticeKey } from '#api/notifications/jobs.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { associatePlan, noPlan, premiumPlan } from '#tests/factories/dashboard.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs } from '#tests/factories/wishes.ts';
import { validadeOf } from './registrar-oferta.ts';
import { callTool } from './registry.ts';
import { customerParty, shopParty, toolContext } from './test-support.ts';

const logger = createLogger({ level: 'silent', pretty: false });
const { queue, enqueued } = recordingQueue(logger);
afterAll(() => queue.close());

/** A shop with the plan and a fresh customer wish in its category: the shop's context and the wish. */
async function shopWithWish(plan = premiumPlan, produto = 'Furadeira de impacto') {
  const cat = await categoryWithSubs(2);
  const shop = await shopParty({ categorias: [cat.id], plan });
  const customer = await customerParty();
  const created = await callTool(
    'criar_desejo',
    {
      produto_desejado: produto,
      cidade: 'São Paulo',
      estado: 'SP',
      categoria: toDisplayCategoryName(cat.nome),
      marca: 'Bosch',
      caracteristicas: '650W',
    },
    toolContext(customer, { queue, logger }),
  );
  if (!created.result.ok) throw new Error(created.result.error);
  const wish = created.result.data as { codigo: string; desejo_id: string };
  return { ...shop, ctx: toolContext(shop.party, { queue, logger }), wish, customer, cat };
}

const offerArgs = (codigo: string, extra: Record<string, unknown> = {}) => ({
  codigo_desejo: codigo,
  valor: 1200.5,
  condicoes_pagamento: '10x sem juros',
  prazo_entrega: 'entrego amanhã',
  ...extra,
});

describe('listar_oportunidades', () => {
  it("lists the shop's new opportunities, then the sent ones with the offer", async () => {
    const { ctx, wish, cat } = await shopWithWish();
    const novas = await callTool('listar_oportunidades', {}, ctx);
    expect(novas.result).toMatchObject({
      ok: true,
      data: {
        situacao: 'novas',
        oportunidades: expect.arrayContaining([
          expect.objectContaining({
            codigo: wish.codigo,
            produto: 'Furadeira de impacto',
            categoria: toDisplayCategoryName(cat.nome),
            cidade: 'São Paulo/SP',
            marca: 'Bosch',
            detalhes: '650W',
          }),
        ]),
      },
    });
    expect(JSON.stringify(novas.result)).not.toContain('whatsapp_cliente');

    expect((await callTool('registrar_oferta', offerArgs(wish.codigo), ctx)).result.ok).toBe(true);
    const after = await callTool('listar_oportunidades', { situacao: 'novas' }, ctx);
    expect(JSON.stringify(after.result)).not.toContain(wish.codigo);
    const enviadas = await callTool('listar_oportunidades', { situacao: 'enviadas' }, ctx);
    expect(enviadas.result).toMatchObject({
      ok: true,
      data: {
        oportunidades: [
          expect.objectContaining({
            codigo: wish.codigo,
            oferta: expect.objectContaining({ valor: 'R$ 1.200,50', pagamento: '10x sem juros' }),
          }),
        ],
      },
    });
  });

  it('is refused in a customer conversation', async () => {
    const customer = await customerParty();
    const { result } = await callTool('listar_oportunidades', {}, toolContext(customer, { queue, logger }));
    expect(result).toEqual({
      ok: false,
      error: 'Esta ferramenta só pode ser usada na conversa com uma loja cadastrada.',
    });
  });
});

describe('registrar_oferta', () => {
  it('records the offer from WhatsApp through the dashboard service and enqueues the customer notice', async () => {
    const { ctx, wish, shop } = await shopWithWish(associatePlan(0));
    const { result } = await callTool(
      'registrar_oferta',
      offerArgs(wish.codigo, { valor: 'R$ 1.200,50', validade: '10 dias', observacoes: 'Com maleta' }),
      ctx,
    );
    expect(result).toMatchObject({
      ok: true,
      data: {
        mensagem: 'Oferta enviada com sucesso!',
        codigo: wish.codigo,
        valor: 'R$ 1.200,50',
        validade: '10 dias',
        plano: { consultasHoje: 1, limiteDiario: 5 },
      },
    });
    const ofertaId = (result as { data: { oferta_id: string } }).data.oferta_id;
    const oferta = await db.oferta.findUniqueOrThrow({ where: { id: ofertaId } });
    expect(oferta).toMatchObject({
      origem: 'whatsapp',
      lojista_id: shop.id,
      id_desejo: wish.desejo_id,
      condicoes_pagamento: '10x sem juros',
      prazo_entrega: 'entrego amanhã',
      observacoes: 'Com maleta',
    });
    expect(oferta.valor.toFixed(2)).toBe('1200.50');
    expect(enqueued.map((job) => job.jobId)).toContain(offerNoticeKey(ofertaId));
  });

  it('answers a shop without a plan with the dashboard message and the subscription link', async () => {
    const { ctx, wish } = await shopWithWish(noPlan);
    const { result, record } = await callTool('registrar_oferta', offerArgs(wish.codigo), ctx);
    expect(result).toEqual({
      ok: false,
      error:
        'Contrate um plano para fazer uma oferta para esse desejo. Assine em http://localhost:3000/assinatura',
    });
    expect(record.error).toBe(true);
    expect(await db.oferta.count({ where: { id_desejo: wish.desejo_id } })).toBe(0);
  });

  it('answers a shop at its daily limit with the limit message and the subscription link', async () => {
    const { ctx, wish } = await shopWithWish(associatePlan(5));
    const { result } = await callTool('registrar_oferta', offerArgs(wish.codigo), ctx);
    expect(result).toEqual({
      ok: false,
      error:
        'Limite diário de 5 ofertas atingido. Upgrade para Premium para ofertas ilimitadas. Assine em http://localhost:3000/assinatura',
    });
  });

  it("cannot answer another shop's opportunity, and refuses a zero price", async () => {
    const { wish } = await shopWithWish();
    const other = await shopParty({ categorias: [], plan: premiumPlan });
    const otherCtx = toolContext(other.party, { queue, logger });
    expect((await callTool('registrar_oferta', offerArgs(wish.codigo), otherCtx)).result).toEqual({
      ok: false,
      error: 'Nenhuma oportunidade desta loja tem esse código.',
    });
    const zero = await callTool('registrar_oferta', offerArgs(wish.codigo, { valor: 0 }), otherCtx);
    expect(zero.result).toMatchObject({ ok: false, fields: { valor: expect.any(String) } });
  });

  it('maps the free-text validity to the dialog options', () => {
    expect(validadeOf(undefined)).toEqual({ validade: '1' });
    expect(validadeOf('1 dia')).toEqual({ validade: '1' });
    expect(validadeOf('Três dias')).toEqual({ validade: '3' });
    expect(validadeOf('10 dias.')).toEqual({ validade: '10' });
    expect(validadeOf('até sexta')).toEqual({
      validade: 'personalizada',
      validadePersonalizada: 'até sexta',
    });
  });
});

describe('recusar_oportunidade', () => {
  it('archives the opportunity with the reason', async () => {
    const { ctx, wish, shop } = await shopWithWish();
    const { result } = await callTool(
      'recusar_oportunidade',
      { codigo_desejo: wish.codigo, motivo: 'nao_tenho_produto', observacoes: 'Acabou o estoque' },
      ctx,
    );
    expect(result).toMatchObject({ ok: true, data: { codigo: wish.codigo, status: 'arquivado' } });
    const match = await db.match.findFirstOrThrow({
      where: { desejo_id: wish.desejo_id, lojista_id: shop.id },
      select: { status: true, desistencias: { select: { motivo: true, observacoes: true } } },
    });
    expect(match).toEqual({
      status: 'arquivado',
      desistencias: [{ motivo: 'nao_tenho_produto', observacoes: 'Acabou o estoque' }],
    });
    const invalid = await callTool(
      'recusar_oportunidade',
      { codigo_desejo: wish.codigo, motivo: 'sei la' },
      ctx,
    );
    expect(invalid.result).toMatchObject({ ok: false, fields: { motivo: expect.any(String) } });
  });
});

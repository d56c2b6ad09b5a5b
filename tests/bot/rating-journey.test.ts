import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { askRating, sweepRatingAsks } from '#api/avaliacoes/ask-ratings.ts';
import { askRatingJob } from '#api/avaliacoes/jobs.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { premiumPlan } from '#tests/factories/dashboard.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs } from '#tests/factories/wishes.ts';
import { callTool } from '#tools/registry.ts';
import { customerParty, shopParty, toolContext } from '#tools/test-support.ts';
import { cloudBotForFile, next, post, sent } from './cloud-webhook-fake.ts';

// A day after a customer chose an offer they are asked once, on WhatsApp (the Graph API faked
// with nock), how the shop did; the answer is read by the conversation turn before the bot: a
// tap on the template's quick reply, a typed "4, ..." right after the ask, or "não quero
// avaliar". Anything else goes to the bot as usual. The rating shows in /gestao.

const HOUR = 60 * 60 * 1000;
const logger = createLogger({ level: 'silent', pretty: false });
const { queue, enqueued } = recordingQueue(logger);
const cloud = cloudBotForFile();

afterAll(async () => {
  await queue.close();
});

const text = (body: string) => ({ type: 'text', text: { body } });
const templateButton = (payload: string, buttonText: string) => ({
  type: 'button',
  button: { payload, text: buttonText },
});

const bodyText = (m: { type: string; body: Record<string, unknown> }) =>
  m.type === 'text'
    ? (m.body.text as { body: string }).body
    : m.type === 'interactive'
      ? (m.body.interactive as { body: { text: string } }).body.text
      : JSON.stringify(m.body);

/** A customer's wish closed with a chosen offer `closedHoursAgo` hours ago. */
async function closedWithChoice(closedHoursAgo = 25) {
  const cat = await categoryWithSubs(6);
  const loja = await shopParty({
    categorias: [cat.id],
    plan: premiumPlan,
    nomeLoja: `Loja Nota ${randomUUID().slice(0, 4)}`,
  });
  const customer = await customerParty('Bruna Lima');
  const ctx = toolContext(customer, { queue, logger });
  const created = await callTool(
    'criar_desejo',
    {
      produto_desejado: 'Liquidificador 3 velocidades',
      cidade: 'sao paulo',
      estado: 'sp',
      categoria: toDisplayCategoryName(cat.nome),
    },
    ctx,
  );
  if (!created.result.ok) throw new Error(created.result.error);
  const { codigo, desejo_id: desejoId } = created.result.data as { codigo: string; desejo_id: string };
  const offer = await callTool(
    'registrar_oferta',
    {
      codigo_desejo: codigo,
      valor: 189.9,
      condicoes_pagamento: 'Pix',
      prazo_entrega: 'amanhã',
      validade: '3 dias',
    },
    toolContext(loja.party, { queue, logger }),
  );
  if (!offer.result.ok) throw new Error(offer.result.error);
  const ofertaId = (offer.result.data as { oferta_id: string }).oferta_id;
  const closed = await callTool('fechar_desejo', { codigo_desejo: codigo, oferta_id: ofertaId }, ctx);
  expect(closed.result.ok).toBe(true);
  await db.desejo.update({
    where: { id: desejoId },
    data: { fechado_em: new Date(Date.now() - closedHoursAgo * HOUR) },
  });
  return { customer, codigo, desejoId, shop: loja.shop };
}

/** Whether the sweep (run now) enqueues an ask for this wish. */
async function sweepAsks(desejoId: string) {
  enqueued.length = 0;
  await sweepRatingAsks({ queue, logger });
  return enqueued.some(
    (job) => job.name === askRatingJob.name && (job.payload as { desejoId: string }).desejoId === desejoId,
  );
}

const ratingOf = (desejoId: string) => db.avaliacao.findMany({ where: { desejo_id: desejoId } });

describe('rating the chosen shop on WhatsApp', () => {
  it('asks once a day after the choice, stores the tapped score, and /gestao shows it', {
    timeout: 60_000,
  }, async () => {
    const recent = await closedWithChoice(2);
    const { customer, codigo, desejoId, shop } = await closedWithChoice();
    expect(await sweepAsks(recent.desejoId)).toBe(false);
    expect(await sweepAsks(desejoId)).toBe(true);

    // The job retried, or enqueued again by a second sweep: one message.
    await askRating({ desejoId, logger });
    await askRating({ desejoId, logger });
    const seen = { n: 0 };
    const ask = await next(customer.phone, seen);
    expect(sent.filter((m) => m.to === customer.phone)).toHaveLength(1);
    // Outside the 24-hour window: the template, its quick replies carrying this wish's code.
    expect(ask.type).toBe('template');
    const template = ask.body.template as {
      name: string;
      components: { type: string; parameters: { payload?: string }[] }[];
    };
    expect(template.name).toBe('avaliacao_pedido');
    expect(
      template.components.filter((c) => c.type === 'button').map((c) => c.parameters[0]!.payload),
    ).toEqual([`avaliar:${codigo}:5`, `avaliar:${codigo}:3`, `avaliar:${codigo}:nao`]);
    expect(await sweepAsks(desejoId)).toBe(false);

    await post(customer.phone, templateButton(`avaliar:${codigo}:5`, '⭐ 5 - Ótimo'));
    expect(bodyText(await next(customer.phone, seen))).toContain('Obrigado pela avaliação!');
    expect(await ratingOf(desejoId)).toMatchObject([
      { nota: 5, lojista_id: shop.id, whatsapp_cliente: customer.phone },
    ]);

    // Asked no more, and a later "nota 2" is not a second rating.
    await post(customer.phone, text('nota 2'));
    expect(bodyText(await next(customer.phone, seen))).not.toContain('Obrigado pela avaliação');
    expect(await ratingOf(desejoId)).toHaveLength(1);
    expect(await sweepAsks(desejoId)).toBe(false);

    const details = await request(cloud.app)
      .get(`/api/admin/lojistas/${shop.id}`)
      .set('Origin', testOrigin)
      .set('Cookie', cloud.adminCookie);
    expect(details.status).toBe(200);
    expect(details.body.avaliacoes).toEqual({ media: 5, total: 1 });
    const list = await request(cloud.app)
      .get('/api/admin/lojistas?cidade=São Paulo&estado=SP')
      .set('Origin', testOrigin)
      .set('Cookie', cloud.adminCookie);
    expect(list.status).toBe(200);
    const row = (list.body.rows as { id: string; avaliacoes: unknown }[]).find((r) => r.id === shop.id);
    expect(row?.avaliacoes).toEqual({ media: 5, total: 1 });
  });

  it('a score typed with a comment right after the ask is stored with its comment', {
    timeout: 60_000,
  }, async () => {
    const { customer, desejoId } = await closedWithChoice();
    await askRating({ desejoId, logger });
    const seen = { n: 0 };
    await next(customer.phone, seen);

    await post(customer.phone, text('4, chegou rápido e bem embalado'));
    expect(bodyText(await next(customer.phone, seen))).toContain('Sua nota 4');
    expect(await ratingOf(desejoId)).toMatchObject([{ nota: 4, comentario: 'chegou rápido e bem embalado' }]);
  });

  it('the customer may refuse: nothing stored, never asked again; an unrelated message before it still reaches the bot', {
    timeout: 60_000,
  }, async () => {
    const { customer, desejoId } = await closedWithChoice();
    await askRating({ desejoId, logger });
    const seen = { n: 0 };
    await next(customer.phone, seen);

    await post(customer.phone, text('quero uma air fryer em Curitiba'));
    const botReply = bodyText(await next(customer.phone, seen));
    expect(botReply).not.toMatch(/avalia/i);
    expect(
      (await db.desejo.findUniqueOrThrow({ where: { id: desejoId } })).avaliacao_encerrada_em,
    ).toBeNull();

    await post(customer.phone, text('não quero avaliar'));
    expect(bodyText(await next(customer.phone, seen))).toBe(
      'Tudo bem! Não vamos pedir avaliação dessa compra de novo.',
    );
    expect(await ratingOf(desejoId)).toHaveLength(0);
    expect(await sweepAsks(desejoId)).toBe(false);
    expect(await askRating({ desejoId, logger })).toEqual({ asked: false });
  });
});

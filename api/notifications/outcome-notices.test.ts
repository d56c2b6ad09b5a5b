import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { generalJobs } from '#server/job-registry.ts';
import { premiumPlan } from '#tests/factories/dashboard.ts';
import { graphCredentialsForFile } from '#tests/factories/graph-credentials.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs } from '#tests/factories/wishes.ts';
import { callTool } from '#tools/registry.ts';
import { customerParty, shopParty, toolContext } from '#tools/test-support.ts';
import { notifyOutcomeJob, outcomeNoticeKey } from './jobs.ts';
import { handleNotifyOutcome } from './outcome-handlers.ts';

// The customer chooses an offer (fechar_desejo with oferta_id, as the agent, the guided flow and
// the "Ver ofertas" row all do): the chosen shop hears it with the customer's first name and a
// wa.me link, every other shop with an offer hears the wish was closed, at the Graph API (nock),
// once each however often the jobs run or the turn is run again.

const graph = 'https://graph.test';
const phoneNumberId = '100200421';
const token = `EAAG-resultado-${Date.now()}`;
const logger = createLogger({ level: 'silent', pretty: false });
const jobCtx = { jobId: 'teste', attempt: 1, logger };
const { queue, enqueued } = recordingQueue(logger);
let bot: BotTestRuntime;

beforeAll(async () => {
  bot = await startBotTestRuntime({
    env: { WHATSAPP_TRANSPORT: 'auto', WHATSAPP_GRAPH_URL: `${graph}/v21.0`, WHATSAPP_RATE_LIMIT: '1000' },
  });
});
afterAll(async () => {
  await queue.close();
  await bot.close();
});
graphCredentialsForFile(() => bot, { accessToken: token, phoneNumberId });

/** The Graph API's messages endpoint, keeping every body it received. */
function graphMessages() {
  const bodies: Record<string, unknown>[] = [];
  const run = crypto.randomUUID();
  nock(graph, { reqheaders: { authorization: `Bearer ${token}` } })
    .post(`/v21.0/${phoneNumberId}/messages`, (body) => {
      bodies.push(body as Record<string, unknown>);
      return true;
    })
    .times(20)
    .reply(200, () => ({ messages: [{ id: `wamid.${run}.${bodies.length}` }] }));
  return bodies;
}

async function wishWithOffers() {
  const cat = await categoryWithSubs(5);
  const chosen = await shopParty({ categorias: [cat.id], plan: premiumPlan, nomeLoja: 'Loja Escolhida' });
  const other = await shopParty({ categorias: [cat.id], plan: premiumPlan, nomeLoja: 'Loja Preterida' });
  const silent = await shopParty({ categorias: [cat.id], plan: premiumPlan, nomeLoja: 'Loja Calada' });
  const customer = await customerParty('Maria Souza');
  const ctx = toolContext(customer, { queue, logger });
  const created = await callTool(
    'criar_desejo',
    {
      produto_desejado: 'Air fryer 5 litros',
      cidade: 'sao paulo',
      estado: 'sp',
      categoria: toDisplayCategoryName(cat.nome),
    },
    ctx,
  );
  if (!created.result.ok) throw new Error(created.result.error);
  const { codigo, desejo_id } = created.result.data as { codigo: string; desejo_id: string };
  const offer = async (party: typeof chosen.party, valor: number) => {
    const { result } = await callTool(
      'registrar_oferta',
      {
        codigo_desejo: codigo,
        valor,
        condicoes_pagamento: 'Pix',
        prazo_entrega: 'amanhã',
        validade: '3 dias',
      },
      toolContext(party, { queue, logger }),
    );
    if (!result.ok) throw new Error(result.error);
    return (result.data as { oferta_id: string }).oferta_id;
  };
  const ofertas = { chosen: await offer(chosen.party, 399.9), other: await offer(other.party, 450) };
  return { ctx, codigo, desejoId: desejo_id, ofertas, shops: { chosen, other, silent }, customer };
}

/** Runs every outcome job enqueued so far, each as many times as asked (a retried job). */
async function runOutcomeJobs(times = 1) {
  const jobs = enqueued.filter((job) => job.name === notifyOutcomeJob.name);
  for (let attempt = 1; attempt <= times; attempt += 1) {
    for (const job of jobs) {
      await handleNotifyOutcome(job.payload as { ofertaId: string }, { ...jobCtx, attempt });
    }
  }
  return jobs;
}

const templateOf = (body: Record<string, unknown>) =>
  (
    body.template as {
      name: string;
      components: { parameters: { parameter_name: string; text: string }[] }[];
    }
  ).name;
const parametersOf = (body: Record<string, unknown>) =>
  Object.fromEntries(
    (
      body.template as { components: { parameters?: { parameter_name: string; text: string }[] }[] }
    ).components
      .flatMap((c) => c.parameters ?? [])
      .map((p) => [p.parameter_name, p.text]),
  );

describe('outcome notices', () => {
  it('are registered, so the worker runs them', () => {
    expect(generalJobs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: notifyOutcomeJob.name, handler: handleNotifyOutcome }),
      ]),
    );
  });

  it('choosing an offer tells the chosen shop (name, price, wa.me link) and each other shop with an offer, once, under retries and a re-run turn', async () => {
    const { ctx, codigo, desejoId, ofertas, shops, customer } = await wishWithOffers();
    const bodies = graphMessages();
    enqueued.length = 0;

    const closed = await callTool('fechar_desejo', { codigo_desejo: codigo, oferta_id: ofertas.chosen }, ctx);
    expect(closed.result).toMatchObject({
      ok: true,
      data: { status: 'fechado', oferta_aceita: ofertas.chosen },
    });
    const statusOf = async (id: string) => (await db.oferta.findUniqueOrThrow({ where: { id } })).status;
    expect(await statusOf(ofertas.chosen)).toBe('aceita');
    expect(await statusOf(ofertas.other)).toBe('recusada');
    const silentMatch = await db.match.findFirstOrThrow({
      where: { desejo_id: desejoId, lojista_id: shops.silent.shop.id },
    });
    expect(silentMatch.status).toBe('perdido');

    // A turn run again after a crash makes the same call: it succeeds and enqueues the same keys.
    const again = await callTool('fechar_desejo', { codigo_desejo: codigo, oferta_id: ofertas.chosen }, ctx);
    expect(again.result).toMatchObject({ ok: true });
    const jobs = await runOutcomeJobs(3);
    expect(new Set(jobs.map((job) => job.jobId))).toEqual(
      new Set([outcomeNoticeKey(ofertas.chosen), outcomeNoticeKey(ofertas.other)]),
    );

    expect(bodies).toHaveLength(2);
    const byPhone = Object.fromEntries(bodies.map((body) => [body.to as string, body]));
    const toChosen = byPhone[shops.chosen.shop.whatsapp_loja]!;
    const toOther = byPhone[shops.other.shop.whatsapp_loja]!;
    expect(templateOf(toChosen)).toBe('oferta_escolhida');
    expect(parametersOf(toChosen)).toMatchObject({
      produto: 'Air fryer 5 litros',
      codigo,
      valor: 'R$ 399,90',
      cliente: 'Maria',
      link_cliente: expect.stringMatching(new RegExp(`^https://wa\\.me/${customer.phone}\\?text=`)),
    });
    expect(templateOf(toOther)).toBe('desejo_encerrado');
    expect(parametersOf(toOther)).toMatchObject({ codigo, valor: 'R$ 450,00' });
    expect(byPhone[shops.silent.shop.whatsapp_loja]).toBeUndefined();
  });

  it('closing without choosing refuses every offer and tells their shops the wish was closed', async () => {
    const { ctx, codigo, ofertas, shops } = await wishWithOffers();
    const bodies = graphMessages();
    enqueued.length = 0;
    const closed = await callTool('fechar_desejo', { codigo_desejo: codigo }, ctx);
    expect(closed.result.ok).toBe(true);
    await runOutcomeJobs(2);
    const statuses = await db.oferta.findMany({
      where: { id: { in: [ofertas.chosen, ofertas.other] } },
      select: { status: true },
    });
    expect(statuses.map((s) => s.status)).toEqual(['recusada', 'recusada']);
    expect(bodies.map((body) => [body.to, templateOf(body)]).sort()).toEqual(
      [
        [shops.chosen.shop.whatsapp_loja, 'desejo_encerrado'],
        [shops.other.shop.whatsapp_loja, 'desejo_encerrado'],
      ].sort(),
    );
  });
});

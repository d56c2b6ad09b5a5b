import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWish } from '#api/desejos/create-wish.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { handleJob } from '#platform/jobs/define-job.ts';
import { createMemoryQueue } from '#platform/jobs/memory-queue.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { generalJobs } from '#server/job-registry.ts';
import { randomMobile, recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs, createShop, newWish } from '#tests/factories/wishes.ts';
import { createBotSender } from '#whatsapp/bot-sender.ts';
import { type OutboundSender, type OutboundTemplateMessage, setOutboundSender } from '#whatsapp/sender.ts';
import { SIMULATED_STATUS, simulatorTransport } from '#whatsapp/simulator-transport.ts';
import { notifyOfferJob, notifyShopJob, offerNoticeKey, shopNoticeKey } from './jobs.ts';
import { handleNotifyOffer, handleNotifyShop } from './notify-handlers.ts';

const logger = createLogger({ level: 'silent', pretty: false });
const ctx = { jobId: 'teste', attempt: 1, logger };
const setup = recordingQueue(logger);
// The default sender with the simulator transport (no Cloud API credentials in the test database).
let bot: BotTestRuntime;
// Opens the worker's database in the hook, not in the first test's time budget.
beforeAll(async () => {
  bot = await startBotTestRuntime({ start: false });
  await categoryWithSubs();
});
afterAll(async () => {
  await setup.queue.close();
  await bot.close();
});
afterEach(() => {
  setOutboundSender(undefined);
  vi.restoreAllMocks();
});

/**
 * The bot sender, failing the first time after the message went out (the answer lost on the
 * way back). `transportSends` counts what actually left through the (simulator) transport.
 */
function flakySender() {
  const inner = createBotSender();
  const transportSends = [
    vi.spyOn(simulatorTransport, 'sendText'),
    vi.spyOn(simulatorTransport, 'sendTemplate'),
  ];
  const calls: OutboundTemplateMessage[] = [];
  const sender: OutboundSender = {
    async sendTemplate(message) {
      calls.push(message);
      const sent = await inner.sendTemplate(message);
      if (calls.length === 1) throw new Error('tempo esgotado esperando a resposta do WhatsApp');
      return sent;
    },
    sendText: inner.sendText,
  };
  return { sender, calls, sends: () => transportSends.reduce((n, spy) => n + spy.mock.calls.length, 0) };
}

async function wishWithShop() {
  const cat = await categoryWithSubs();
  const shop = await createShop({ categorias: [cat.id], nomeLoja: 'Eletro Centro' });
  const { desejo } = await createWish({
    db,
    queue: setup.queue,
    logger,
    ttlDays: 7,
    wish: newWish({
      categoriaId: cat.id,
      subcategoriaId: cat.subs[0],
      produtoDesejado: 'Ventilador de teto',
      caracteristicas: { cor: 'branco', voltagem: '220V' },
      whatsappCliente: randomMobile(),
    }),
  });
  const match = await db.match.findUniqueOrThrow({
    where: { desejo_id_lojista_id: { desejo_id: desejo.id, lojista_id: shop.id } },
    select: { id: true },
  });
  return { desejo, shop, matchId: match.id };
}

const sentUnder = (key: string) =>
  db.whatsappMessage.findMany({
    where: { idempotency_key: key },
    select: {
      message_text: true,
      status: true,
      direction: true,
      message_type: true,
      conversation: { select: { phone_number: true } },
    },
  });

describe('notification jobs', () => {
  it('are registered, so the worker runs them', () => {
    expect(generalJobs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: notifyShopJob.name, handler: handleNotifyShop }),
        expect.objectContaining({ name: notifyOfferJob.name, handler: handleNotifyOffer }),
      ]),
    );
  });

  it('novo_desejo goes to the shop WhatsApp with the wish, recorded as simulated without Cloud API credentials', async () => {
    const { desejo, shop, matchId } = await wishWithShop();
    await handleNotifyShop({ matchId }, ctx);

    const sent = await sentUnder(shopNoticeKey(matchId));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      status: SIMULATED_STATUS,
      direction: 'outbound',
      message_type: 'template',
      conversation: { phone_number: shop.whatsapp_loja },
    });
    const text = sent[0]!.message_text!;
    expect(text).toContain('*Produto:* Ventilador de teto');
    expect(text).toContain('*Cidade:* São Paulo/SP');
    expect(text).toContain('*Detalhes:* cor: branco, voltagem: 220V');
    expect(text).toContain(`*Código:* ${desejo.id.slice(0, 8)}`);
  });

  it('novo_desejo is sent once when the job is retried after a send whose answer was lost', async () => {
    const { matchId } = await wishWithShop();
    const flaky = flakySender();
    setOutboundSender(flaky.sender);

    await expect(handleNotifyShop({ matchId }, ctx)).rejects.toThrow('tempo esgotado');
    await handleNotifyShop({ matchId }, { ...ctx, attempt: 2 });
    await handleNotifyShop({ matchId }, { ...ctx, attempt: 3 });

    expect(flaky.calls).toHaveLength(3);
    expect(flaky.sends()).toBe(1);
    expect(await sentUnder(shopNoticeKey(matchId))).toHaveLength(1);
  });

  it('through the queue: a failed attempt is retried, the message sent once, and a second enqueue is a no-op', async () => {
    const { matchId } = await wishWithShop();
    const flaky = flakySender();
    setOutboundSender(flaky.sender);
    const queue = createMemoryQueue({ logger });
    try {
      await queue.start([handleJob(notifyShopJob, handleNotifyShop)]);
      const first = await queue.enqueue(notifyShopJob, { matchId }, { jobId: shopNoticeKey(matchId) });
      const second = await queue.enqueue(notifyShopJob, { matchId }, { jobId: shopNoticeKey(matchId) });
      expect(second).toBe(first);
      // The retry waits the job's first backoff (5 s).
      await vi.waitFor(
        async () => {
          const stats = await queue.stats();
          expect(stats.waiting! + stats.active! + stats.delayed!).toBe(0);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(flaky.calls).toHaveLength(2);
      expect(flaky.sends()).toBe(1);
      expect(await sentUnder(shopNoticeKey(matchId))).toHaveLength(1);
    } finally {
      await queue.close();
    }
  });

  it('uses the template text an admin edited in bot_config', async () => {
    const { desejo, matchId } = await wishWithShop();
    const row = await db.botConfig.findUniqueOrThrow({ where: { config_key: 'whatsapp_templates' } });
    const edited = { ...(row.config_value as object), novo_desejo: 'Oportunidade: {{produto}} ({{codigo}})' };
    await db.botConfig.update({
      where: { config_key: 'whatsapp_templates' },
      data: { config_value: edited },
    });
    try {
      await handleNotifyShop({ matchId }, ctx);
    } finally {
      await db.botConfig.update({
        where: { config_key: 'whatsapp_templates' },
        data: { config_value: row.config_value as object },
      });
    }
    const [sent] = await sentUnder(shopNoticeKey(matchId));
    expect(sent?.message_text).toBe(`Oportunidade: Ventilador de teto (${desejo.id.slice(0, 8)})`);
  });

  it('does not tell a shop about a wish that closed before the job ran', async () => {
    const { desejo, matchId } = await wishWithShop();
    await db.desejo.update({ where: { id: desejo.id }, data: { status: 'fechado' } });
    await handleNotifyShop({ matchId }, ctx);
    expect(await sentUnder(shopNoticeKey(matchId))).toHaveLength(0);
  });

  it('oferta_recebida goes to the customer with the shop, the price in BRL and a wa.me link, once even when retried', async () => {
    const { desejo, shop } = await wishWithShop();
    const cliente = await db.desejo.findUniqueOrThrow({
      where: { id: desejo.id },
      select: { whatsapp_cliente: true },
    });
    const oferta = await db.oferta.create({
      data: {
        id_desejo: desejo.id,
        lojista_id: shop.id,
        valor: '1200.50',
        descricao: 'Pagamento: 10x sem juros | Entrega: amanhã',
        condicoes_pagamento: '10x sem juros',
        prazo_entrega: 'amanhã',
        validade: '3 dias',
      },
      select: { id: true },
    });
    const flaky = flakySender();
    setOutboundSender(flaky.sender);

    await expect(handleNotifyOffer({ ofertaId: oferta.id, versao: 1 }, ctx)).rejects.toThrow();
    await handleNotifyOffer({ ofertaId: oferta.id, versao: 1 }, { ...ctx, attempt: 2 });

    expect(flaky.calls).toHaveLength(2);
    expect(flaky.sends()).toBe(1);
    const [message] = flaky.calls;
    expect(message).toMatchObject({ to: cliente.whatsapp_cliente, template: 'oferta_recebida' });
    expect(message!.text).toContain('*Loja:* Eletro Centro');
    expect(message!.text).toContain('*Preço:* R$ 1.200,50');
    expect(message!.text).toContain('*Pagamento:* 10x sem juros');
    expect(message!.text).toContain(`https://wa.me/${shop.whatsapp_loja}?text=`);
    expect(message!.text).not.toContain('Observações');
    expect(await sentUnder(offerNoticeKey(oferta.id))).toHaveLength(1);
  });
});

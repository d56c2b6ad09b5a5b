import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWish } from '#api/desejos/create-wish.ts';
import { resumeBusinessMessages, stopBusinessMessages } from '#api/opt-out/opt-out.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { randomMobile, recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs, createShop, matchedShopIds, newWish } from '#tests/factories/wishes.ts';
import { offerNoticeKey, shopNoticeKey } from './jobs.ts';
import { handleNotifyOffer, handleNotifyShop } from './notify-handlers.ts';

// Meta's opt-out: a number that said "PARAR" gets no notice we start (novo_desejo to a shop,
// oferta_recebida to a customer outside a conversation they started) and, for a shop, no new
// opportunity; "VOLTAR" brings both back. The sender is the real one over the simulator.

const logger = createLogger({ level: 'silent', pretty: false });
const ctx = { jobId: 'teste', attempt: 1, logger };
const setup = recordingQueue(logger);
let bot: BotTestRuntime;
beforeAll(async () => {
  bot = await startBotTestRuntime({ start: false });
});
afterAll(async () => {
  await setup.queue.close();
  await bot.close();
});

async function wishFor(categoriaId: number, whatsappCliente = randomMobile()) {
  const { desejo } = await createWish({
    db,
    queue: setup.queue,
    logger,
    ttlDays: 7,
    wish: newWish({ categoriaId, produtoDesejado: 'Ventilador de teto', whatsappCliente }),
  });
  return desejo;
}

const sentUnder = (key: string) =>
  db.whatsappMessage.findMany({
    where: { idempotency_key: key, direction: 'outbound' },
    select: { id: true },
  });

async function offerOn(desejoId: string, lojistaId: string) {
  return db.oferta.create({
    data: { id_desejo: desejoId, lojista_id: lojistaId, valor: '300.00', descricao: 'Pix' },
    select: { id: true },
  });
}

describe('opt-out and business-initiated notices', () => {
  it('an opted-out shop gets no novo_desejo, not even of an earlier match, and no new opportunity until it comes back', async () => {
    const cat = await categoryWithSubs();
    const shop = await createShop({ categorias: [cat.id] });
    const earlier = await wishFor(cat.id);
    const match = await db.match.findFirstOrThrow({
      where: { desejo_id: earlier.id, lojista_id: shop.id },
      select: { id: true },
    });

    const now = new Date();
    await stopBusinessMessages({ db, phone: shop.whatsapp_loja, lojistaId: shop.id, now });
    await handleNotifyShop({ matchId: match.id }, ctx);
    expect(await sentUnder(shopNoticeKey(match.id))).toHaveLength(0);
    const during = await wishFor(cat.id);
    expect(await matchedShopIds(during.id)).not.toContain(shop.id);

    await resumeBusinessMessages({ db, phone: shop.whatsapp_loja, now: new Date() });
    await handleNotifyShop({ matchId: match.id }, ctx);
    expect(await sentUnder(shopNoticeKey(match.id))).toHaveLength(1);
    const after = await wishFor(cat.id);
    expect(await matchedShopIds(after.id)).toContain(shop.id);
  });

  it('the opt-out survives in whatsapp_opt_outs with its time, under any form of the number', async () => {
    const phone = '5511987651234';
    const now = new Date('2026-11-28T10:00:00Z');
    await stopBusinessMessages({ db, phone, lojistaId: null, now });
    expect(await db.whatsappOptOut.findUnique({ where: { phone_number: phone } })).toMatchObject({
      opted_out: true,
      changed_at: now,
    });
    // WhatsApp may write the same mobile without the ninth digit.
    const again = await stopBusinessMessages({ db, phone: '551187651234', lojistaId: null, now });
    expect(again.unchanged).toBe(true);
    const back = await resumeBusinessMessages({ db, phone: '551187651234', now: new Date() });
    expect(back).toMatchObject({ optedOut: false, unchanged: false });
    expect((await db.whatsappOptOut.findUniqueOrThrow({ where: { phone_number: phone } })).opted_out).toBe(
      false,
    );
  });

  it('an opted-out customer gets no oferta_recebida outside a conversation they started; inside one, and after VOLTAR, it goes', async () => {
    const cat = await categoryWithSubs();
    const shop = await createShop({ categorias: [cat.id] });
    const cliente = randomMobile();
    const desejo = await wishFor(cat.id, cliente);
    await stopBusinessMessages({ db, phone: cliente, lojistaId: null, now: new Date() });

    // No conversation (or one whose window closed): the notice would be ours to start.
    const first = await offerOn(desejo.id, shop.id);
    await handleNotifyOffer({ ofertaId: first.id, versao: 1 }, ctx);
    expect(await sentUnder(offerNoticeKey(first.id))).toHaveLength(0);

    // The customer writes: inside their window, the offer is part of their conversation.
    const conversation = await db.whatsappConversation.create({
      data: { phone_number: cliente, last_inbound_at: new Date() },
      select: { id: true },
    });
    await db.desejo.update({ where: { id: desejo.id }, data: { conversation_id: conversation.id } });
    await handleNotifyOffer({ ofertaId: first.id, versao: 1 }, ctx);
    expect(await sentUnder(offerNoticeKey(first.id))).toHaveLength(1);

    // Window closed again, then VOLTAR: notices go again.
    await db.whatsappConversation.update({
      where: { id: conversation.id },
      data: { last_inbound_at: new Date(Date.now() - 48 * 3600_000) },
    });
    const other = await createShop({ categorias: [cat.id] });
    const second = await offerOn(desejo.id, other.id);
    await handleNotifyOffer({ ofertaId: second.id, versao: 1 }, ctx);
    expect(await sentUnder(offerNoticeKey(second.id))).toHaveLength(0);
    await resumeBusinessMessages({ db, phone: cliente, now: new Date() });
    await handleNotifyOffer({ ofertaId: second.id, versao: 1 }, ctx);
    expect(await sentUnder(offerNoticeKey(second.id))).toHaveLength(1);
  });
});

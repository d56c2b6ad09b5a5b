import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startBotTestRuntime } from '#bot/test-support.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { createShop } from '#tests/factories/wishes.ts';
import type { InboundMessage } from '#whatsapp/inbound-message.ts';
import { findShopByPhone } from './inbound-data.ts';
import { receiveInbound, WEBHOOK_TEST_PHONE } from './receive.ts';

// receiveInbound against the database, with the conversations queue not started: what matters
// here is what is stored and which turns are asked for, not the answer.

const bot = await startBotTestRuntime({ start: false });
afterAll(() => bot.close());

const inner = bot.runtime.conversations;
let turns: { payload: unknown; jobId?: string }[] = [];
let failEnqueue = false;
const recording: JobQueue = {
  ...inner,
  async enqueue(def, payload, options) {
    if (failEnqueue) throw new Error('fila indisponível (teste)');
    turns.push({ payload, jobId: options?.jobId });
    return inner.enqueue(def, payload, options);
  },
};
bot.runtime.conversations = recording;

beforeEach(() => {
  turns = [];
  failEnqueue = false;
});

/** A shop whose number existed before the ninth digit (the eight-digit part starts with 6-9). */
async function oldMobileShop(nomeLoja?: string) {
  const shop = await createShop({ nomeLoja });
  const whatsapp_loja = `55119${8}${randomMobile().slice(-7)}`;
  await db.lojista.update({ where: { id: shop.id }, data: { whatsapp_loja } });
  return { ...shop, whatsapp_loja };
}

function message(overrides: Partial<InboundMessage> = {}): InboundMessage {
  return {
    waMessageId: `wamid.${randomUUID()}`,
    from: randomMobile(),
    contactName: 'Ana Cliente',
    timestamp: new Date('2026-11-20T12:00:00Z'),
    type: 'text',
    text: 'Quero uma geladeira',
    transport: 'cloud',
    ...overrides,
  };
}

describe('receiveInbound', () => {
  it('stores the message and its conversation, and asks for one turn', async () => {
    const m = message();
    const result = await receiveInbound(m);
    expect(result.stored).toBe(true);
    const row = await db.whatsappMessage.findUniqueOrThrow({
      where: { wa_message_id: m.waMessageId },
      include: { conversation: true },
    });
    expect(row).toMatchObject({
      id: result.messageId,
      direction: 'inbound',
      status: 'received',
      message_type: 'text',
      message_text: 'Quero uma geladeira',
      metadata: { transport: 'cloud' },
    });
    expect(row.timestamp.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(row.conversation).toMatchObject({
      id: result.conversationId,
      phone_number: m.from,
      contact_name: 'Ana Cliente',
      lojista_id: null,
    });
    expect(row.conversation.last_inbound_at?.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(turns).toEqual([
      {
        payload: { conversationId: result.conversationId },
        jobId: `${result.conversationId}:${result.messageId}`,
      },
    ]);
  });

  it('stores a redelivered message once and asks for no second turn, even when both race', async () => {
    const m = message();
    const [a, b] = await Promise.all([receiveInbound(m), receiveInbound({ ...m })]);
    const again = await receiveInbound({ ...m });
    expect([a.stored, b.stored].sort()).toEqual([false, true]);
    expect(again).toMatchObject({ stored: false, conversationId: a.conversationId });
    expect(await db.whatsappMessage.count({ where: { wa_message_id: m.waMessageId } })).toBe(1);
    expect(turns).toHaveLength(1);
  });

  it('keeps the profile name when a later message has none, and the inbound time only moves forward', async () => {
    const from = randomMobile();
    await receiveInbound(message({ from, timestamp: new Date('2026-11-20T12:05:00Z') }));
    const late = await receiveInbound(
      message({ from, contactName: null, timestamp: new Date('2026-11-20T12:01:00Z') }),
    );
    const conversation = await db.whatsappConversation.findUniqueOrThrow({
      where: { id: late.conversationId },
    });
    expect(conversation.contact_name).toBe('Ana Cliente');
    expect(conversation.last_inbound_at?.toISOString()).toBe('2026-11-20T12:05:00.000Z');
    expect(conversation.last_message_at.toISOString()).toBe('2026-11-20T12:05:00.000Z');
    expect(await db.whatsappConversation.count({ where: { phone_number: from } })).toBe(1);
  });

  it("links a shop's conversation, also when WhatsApp's id lacks the ninth digit", async () => {
    const shop = await oldMobileShop();
    const oldId = `${shop.whatsapp_loja.slice(0, 4)}${shop.whatsapp_loja.slice(5)}`;
    expect(oldId).toHaveLength(12);
    const result = await receiveInbound(message({ from: oldId }));
    const conversation = await db.whatsappConversation.findUniqueOrThrow({
      where: { id: result.conversationId },
    });
    expect(conversation.lojista_id).toBe(shop.id);
    // The same person writing with the ninth digit is the same conversation.
    const again = await receiveInbound(message({ from: shop.whatsapp_loja }));
    expect(again.conversationId).toBe(result.conversationId);
  });

  it('links a shop whose number was typed by hand before numbers were normalized', async () => {
    const shop = await createShop();
    const digits = randomMobile();
    // A legacy value: the national number with the trunk 0 (a landline habit). Only the fuzzy step finds it.
    const typed = `0${digits.slice(2)}`;
    await db.lojista.update({ where: { id: shop.id }, data: { whatsapp_loja: typed } });
    const linked = await receiveInbound(message({ from: digits }));
    const conversation = () =>
      db.whatsappConversation.findUniqueOrThrow({ where: { id: linked.conversationId } });
    expect((await conversation()).lojista_id).toBe(shop.id);
    // Its next message keeps the link (the statement leaves it to the fuzzy step, which agrees).
    await receiveInbound(message({ from: digits }));
    expect((await conversation()).lojista_id).toBe(shop.id);
    // A customer is still nobody's shop.
    const customer = await receiveInbound(message());
    const their = await db.whatsappConversation.findUniqueOrThrow({ where: { id: customer.conversationId } });
    expect(their.lojista_id).toBeNull();
  });

  it('stores media as a label with the caption and the media type', async () => {
    const m = message({ type: 'unsupported', mediaType: 'image', text: 'tem essa cor?' });
    await receiveInbound(m);
    const row = await db.whatsappMessage.findUniqueOrThrow({ where: { wa_message_id: m.waMessageId } });
    expect(row).toMatchObject({
      message_type: 'unsupported',
      message_text: '[imagem] tem essa cor?',
      metadata: { transport: 'cloud', mediaType: 'image' },
    });
    const audio = message({ type: 'unsupported', mediaType: 'audio', text: '' });
    await receiveInbound(audio);
    const audioRow = await db.whatsappMessage.findUniqueOrThrow({
      where: { wa_message_id: audio.waMessageId },
    });
    expect(audioRow.message_text).toBe('[áudio]');
  });

  it("stores the webhook tester's message as processed, without asking for a turn", async () => {
    const m = message({ from: WEBHOOK_TEST_PHONE });
    const result = await receiveInbound(m);
    expect(result.stored).toBe(true);
    expect(turns).toHaveLength(0);
    const row = await db.whatsappMessage.findUniqueOrThrow({ where: { wa_message_id: m.waMessageId } });
    expect(row).toMatchObject({ status: 'processed', metadata: { transport: 'cloud', test: true } });
  });

  it('keeps a reaction in the thread without asking for a turn', async () => {
    const m = message({ type: 'reaction', mediaType: 'reaction', text: '👍' });
    expect((await receiveInbound(m)).stored).toBe(true);
    expect(turns).toHaveLength(0);
    const row = await db.whatsappMessage.findUniqueOrThrow({ where: { wa_message_id: m.waMessageId } });
    expect(row).toMatchObject({ status: 'processed', message_text: '[reação] 👍' });
  });

  it('undoes the insert when the turn cannot be enqueued, so a retry stores and enqueues it', async () => {
    const m = message();
    failEnqueue = true;
    await expect(receiveInbound(m)).rejects.toThrow('fila indisponível');
    expect(await db.whatsappMessage.count({ where: { wa_message_id: m.waMessageId } })).toBe(0);
    failEnqueue = false;
    expect((await receiveInbound(m)).stored).toBe(true);
    expect(turns).toHaveLength(1);
  });
});

describe('findShopByPhone', () => {
  it('finds a shop by any form of its number and nobody by a number of another DDD', async () => {
    const shop = await oldMobileShop('Loja do Bairro');
    const national = shop.whatsapp_loja.slice(2);
    for (const phone of [
      shop.whatsapp_loja,
      national,
      `${shop.whatsapp_loja.slice(0, 4)}${shop.whatsapp_loja.slice(5)}`,
    ]) {
      expect(await findShopByPhone(db, phone)).toEqual({ id: shop.id, nome_loja: 'Loja do Bairro' });
    }
    const otherDdd = `5521${shop.whatsapp_loja.slice(4)}`;
    expect(await findShopByPhone(db, otherDdd)).toBeNull();
    expect(await findShopByPhone(db, '')).toBeNull();
  });
});

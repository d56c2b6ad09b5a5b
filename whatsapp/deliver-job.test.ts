import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { createBotSender } from './bot-sender.ts';
import { DELIVER_ATTEMPTS } from './jobs.ts';
import { saveOptOut } from './opt-out-data.ts';
import { setBaileysTransport } from './transport.ts';
import { TransportError, type WhatsappTransport } from './whatsapp-transport.ts';

// The outbound.deliver job and the claim, over a fake Baileys transport registered in-process
// (BullMQ + Redis with REDIS_URL, the memory queue otherwise).

let bot: BotTestRuntime;
const sender = createBotSender({ quickDelaysMs: [5], deliverBackoff: { type: 'fixed', delayMs: 20 } });

beforeAll(async () => {
  bot = await startBotTestRuntime({ env: { WHATSAPP_TRANSPORT: 'baileys' } });
});
afterEach(() => setBaileysTransport(undefined));
afterAll(() => bot.close());

const rowOf = (messageId: string) =>
  db.whatsappMessage.findUniqueOrThrow({
    where: { id: messageId },
    select: { status: true, wa_message_id: true, error: true },
  });

function fakeBaileys(send: (to: string, text: string) => Promise<{ waMessageId: string }>) {
  const sendText = vi.fn(send);
  const transport: WhatsappTransport = {
    name: 'baileys',
    sendText,
    sendTemplate: (to, _template, _vars, text) => sendText(to, text),
  };
  return { transport, sendText };
}

const key = () => `teste:${randomUUID()}`;

describe('outbound.deliver', () => {
  it('a message queued while Baileys is disconnected goes out once it reconnects', async () => {
    const result = await sender.sendText({ to: randomMobile(), text: 'Oi', idempotencyKey: key() });
    expect(result.status).toBe('queued');
    expect((await rowOf(result.messageId)).error).toContain('Baileys');

    const fake = fakeBaileys(async () => ({ waMessageId: `bae.${randomUUID()}` }));
    setBaileysTransport(fake.transport);
    await vi.waitFor(async () => expect((await rowOf(result.messageId)).status).toBe('sent'), {
      timeout: 15_000,
      interval: 50,
    });
    expect(fake.sendText).toHaveBeenCalledTimes(1);
  });

  it('gives up after its last attempt: the row is failed and the error logged', async () => {
    const fake = fakeBaileys(async () => {
      throw new TransportError('conexão caiu', { retryable: true });
    });
    setBaileysTransport(fake.transport);
    const result = await sender.sendText({ to: randomMobile(), text: 'Oi', idempotencyKey: key() });
    expect(result.status).toBe('queued');

    await vi.waitFor(async () => expect((await rowOf(result.messageId)).status).toBe('failed'), {
      timeout: 15_000,
      interval: 50,
    });
    // Two quick tries in the send, then one per job attempt.
    expect(fake.sendText).toHaveBeenCalledTimes(2 + DELIVER_ATTEMPTS);
    expect((await rowOf(result.messageId)).error).toBe('conexão caiu');
    expect(bot.logs()).toContain('não enviada após todas as tentativas');
  });

  it('a notice queued before its recipient said PARAR is not sent when it is retried', async () => {
    const to = randomMobile();
    const result = await sender.sendTemplate({
      to,
      template: 'novo_desejo',
      variables: { produto: 'Ventilador' },
      text: 'Nova oportunidade: Ventilador',
      idempotencyKey: key(),
    });
    expect(result.status).toBe('queued');
    await saveOptOut(db, { phone: to, lojistaId: null, optedOut: true, at: new Date() });

    const fake = fakeBaileys(async () => ({ waMessageId: `bae.${randomUUID()}` }));
    setBaileysTransport(fake.transport);
    await vi.waitFor(async () => expect((await rowOf(result.messageId)).status).toBe('failed'), {
      timeout: 15_000,
      interval: 50,
    });
    expect((await rowOf(result.messageId)).error).toContain('opt-out');
    expect(fake.sendText).not.toHaveBeenCalled();
  });

  it('two sends of one key at the same time deliver once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = fakeBaileys(async () => {
      await gate;
      return { waMessageId: `bae.${randomUUID()}` };
    });
    setBaileysTransport(fake.transport);
    const message = { to: randomMobile(), text: 'Uma vez só', idempotencyKey: key() };

    const both = Promise.all([sender.sendText(message), sender.sendText(message)]);
    await vi.waitFor(() => expect(fake.sendText).toHaveBeenCalled());
    release();
    const [a, b] = await both;

    expect(a.messageId).toBe(b.messageId);
    // The loser sees the row 'sending' (or already 'sent' if it came late): never a second send.
    expect(['sending', 'sent']).toContain(a.status);
    expect(['sending', 'sent']).toContain(b.status);
    expect(fake.sendText).toHaveBeenCalledTimes(1);
    expect((await rowOf(a.messageId)).status).toBe('sent');
  });
});

import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startBotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { PrismaClient } from '#prisma/generated/client.ts';
import { memoryLogger, randomMobile } from '#tests/factories/shops.ts';
import { freePort } from '#tests/faults/support/redis-server.ts';
import type { InboundMessage } from '#whatsapp/inbound-message.ts';
import { isMessageFault, receiveOrReject } from './receive-or-reject.ts';

// One message the database refuses is kept as rejected and logged once; a failure that may pass
// (the database away) is left for the batch's retry. Real database errors, no mocks.

const bot = await startBotTestRuntime({ start: false });
afterAll(() => bot.close());

function message(overrides: Partial<InboundMessage> = {}): InboundMessage {
  return {
    waMessageId: `wamid.${randomUUID()}`,
    from: randomMobile(),
    contactName: 'Ana',
    timestamp: new Date('2026-11-20T12:00:00Z'),
    type: 'text',
    text: 'Quero uma geladeira',
    transport: 'baileys',
    ...overrides,
  };
}

describe('receiveOrReject', () => {
  it('keeps a message that cannot be stored as rejected, with the reason and not its content', async () => {
    const { logger, text } = memoryLogger();
    const broken = message({ timestamp: new Date(Number.NaN), text: 'segredo do cliente' });
    expect((await receiveOrReject(broken, { isLastAttempt: false, logger })).outcome).toBe('rejected');
    const row = await db.whatsappMessage.findUniqueOrThrow({ where: { wa_message_id: broken.waMessageId } });
    expect(row).toMatchObject({ status: 'rejected', message_type: 'rejected' });
    expect(row.message_text).toBe('Mensagem não processada: valor inválido para o banco');
    expect(text().match(/guardada como rejeitada/g)).toHaveLength(1);
    expect(text()).not.toContain('segredo do cliente');
    // A redelivery finds it kept and stores nothing more.
    expect(await receiveOrReject(broken, { isLastAttempt: false, logger })).toEqual({ outcome: 'duplicate' });
  });

  it("leaves a stored message's turn to the caller, also when it was stored by an earlier delivery", async () => {
    const { logger } = memoryLogger();
    const enqueued: unknown[] = [];
    const conversations = bot.runtime.conversations;
    bot.runtime.conversations = {
      ...conversations,
      async enqueue(def, payload, options) {
        enqueued.push(payload);
        return conversations.enqueue(def, payload, options);
      },
    };
    try {
      const ok = message();
      const stored = await receiveOrReject(ok, { isLastAttempt: false, logger });
      const { conversation_id } = await db.whatsappMessage.findUniqueOrThrow({
        where: { wa_message_id: ok.waMessageId },
      });
      expect(stored).toEqual({ outcome: 'stored', answer: conversation_id });
      expect(await receiveOrReject(ok, { isLastAttempt: false, logger })).toEqual({
        outcome: 'duplicate',
        answer: conversation_id,
      });
      // A reaction asks for no answer.
      const reaction = message({ type: 'reaction', text: '👍' });
      expect(await receiveOrReject(reaction, { isLastAttempt: false, logger })).toEqual({
        outcome: 'stored',
      });
      expect(enqueued).toEqual([]);
    } finally {
      bot.runtime.conversations = conversations;
    }
  });

  it('tells a refused value from a database that is away', async () => {
    const refused = await db.$queryRaw`SELECT ${'a\u0000b'}::text AS x`.catch((error: unknown) => error);
    expect(isMessageFault(refused)).toBe(true);
    const away = new PrismaClient({
      adapter: new PrismaPg({ connectionString: `postgresql://postgres@127.0.0.1:${await freePort()}/x` }),
    });
    try {
      const down = await away.$queryRaw`SELECT 1`.catch((error: unknown) => error);
      expect(down).toBeInstanceOf(Error);
      expect(isMessageFault(down)).toBe(false);
    } finally {
      await away.$disconnect();
    }
  });
});

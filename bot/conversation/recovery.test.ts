import { describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { setTurnRunner } from './answer-batch.ts';
import { listStalledConversations } from './conversation-data.ts';
import { enqueueTurnJob } from './jobs.ts';
import { startTurnSweeper } from './sweeper.ts';
import { pipelineSuite, scriptedAgent, storeInbound } from './test-support.ts';

const { bot, eventually, repliesTo, inboundStatuses } = pipelineSuite();

// What keeps a conversation answered exactly once when jobs are redelivered, crash or fail.
describe('conversation pipeline recovery', () => {
  it('does not answer twice when a turn job is delivered again', async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    const { conversationId, messageId } = await storeInbound(phone, 'olá');
    await eventually(() => expect(repliesTo(phone)).toHaveLength(1));
    await enqueueTurnJob(bot().runtime.conversations, conversationId, `de novo:${messageId}`);
    // Waiting and active at zero: the redelivered job has run.
    await eventually(async () =>
      expect(await bot().runtime.conversations.stats()).toMatchObject({ waiting: 0, active: 0 }),
    );
    expect(repliesTo(phone)).toHaveLength(1);
    expect(agent.turns).toHaveLength(1);
  });

  it('after a crash between the reply and the bookkeeping, marks the batch answered without running the agent again', async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    const { conversationId, messageId } = await storeInbound(phone, 'quero uma bicicleta', {
      enqueue: false,
    });
    await db.whatsappMessage.create({
      data: {
        conversation_id: conversationId,
        direction: 'outbound',
        message_text: 'já respondido',
        status: 'sent',
        idempotency_key: `reply:${messageId}`,
        timestamp: new Date(),
      },
    });
    await enqueueTurnJob(bot().runtime.conversations, conversationId, `retomada:${messageId}`);
    await eventually(async () => expect(await inboundStatuses(conversationId)).toEqual(['processed']));
    expect(agent.turns).toHaveLength(0);
    expect(repliesTo(phone)).toHaveLength(0);
  });

  it('retries a turn that failed and answers once', async () => {
    let failures = 1;
    const agent = scriptedAgent(async () => {
      if (failures-- > 0) throw new Error('falha inesperada');
      return undefined;
    });
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    await storeInbound(phone, 'tem alguém aí?');
    await eventually(() => expect(repliesTo(phone)).toHaveLength(1));
    expect(agent.turns).toHaveLength(2);
  });

  it('gives a message whose turn was lost a new turn (sweeper), once it is old enough', async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    const { conversationId, messageId } = await storeInbound(phone, 'alguém?', { enqueue: false });
    const now = Date.now();
    const inWindow = (before: number) =>
      listStalledConversations(db, { since: new Date(now - 86_400_000), before: new Date(before) });
    expect(await inWindow(now - 60_000)).not.toContainEqual({ conversationId, messageId });
    expect(await inWindow(now + 1000)).toContainEqual({ conversationId, messageId });

    const sweeper = startTurnSweeper({ queue: bot().runtime.conversations, logger: bot().runtime.logger });
    try {
      expect(await sweeper.sweep({ all: true })).toBeGreaterThanOrEqual(1);
      await eventually(() => expect(repliesTo(phone)).toHaveLength(1));
    } finally {
      sweeper.stop();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { returnToBot } from '#api/atendimento/human-mode.ts';
import { enterHumanMode } from '#api/atendimento/human-mode-data.ts';
import { HUMAN_MODE_MESSAGES } from '#domain/atendimento/human-mode.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { callTool } from '#tools/registry.ts';
import { setTurnRunner } from './answer-batch.ts';
import { pipelineSuite, scriptedAgent, storeInbound } from './test-support.ts';

// Human takeover in the turn (issue 21): asking for a person stops the bot, which says so once;
// messages in human mode are stored without an answer; back to the bot, it answers again and
// remembers what the person wrote.

const { eventually, repliesTo, inboundStatuses } = pipelineSuite();

const humanColumns = (conversationId: string) =>
  db.whatsappConversation.findUniqueOrThrow({
    where: { id: conversationId },
    select: { human_mode_at: true, human_mode_by: true, human_waiting_since: true },
  });

describe('human takeover in the turn', () => {
  it('a customer asking for a person gets the notice once and no agent turn, then the bot stays quiet', async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    const { conversationId } = await storeInbound(phone, 'quero falar com um atendente');
    await eventually(() => expect(repliesTo(phone)).toHaveLength(1));
    expect(repliesTo(phone)[0]?.text).toBe(HUMAN_MODE_MESSAGES.aviso);
    expect(repliesTo(phone)[0]?.idempotencyKey).toMatch(new RegExp(`^humano:${conversationId}:\\d+$`));
    expect(agent.turns).toHaveLength(0);
    const entered = await humanColumns(conversationId);
    expect(entered.human_mode_at).not.toBeNull();
    expect(entered.human_mode_by).toBe('cliente');
    expect(entered.human_waiting_since).not.toBeNull();

    await storeInbound(phone, 'alô? tem alguém?');
    await storeInbound(phone, 'quero um tênis 42');
    await eventually(async () =>
      expect(await inboundStatuses(conversationId)).toEqual(['processed', 'processed', 'processed']),
    );
    // No wish, no agent, no second notice: the messages wait for the person.
    expect(agent.turns).toHaveLength(0);
    expect(repliesTo(phone)).toHaveLength(1);
    expect(await db.desejo.count({ where: { whatsapp_cliente: phone } })).toBe(0);
  });

  it('says the notice after a crash between entering human mode and sending it, and only once', async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    const { conversationId } = await storeInbound(phone, 'oi', { enqueue: false });
    const at = new Date();
    // The job entered human mode twice (a retry) and died before the notice.
    const first = await enterHumanMode(db, { conversationId, by: 'cliente', at });
    const again = await enterHumanMode(db, {
      conversationId,
      by: 'cliente',
      at: new Date(at.getTime() + 5000),
    });
    expect(again?.since.getTime()).toBe(first?.since.getTime());

    await storeInbound(phone, 'e aí?');
    await eventually(() => expect(repliesTo(phone)).toHaveLength(1));
    await storeInbound(phone, 'alguém?');
    await eventually(async () =>
      expect(await inboundStatuses(conversationId)).toEqual(Array(3).fill('processed')),
    );
    expect(repliesTo(phone).map((reply) => reply.text)).toEqual([HUMAN_MODE_MESSAGES.aviso]);
    expect(agent.turns).toHaveLength(0);
  });

  it("an admin's 'Assumir conversa' silences the bot without telling the customer", async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    const { conversationId } = await storeInbound(phone, 'oi', { enqueue: false });
    await enterHumanMode(db, { conversationId, by: 'admin', at: new Date() });
    await storeInbound(phone, 'quero uma geladeira');
    await eventually(async () =>
      expect(await inboundStatuses(conversationId)).toEqual(['processed', 'processed']),
    );
    expect(repliesTo(phone)).toHaveLength(0);
    expect(agent.turns).toHaveLength(0);
    // Nobody waited when the admin took it; the customer's message makes them wait.
    expect((await humanColumns(conversationId)).human_waiting_since).not.toBeNull();
  });

  it('the model calling chamar_atendente hands over with the fixed notice instead of its own text', async () => {
    const phone = randomMobile();
    setTurnRunner(async (_input, ctx) => {
      const { record } = await callTool('chamar_atendente', { motivo: 'quer negociar' }, ctx);
      return { text: 'Claro, já te passo!', toolCalls: [record], metadata: { ai_model: 'roteiro' } };
    });
    const { conversationId } = await storeInbound(phone, 'dá pra alguém da loja de vocês me ligar?');
    await eventually(() => expect(repliesTo(phone)).toHaveLength(1));
    expect(repliesTo(phone)[0]?.text).toBe(HUMAN_MODE_MESSAGES.aviso);
    expect(repliesTo(phone)[0]?.toolCalls?.map((call) => call.name)).toEqual(['chamar_atendente']);
    expect((await humanColumns(conversationId)).human_mode_by).toBe('cliente');
  });

  it('back to the bot, it answers again and its memory holds what the person wrote, with their name', async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    const { conversationId, messageId } = await storeInbound(phone, 'oi', { enqueue: false });
    // Held in human mode: stored, answered by nobody, part of the thread.
    await db.whatsappMessage.update({ where: { id: messageId }, data: { status: 'processed' } });
    await enterHumanMode(db, { conversationId, by: 'admin', at: new Date() });
    await db.whatsappMessage.create({
      data: {
        conversation_id: conversationId,
        direction: 'outbound',
        message_text: 'Oi! Aqui é a Ana. Consegui frete grátis para você.',
        status: 'simulado',
        timestamp: new Date(),
        idempotency_key: `admin:${conversationId}`,
        metadata: { autor: { tipo: 'admin', id: 'x', nome: 'Ana' } },
      },
    });
    expect(await returnToBot({ db, conversationId })).toEqual({ devolvida: true });
    expect(await returnToBot({ db, conversationId })).toEqual({ devolvida: false });

    await storeInbound(phone, 'obrigado! e o prazo?');
    await eventually(() => expect(repliesTo(phone)).toHaveLength(1));
    expect(repliesTo(phone)[0]?.text).toBe('ok: obrigado! e o prazo?');
    const history = agent.turns[0]?.input.history ?? [];
    expect(history.find((m) => m.direction === 'outbound')).toMatchObject({
      text: 'Oi! Aqui é a Ana. Consegui frete grátis para você.',
      author: 'Ana',
    });
  });
});

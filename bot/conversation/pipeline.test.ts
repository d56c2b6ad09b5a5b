import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { MIDIA } from '../media/media-replies.ts';
import { setTurnRunner } from './answer-batch.ts';
import { gate, pipelineSuite, scriptedAgent, storeInbound } from './test-support.ts';

const { bot, eventually, repliesTo, inboundStatuses } = pipelineSuite();

describe('conversation pipeline', () => {
  it('answers five quick messages in order, together when they waited, while another conversation proceeds', async () => {
    const first = gate();
    const busy = randomMobile();
    const other = randomMobile();
    const agent = scriptedAgent(async (input) => {
      if (input.party.phone === busy && input.incoming[0] === 'mensagem 1') await first.opened;
      return undefined;
    });
    setTurnRunner(agent.runner);
    const base = Date.now();
    const { conversationId } = await storeInbound(busy, 'mensagem 1', { at: new Date(base) });
    await eventually(() => expect(agent.turns).toHaveLength(1));
    // Stored out of WhatsApp order: the thread follows the messages' own timestamps.
    for (const n of [2, 4, 3, 5])
      await storeInbound(busy, `mensagem ${n}`, { at: new Date(base + n * 1000) });

    await storeInbound(other, 'oi', { at: new Date(base + 500) });
    await eventually(() => expect(repliesTo(other)).toHaveLength(1));
    expect(repliesTo(busy)).toHaveLength(0);

    first.open();
    await eventually(() => expect(repliesTo(busy)).toHaveLength(2));
    const busyTurns = agent.turns.filter((turn) => turn.input.party.phone === busy);
    expect(busyTurns.map((turn) => turn.input.incoming)).toEqual([
      ['mensagem 1'],
      ['mensagem 2', 'mensagem 3', 'mensagem 4', 'mensagem 5'],
    ]);
    expect(repliesTo(busy).map((reply) => reply.text)).toEqual([
      'ok: mensagem 1',
      'ok: mensagem 2 | mensagem 3 | mensagem 4 | mensagem 5',
    ]);
    // The second turn remembers the first exchange.
    expect(busyTurns[1]?.input.history.map((m) => [m.direction, m.text])).toEqual([
      ['inbound', 'mensagem 1'],
      ['outbound', 'ok: mensagem 1'],
    ]);
    await eventually(async () =>
      expect(await inboundStatuses(conversationId)).toEqual(Array(5).fill('processed')),
    );
    const stored = await db.whatsappMessage.findFirstOrThrow({
      where: { idempotency_key: repliesTo(busy)[1]?.idempotencyKey },
      select: { metadata: true },
    });
    expect(stored.metadata).toMatchObject({ ai_model: 'roteiro' });
    expect((stored.metadata as { in_reply_to: string[] }).in_reply_to).toHaveLength(4);
  });

  it('answers messages sent one after another in separate turns, each with the history so far', async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    for (let n = 1; n <= 3; n++) {
      await storeInbound(phone, `pergunta ${n}`);
      await eventually(() => expect(repliesTo(phone)).toHaveLength(n));
    }
    expect(agent.turns.map((turn) => turn.input.incoming)).toEqual([
      ['pergunta 1'],
      ['pergunta 2'],
      ['pergunta 3'],
    ]);
    expect(agent.turns[2]?.input.history.map((m) => m.text)).toEqual([
      'pergunta 1',
      'ok: pergunta 1',
      'pergunta 2',
      'ok: pergunta 2',
    ]);
  });

  it('gives the agent only the newest history messages up to the configured limit, oldest first', async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    const { conversationId } = await storeInbound(phone, 'antiga', { enqueue: false, at: new Date(2000) });
    await db.whatsappMessage.updateMany({
      where: { conversation_id: conversationId },
      data: { status: 'processed' },
    });
    const base = Date.now() - 3_600_000;
    await db.whatsappMessage.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        conversation_id: conversationId,
        direction: i % 2 === 0 ? ('inbound' as const) : ('outbound' as const),
        message_text: `linha ${i}`,
        status: i % 2 === 0 ? 'processed' : 'sent',
        timestamp: new Date(base + i * 1000),
      })),
    });
    await storeInbound(phone, 'agora');
    await eventually(() => expect(repliesTo(phone)).toHaveLength(1));
    const history = agent.turns[0]?.input.history ?? [];
    // The seeded message_history_limit is 50.
    expect(history).toHaveLength(50);
    expect(history[0]?.text).toBe('linha 10');
    expect(history.at(-1)?.text).toBe('linha 59');
  });

  it('leaves failed sends and empty messages out of the history; the waiting message is the incoming one', async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    const { conversationId } = await storeInbound(phone, 'quero um tênis', {
      enqueue: false,
      at: new Date(Date.now() - 60_000),
    });
    await db.whatsappMessage.updateMany({
      where: { conversation_id: conversationId },
      data: { status: 'processed' },
    });
    const at = (seconds: number) => new Date(Date.now() - 60_000 + seconds * 1000);
    await db.whatsappMessage.createMany({
      data: [
        { message_text: 'Qual tamanho?', status: 'simulado', timestamp: at(1) },
        { message_text: 'não entregue', status: 'failed', timestamp: at(2) },
        { message_text: '', status: 'sent', timestamp: at(3) },
        { message_text: 'sem status', status: null, timestamp: at(4) },
      ].map((row) => ({ ...row, direction: 'outbound' as const, conversation_id: conversationId })),
    });
    await storeInbound(phone, 'tamanho 42');
    await eventually(() => expect(repliesTo(phone)).toHaveLength(1));
    expect(agent.turns[0]?.input.history.map((m) => [m.direction, m.text])).toEqual([
      ['inbound', 'quero um tênis'],
      ['outbound', 'Qual tamanho?'],
      ['outbound', 'sem status'],
    ]);
    expect(agent.turns[0]?.input.incoming).toEqual(['tamanho 42']);
  });

  it('answers media it cannot read with a fixed polite reply, without the agent', async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    await storeInbound(phone, '', { type: 'unsupported' });
    await eventually(() => expect(repliesTo(phone)).toHaveLength(1));
    expect(repliesTo(phone)[0]?.text).toBe(MIDIA.naoSuportada);
    expect(repliesTo(phone)[0]?.metadata).toMatchObject({ sem_texto: true });
    expect(agent.turns).toHaveLength(0);

    // With text beside it, the agent answers the text.
    const hold = gate();
    setTurnRunner(
      scriptedAgent(async () => {
        await hold.opened;
        return undefined;
      }).runner,
    );
    const mixed = randomMobile();
    const base = Date.now();
    await storeInbound(mixed, 'primeira', { at: new Date(base) });
    await storeInbound(mixed, '', { type: 'unsupported', at: new Date(base + 1000) });
    await storeInbound(mixed, 'veja a foto', { at: new Date(base + 2000) });
    hold.open();
    await eventually(() => expect(repliesTo(mixed).at(-1)?.text).toMatch(/veja a foto$/));
    expect(repliesTo(mixed).map((reply) => reply.text)).not.toContain(MIDIA.naoSuportada);
  });

  it('never answers the webhook tester numbers (5500...)', async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const phone = `5500${String(Date.now()).slice(-9)}`;
    const { conversationId } = await storeInbound(phone, 'teste do webhook');
    await eventually(async () => expect(await inboundStatuses(conversationId)).toEqual(['processed']));
    expect(agent.turns).toHaveLength(0);
    expect(repliesTo(phone)).toHaveLength(0);
  });

  it('saves the agent state the turn returns, keeps it when the turn returns none, clears it on null', async () => {
    const states: unknown[] = [{ etapa: 'produto' }, undefined, null];
    const agent = scriptedAgent(async () => ({ state: states.shift() }));
    setTurnRunner(agent.runner);
    const phone = randomMobile();
    const savedState = async () =>
      (await db.whatsappConversation.findUniqueOrThrow({ where: { phone_number: phone } })).agent_state;

    await storeInbound(phone, 'um');
    await eventually(() => expect(repliesTo(phone)).toHaveLength(1));
    expect(await savedState()).toEqual({ etapa: 'produto' });
    await storeInbound(phone, 'dois');
    await eventually(() => expect(repliesTo(phone)).toHaveLength(2));
    expect(agent.turns[1]?.input.state).toEqual({ etapa: 'produto' });
    expect(await savedState()).toEqual({ etapa: 'produto' });
    await storeInbound(phone, 'três');
    await eventually(() => expect(repliesTo(phone)).toHaveLength(3));
    expect(await savedState()).toBeNull();
  });

  it('sends nothing for an empty reply and still marks the messages answered', async () => {
    setTurnRunner(scriptedAgent(async () => ({ text: '' })).runner);
    const phone = randomMobile();
    const { conversationId } = await storeInbound(phone, 'obrigado!');
    await eventually(async () => expect(await inboundStatuses(conversationId)).toEqual(['processed']));
    expect(repliesTo(phone)).toHaveLength(0);
  });

  it('talks to a shop as the shop, and to anyone else as a customer, with the tool context filled in', async () => {
    const agent = scriptedAgent();
    setTurnRunner(agent.runner);
    const whatsappLoja = randomMobile();
    const lojista = await db.lojista.create({
      data: {
        email: `loja-${randomUUID()}@example.com`,
        nome_loja: 'Bicicletaria Central',
        whatsapp: randomMobile(),
        whatsapp_loja: whatsappLoja,
        estado: 'SP',
        cidade: 'São Paulo',
        cidade_normalizada: 'sao paulo',
      },
      select: { id: true },
    });
    // Shop detection (phone variants included) is receiveInbound's: here the number as registered.
    const { conversationId } = await storeInbound(whatsappLoja, 'oferta', { contactName: 'Ana' });
    const customer = randomMobile();
    await storeInbound(customer, 'oi', { contactName: 'Bia' });
    await eventually(() => expect(agent.turns).toHaveLength(2));

    const shopTurn = agent.turns.find((turn) => turn.input.party.phone === whatsappLoja);
    expect(shopTurn?.input.party).toEqual({
      kind: 'lojista',
      conversationId,
      phone: whatsappLoja,
      contactName: 'Ana',
      lojistaId: lojista.id,
      nomeLoja: 'Bicicletaria Central',
    });
    const customerTurn = agent.turns.find((turn) => turn.input.party.phone === customer);
    expect(customerTurn?.input.party).toMatchObject({ kind: 'cliente', contactName: 'Bia' });
    expect(customerTurn?.ctx.settings).toEqual({
      wishTtlDays: bot().env.WISH_TTL_DAYS,
      publicUrl: bot().env.PUBLIC_URL ?? `http://localhost:${bot().env.PORT}`,
    });
    expect(customerTurn?.ctx.queue).toBe(bot().runtime.jobs);
  });
});

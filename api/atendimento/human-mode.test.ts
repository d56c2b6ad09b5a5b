import { randomUUID } from 'node:crypto';
import nock from 'nock';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { HUMAN_MODE_MESSAGES } from '#domain/atendimento/human-mode.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { graphCredentialsForFile } from '#tests/factories/graph-credentials.ts';
import { createTestApp, randomMobile } from '#tests/factories/shops.ts';
import { createBotSender } from '#whatsapp/bot-sender.ts';
import { setOutboundSender } from '#whatsapp/sender.ts';
import { enterHumanMode } from './human-mode-data.ts';
import { startHumanModeScheduler, sweepIntervalMs } from './human-mode-sweep.ts';

// Human takeover from /gestao (issue 21) through the app: an admin's reply goes through the bot's
// sender to a fake Graph API (nock), with the admin as its author; outside the 24-hour window text
// is refused and the templates are offered; the sweep gives forgotten conversations back to the
// bot; the system status counts who waits.

const graph = 'https://graph.test';
const path = '/v21.0/100200300/messages';
const token = `EAAG-segredo-${Date.now()}`;
const HOUR = 3600_000;

const test = createTestApp();
let bot: BotTestRuntime;
let cookie: string;

beforeAll(async () => {
  bot = await startBotTestRuntime({
    env: { WHATSAPP_TRANSPORT: 'auto', WHATSAPP_GRAPH_URL: `${graph}/v21.0`, WHATSAPP_RATE_LIMIT: '1000' },
  });
  setOutboundSender(
    createBotSender({ quickDelaysMs: [10, 20], deliverBackoff: { type: 'fixed', delayMs: 50 } }),
  );
  ({ cookie } = await signedInAdmin(test.auth));
});
afterAll(async () => {
  setOutboundSender(undefined);
  await bot.close();
});
graphCredentialsForFile(() => bot, { accessToken: token, phoneNumberId: '100200300' });

/** A customer's conversation whose last message came `hoursAgo`, asking for a person. */
async function waitingConversation(hoursAgo: number) {
  const at = new Date(Date.now() - hoursAgo * HOUR);
  const conversation = await db.whatsappConversation.create({
    data: { phone_number: randomMobile(), last_inbound_at: at, last_message_at: at },
    select: { id: true, phone_number: true },
  });
  await db.whatsappMessage.create({
    data: {
      conversation_id: conversation.id,
      direction: 'inbound',
      message_text: 'quero falar com um atendente',
      status: 'processed',
      timestamp: at,
      metadata: { transport: 'cloud' },
    },
  });
  await enterHumanMode(db, { conversationId: conversation.id, by: 'cliente', at });
  return conversation;
}

const post = (url: string, body: object) =>
  request(test.app).post(url).set('Origin', testOrigin).set('Cookie', cookie).send(body);

function graphApi() {
  const bodies: Record<string, unknown>[] = [];
  const scope = nock(graph, { reqheaders: { authorization: `Bearer ${token}` } })
    .post(path, (body) => {
      bodies.push(body as Record<string, unknown>);
      return true;
    })
    .reply(200, { messages: [{ id: `wamid.${randomUUID()}` }] });
  return { bodies, scope };
}

describe('human takeover from /gestao', () => {
  it("an admin's reply goes through the bot's sender with the admin as author, once per envioId", async () => {
    const conversation = await waitingConversation(1);
    const graphCalls = graphApi();
    const envioId = randomUUID();
    const url = `/api/admin/conversations/${conversation.id}/atendimento/mensagens`;
    const sent = await post(url, { texto: 'Oi! Sou a Ana, vou te ajudar.', envioId });
    expect(sent.status).toBe(201);
    expect(graphCalls.bodies).toEqual([
      expect.objectContaining({ to: conversation.phone_number, type: 'text', text: expect.anything() }),
    ]);
    const row = await db.whatsappMessage.findUniqueOrThrow({
      where: { idempotency_key: `admin:${envioId}` },
      select: { status: true, message_text: true, metadata: true },
    });
    expect(row.status).toBe('sent');
    const admin = await db.user.findFirstOrThrow({
      where: { role: 'admin' },
      orderBy: { createdAt: 'desc' },
    });
    expect(row.metadata).toMatchObject({ autor: { tipo: 'admin', nome: admin.name } });
    const state = await db.whatsappConversation.findUniqueOrThrow({
      where: { id: conversation.id },
      select: { human_mode_at: true, human_waiting_since: true, human_last_admin_at: true },
    });
    expect(state.human_mode_at).not.toBeNull();
    expect(state.human_waiting_since).toBeNull();
    expect(state.human_last_admin_at).not.toBeNull();

    // The page resending after a lost answer: stored under the same key, not sent again.
    expect((await post(url, { texto: 'Oi! Sou a Ana, vou te ajudar.', envioId })).status).toBe(201);
    expect(graphCalls.bodies).toHaveLength(1);

    const thread = await request(test.app)
      .get(`/api/admin/dashboard/conversations/${conversation.id}/messages`)
      .set('Cookie', cookie);
    expect(thread.body.messages.at(-1)).toMatchObject({
      autor: admin.name,
      texto: 'Oi! Sou a Ana, vou te ajudar.',
    });
    expect(thread.body.atendimento).toMatchObject({
      por: 'cliente',
      aguardandoDesde: null,
      janelaAberta: true,
    });
  });

  it('outside the 24-hour window refuses text, offers the templates, and sends one through the sender', async () => {
    const conversation = await waitingConversation(30);
    const refused = await post(`/api/admin/conversations/${conversation.id}/atendimento/mensagens`, {
      texto: 'Oi, ainda precisa?',
      envioId: randomUUID(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(HUMAN_MODE_MESSAGES.janelaFechada);
    expect(
      await db.whatsappMessage.count({ where: { conversation_id: conversation.id, direction: 'outbound' } }),
    ).toBe(0);

    const state = await request(test.app)
      .get(`/api/admin/conversations/${conversation.id}/atendimento`)
      .set('Cookie', cookie);
    expect(state.body.janelaAberta).toBe(false);
    const templates = await request(test.app)
      .get('/api/admin/conversations/atendimento/templates')
      .set('Cookie', cookie);
    expect(templates.body.templates.map((t: { nome: string }) => t.nome)).toEqual([
      'novo_desejo',
      'oferta_recebida',
    ]);

    const graphCalls = graphApi();
    const envioId = randomUUID();
    const sent = await post(`/api/admin/conversations/${conversation.id}/atendimento/template`, {
      template: 'oferta_recebida',
      variaveis: { produto: 'Geladeira', codigo: '1a2b3c4d', loja: 'Loja Boa', valor: 'R$ 2.000,00' },
      envioId,
    });
    expect(sent.status).toBe(201);
    expect(graphCalls.bodies).toEqual([
      expect.objectContaining({
        type: 'template',
        template: expect.objectContaining({ name: 'oferta_recebida' }),
      }),
    ]);
    const row = await db.whatsappMessage.findUniqueOrThrow({
      where: { idempotency_key: `admin:${envioId}` },
      select: { message_type: true, metadata: true },
    });
    expect(row.message_type).toBe('template');
    expect(row.metadata).toMatchObject({ template: 'oferta_recebida', autor: { tipo: 'admin' } });
  });

  it("'Assumir conversa' and 'Devolver ao bot' are idempotent", async () => {
    const conversation = await waitingConversation(1);
    await request(test.app)
      .post(`/api/admin/conversations/${conversation.id}/atendimento/devolver`)
      .set('Origin', testOrigin)
      .set('Cookie', cookie)
      .expect(200);
    for (let i = 0; i < 2; i++) {
      const taken = await post(`/api/admin/conversations/${conversation.id}/atendimento/assumir`, {});
      expect(taken.body.message).toBe(HUMAN_MODE_MESSAGES.assumida);
    }
    const after = await db.whatsappConversation.findUniqueOrThrow({
      where: { id: conversation.id },
      select: { human_mode_by: true, human_waiting_since: true },
    });
    expect(after).toEqual({ human_mode_by: 'admin', human_waiting_since: null });
    for (let i = 0; i < 2; i++) {
      expect(
        (await post(`/api/admin/conversations/${conversation.id}/atendimento/devolver`, {})).status,
      ).toBe(200);
    }
    expect(
      (
        await db.whatsappConversation.findUniqueOrThrow({
          where: { id: conversation.id },
          select: { human_mode_at: true },
        })
      ).human_mode_at,
    ).toBeNull();
  });

  it('the scheduled sweep gives back to the bot what no admin wrote to for HUMAN_MODE_TIMEOUT_HOURS, once', async () => {
    const forgotten = await waitingConversation(13);
    const answeredLongAgo = await waitingConversation(20);
    await db.whatsappConversation.update({
      where: { id: answeredLongAgo.id },
      data: { human_last_admin_at: new Date(Date.now() - 12.5 * HOUR) },
    });
    const answeredRecently = await waitingConversation(20);
    await db.whatsappConversation.update({
      where: { id: answeredRecently.id },
      data: { human_last_admin_at: new Date(Date.now() - HOUR) },
    });
    const recent = await waitingConversation(2);

    const scheduler = startHumanModeScheduler({
      queue: bot.runtime.jobs,
      logger: bot.runtime.logger,
      timeoutHours: 12,
    });
    const humanMode = async (id: string) =>
      (await db.whatsappConversation.findUniqueOrThrow({ where: { id }, select: { human_mode_at: true } }))
        .human_mode_at;
    await vi.waitFor(async () => expect(await humanMode(forgotten.id)).toBeNull(), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await humanMode(answeredLongAgo.id)).toBeNull(), { timeout: 10_000 });
    // A second tick in the same bucket, or a rerun, changes nothing more.
    await scheduler.tick();
    scheduler.stop();
    expect(await humanMode(answeredRecently.id)).not.toBeNull();
    expect(await humanMode(recent.id)).not.toBeNull();
  });

  it("Bot Response looks past a conversation a person answers: the bot's silence there is no failure", async () => {
    // Dated years ahead: the latest rows of this worker's database, whatever other files wrote.
    const future = Date.now() + 10 * 365 * 24 * HOUR + Math.floor(Math.random() * HOUR);
    const answered = await db.whatsappConversation.create({
      data: { phone_number: randomMobile() },
      select: { id: true },
    });
    for (const [direction, at] of [
      ['inbound', future],
      ['outbound', future + 1000],
    ] as const) {
      await db.whatsappMessage.create({
        data: {
          conversation_id: answered.id,
          direction,
          message_text: 'oi',
          status: direction === 'inbound' ? 'processed' : 'simulado',
          timestamp: new Date(at),
          created_at: new Date(at),
        },
      });
    }
    const human = await waitingConversation(1);
    await db.whatsappMessage.create({
      data: {
        conversation_id: human.id,
        direction: 'inbound',
        message_text: 'alô?',
        status: 'processed',
        timestamp: new Date(future + HOUR),
        created_at: new Date(future + HOUR),
      },
    });
    const status = await request(test.app).get('/api/admin/system-status').set('Cookie', cookie);
    const botResponse = status.body.services.find((s: { name: string }) => s.name === 'Bot Response');
    expect(botResponse).toMatchObject({ status: 'online', message: 'Respondeu em 1s' });
    await db.whatsappConversation.deleteMany({ where: { id: { in: [answered.id, human.id] } } });
  });

  it('sweeps every 5 minutes, or every quarter of a shorter timeout', () => {
    expect(sweepIntervalMs(12)).toBe(5 * 60_000);
    expect(sweepIntervalMs(0.03)).toBe(27_000);
    expect(sweepIntervalMs(0.0001)).toBe(5_000);
  });

  it('the system status and the overview count the conversations waiting for a person and the oldest wait', async () => {
    const read = async () =>
      (
        await request(test.app)
          .get('/api/admin/system-status')
          .set('Origin', testOrigin)
          .set('Cookie', cookie)
      ).body.atendimentoHumano;
    const before = await read();
    const oldest = await waitingConversation(1);
    const longAgo = new Date('2001-01-01T12:00:00Z');
    await db.whatsappConversation.update({
      where: { id: oldest.id },
      data: { human_waiting_since: longAgo },
    });
    await waitingConversation(1);
    const taken = await waitingConversation(1);
    // An admin answered this one: in human mode, nobody waiting.
    await db.whatsappConversation.update({ where: { id: taken.id }, data: { human_waiting_since: null } });

    const after = await read();
    expect(after.aguardando - before.aguardando).toBe(2);
    expect(after.emAtendimento - before.emAtendimento).toBe(3);
    expect(after.maisAntigaDesde).toBe(longAgo.toISOString());
    const overview = await request(test.app).get('/api/admin/dashboard/overview').set('Cookie', cookie);
    expect(overview.body.atendimentoHumano).toEqual(after);

    const list = await request(test.app).get('/api/admin/dashboard/conversations').set('Cookie', cookie);
    expect(list.body.conversations[0]).toMatchObject({
      id: oldest.id,
      humano: true,
      aguardandoDesde: longAgo.toISOString(),
    });
  });
});

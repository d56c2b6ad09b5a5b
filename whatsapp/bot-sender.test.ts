import { randomUUID } from 'node:crypto';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { metrics } from '#platform/metrics/metrics.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { createBotSender } from './bot-sender.ts';
import { setOutboundSender } from './sender.ts';
import { applyStatusUpdate } from './status-updates.ts';
import { resolveTransportName } from './transport.ts';
import { saveWhatsappSettings } from './whatsapp-settings.ts';

// The sender against a fake Graph API (nock at the HTTP boundary), on the test runtime's queue:
// BullMQ + Redis when REDIS_URL is set, in memory otherwise.

const graph = 'https://graph.test';
const path = '/v21.0/100200300/messages';
const token = `EAAG-segredo-${Date.now()}`;

let bot: BotTestRuntime;
const sender = createBotSender({ quickDelaysMs: [10, 20], deliverBackoff: { type: 'fixed', delayMs: 50 } });

beforeAll(async () => {
  bot = await startBotTestRuntime({
    env: { WHATSAPP_TRANSPORT: 'auto', WHATSAPP_GRAPH_URL: `${graph}/v21.0`, WHATSAPP_RATE_LIMIT: '1000' },
  });
  await saveWhatsappSettings(db, bot.env, { accessToken: token, phoneNumberId: '100200300' }, 'teste');
  setOutboundSender(sender);
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  setOutboundSender(undefined);
  await saveWhatsappSettings(db, bot.env, { accessToken: '', phoneNumberId: '' }, 'teste');
  await bot.close();
});

const rowOf = (messageId: string) =>
  db.whatsappMessage.findUniqueOrThrow({
    where: { id: messageId },
    select: {
      status: true,
      wa_message_id: true,
      error: true,
      message_type: true,
      metadata: true,
      tool_calls: true,
    },
  });

/** The Graph API as seen from the sender: each POST's body, the authorization header checked. */
function graphApi() {
  const bodies: Record<string, unknown>[] = [];
  const scope = nock(graph, { reqheaders: { authorization: `Bearer ${token}` } });
  const post = () =>
    scope.post(path, (body) => {
      bodies.push(body as Record<string, unknown>);
      return true;
    });
  return { post, bodies, scope };
}

const key = () => `teste:${randomUUID()}`;

describe('bot sender over the Cloud API', () => {
  it('auto picks the Cloud API once an admin saved the credentials', async () => {
    expect(await resolveTransportName()).toBe('cloud');
  });

  it('a 429 is retried and the message goes out once, stored as sent with its wamid', async () => {
    const api = graphApi();
    api.post().reply(429, { error: { code: 130429, message: 'Rate limit hit' } }, { 'retry-after': '0' });
    api.post().reply(200, { messages: [{ id: 'wamid.ok-429' }] });
    const to = randomMobile();
    const idempotencyKey = key();

    const result = await sender.sendText({
      to,
      text: 'Olá! Qual é o seu Desejo?',
      idempotencyKey,
      toolCalls: [{ name: 'listar_categorias', arguments: {}, result: { ok: true } }],
      metadata: { ai_model: 'modelo-teste' },
    });

    expect(result.status).toBe('sent');
    expect(api.scope.isDone()).toBe(true);
    expect(api.bodies).toHaveLength(2);
    expect(api.bodies[1]).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'text',
      text: { body: 'Olá! Qual é o seu Desejo?', preview_url: true },
      // Echoed by Meta in the status callbacks: a send whose answer is lost is still found.
      biz_opaque_callback_data: idempotencyKey,
    });
    const row = await rowOf(result.messageId);
    expect(row).toMatchObject({
      status: 'sent',
      wa_message_id: 'wamid.ok-429',
      error: null,
      message_type: 'text',
    });
    expect(row.metadata).toMatchObject({ ai_model: 'modelo-teste', transport: 'cloud' });
    expect(row.tool_calls).toEqual([{ name: 'listar_categorias', arguments: {}, result: { ok: true } }]);
    // /metrics counts the retried try and the send.
    const text = await metrics.render();
    expect(text).toMatch(/whatsapp_outbound_messages_total\{status="retried",transport="cloud"\} [1-9]/);
    expect(text).toMatch(/whatsapp_outbound_messages_total\{status="sent",transport="cloud"\} [1-9]/);
  });

  it('the same idempotency key sends nothing the second time', async () => {
    const api = graphApi();
    api.post().reply(200, { messages: [{ id: 'wamid.once' }] });
    const message = { to: randomMobile(), text: 'Resposta', idempotencyKey: key() };

    const first = await sender.sendText(message);
    const second = await sender.sendText(message);

    expect(second).toEqual(first);
    expect(api.bodies).toHaveLength(1);
  });

  it('a 400 is not retried: the row is failed with Meta’s error and the admins see it in the log', async () => {
    const api = graphApi();
    api
      .post()
      .times(3)
      .reply(400, { error: { code: 131009, message: 'Parameter value is not valid' } });

    const result = await sender.sendText({ to: randomMobile(), text: 'Oi', idempotencyKey: key() });

    expect(result.status).toBe('failed');
    expect(api.bodies).toHaveLength(1);
    const row = await rowOf(result.messageId);
    expect(row.status).toBe('failed');
    expect(row.error).toContain('131009');
    expect(bot.logs()).toContain('mensagem do WhatsApp recusada');
    expect(await metrics.render()).toMatch(
      /whatsapp_outbound_messages_total\{status="failed",transport="cloud"\} [1-9]/,
    );
  });

  it('three 500s leave the row queued; the outbound.deliver job sends it later, once', async () => {
    const api = graphApi();
    api
      .post()
      .times(3)
      .reply(500, { error: { code: 1, message: 'An unknown error occurred' } });
    api.post().reply(200, { messages: [{ id: 'wamid.later' }] });

    const result = await sender.sendText({ to: randomMobile(), text: 'Depois', idempotencyKey: key() });

    expect(result.status).toBe('queued');
    expect((await rowOf(result.messageId)).error).toContain('500');
    await vi.waitFor(async () => expect((await rowOf(result.messageId)).status).toBe('sent'), {
      timeout: 15_000,
      interval: 50,
    });
    expect(await rowOf(result.messageId)).toMatchObject({ wa_message_id: 'wamid.later', error: null });
    expect(api.bodies).toHaveLength(4);
  });

  it('a refused connection (nothing left) is retried at once like a 5xx', async () => {
    const api = graphApi();
    api.post().replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    api.post().reply(200, { messages: [{ id: 'wamid.after-network' }] });

    const result = await sender.sendText({ to: randomMobile(), text: 'Rede', idempotencyKey: key() });

    expect(result.status).toBe('sent');
    expect(api.bodies).toHaveLength(2);
  });

  it('a connection cut after the request left is not sent again at once: Meta’s callback settles it', async () => {
    const api = graphApi();
    api.post().replyWithError('socket hang up');
    // A second send would land here: it must not happen.
    api.post().reply(200, { messages: [{ id: 'wamid.duplicada' }] });
    const idempotencyKey = key();

    const result = await sender.sendText({ to: randomMobile(), text: 'Talvez', idempotencyKey });

    expect(result.status).toBe('sending');
    expect(api.bodies).toHaveLength(1);
    const row = await rowOf(result.messageId);
    expect(row).toMatchObject({ status: 'sending', wa_message_id: null });
    expect(row.error).toContain('não respondeu');
    expect(row.metadata).toMatchObject({ envios_incertos: 1 });

    // The request had reached Meta: its status callback names our key and settles the row.
    const settled = await applyStatusUpdate({
      waMessageId: 'wamid.chegou',
      status: 'sent',
      timestamp: new Date(),
      callbackData: idempotencyKey,
    });
    expect(settled).toBe(true);
    expect(await rowOf(result.messageId)).toMatchObject({ status: 'sent', wa_message_id: 'wamid.chegou' });
    expect(api.bodies).toHaveLength(1);
  });

  it('a notification goes as free text inside the 24-hour window and as the template outside it', async () => {
    const variables = {
      produto: 'Geladeira',
      categoria: 'Eletrodomésticos',
      cidade: 'São Paulo/SP',
      codigo: 'ABCD1234',
    };
    const inside = randomMobile();
    await db.whatsappConversation.create({
      data: { phone_number: inside, last_inbound_at: new Date(Date.now() - 60 * 60_000) },
    });
    const outside = randomMobile();
    await db.whatsappConversation.create({
      data: { phone_number: outside, last_inbound_at: new Date(Date.now() - 25 * 60 * 60_000) },
    });
    const api = graphApi();
    for (let i = 0; i < 3; i += 1) api.post().reply(200, { messages: [{ id: `wamid.${randomUUID()}` }] });

    const keys: string[] = [];
    const send = (to: string) => {
      keys.push(key());
      return sender.sendTemplate({
        to,
        template: 'novo_desejo',
        variables,
        text: 'Novo desejo: Geladeira',
        idempotencyKey: keys.at(-1) ?? '',
      });
    };
    const a = await send(inside);
    const b = await send(outside);
    const c = await send(randomMobile());

    expect(api.bodies[0]).toMatchObject({
      to: inside,
      type: 'text',
      text: { body: 'Novo desejo: Geladeira' },
      biz_opaque_callback_data: keys[0],
    });
    const template = {
      type: 'template',
      template: {
        name: 'novo_desejo',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', parameter_name: 'produto', text: 'Geladeira' },
              { type: 'text', parameter_name: 'categoria', text: 'Eletrodomésticos' },
              { type: 'text', parameter_name: 'subcategoria', text: '-' },
              { type: 'text', parameter_name: 'cidade', text: 'São Paulo/SP' },
              { type: 'text', parameter_name: 'marca', text: '-' },
              { type: 'text', parameter_name: 'detalhes', text: '-' },
              { type: 'text', parameter_name: 'codigo', text: 'ABCD1234' },
            ],
          },
        ],
      },
    };
    expect(api.bodies[1]).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: outside,
      ...template,
      biz_opaque_callback_data: keys[1],
    });
    expect(api.bodies[2]).toMatchObject({ type: 'template' });
    expect((await rowOf(a.messageId)).metadata).toMatchObject({
      template: 'novo_desejo',
      window: 'aberta',
      transport: 'cloud',
    });
    expect((await rowOf(b.messageId)).metadata).toMatchObject({ window: 'fechada', variables });
    expect((await rowOf(c.messageId)).message_type).toBe('template');
  });

  it('never logs the access token, the number or the text', async () => {
    const api = graphApi();
    api.post().reply(400, { error: { code: 100, message: 'Invalid parameter' } });
    const to = randomMobile();
    await sender.sendText({ to, text: 'Texto pessoal do cliente', idempotencyKey: key() });

    const logs = bot.logs();
    expect(logs).toContain('mensagem do WhatsApp');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(to);
    expect(logs).not.toContain('Texto pessoal do cliente');
  });
});

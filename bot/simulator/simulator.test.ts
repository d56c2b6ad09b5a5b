import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { SIMULATOR_MESSAGES } from '#domain/admin/simulator-schemas.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { api, createTestApp, randomMobile, signedInUser } from '#tests/factories/shops.ts';
import { createShop } from '#tests/factories/wishes.ts';

// The simulator's routes: who may use them, what they validate, that a message enters the
// pipeline as an inbound row of the right conversation, and the thread and conversation reads.
// The queues are not started: the turn is enqueued, nobody answers (the journey test does that).

const test = createTestApp();
const http = api(test);
let bot: BotTestRuntime;
let cookie: string;

beforeAll(async () => {
  bot = await startBotTestRuntime({ start: false });
  ({ cookie } = await signedInAdmin(test.auth));
});

afterAll(async () => {
  await bot.close();
});

describe('/api/admin/simulator', () => {
  it('is for admins only', async () => {
    const body = { telefone: randomMobile(), texto: 'oi' };
    expect((await http.post('/api/admin/simulator/messages', body)).status).toBe(401);
    const user = await signedInUser(test);
    expect((await http.post('/api/admin/simulator/messages', body, user.cookie)).status).toBe(403);
    expect((await http.get('/api/admin/simulator/conversations', user.cookie)).status).toBe(403);
  });

  it("marks the playground's conversations as an admin's test, and only those", async () => {
    const [playground, other] = [randomMobile(), randomMobile()];
    const sent = await http.post(
      '/api/admin/simulator/messages',
      { telefone: playground, texto: 'oi', playground: true },
      cookie,
    );
    expect(sent.status).toBe(202);
    // A later message without the flag does not unmark it.
    await http.post('/api/admin/simulator/messages', { telefone: playground, texto: 'de novo' }, cookie);
    await http.post('/api/admin/simulator/messages', { telefone: other, texto: 'oi' }, cookie);
    const rows = await db.whatsappConversation.findMany({
      where: { phone_number: { in: [playground, other] } },
      select: { phone_number: true, is_test: true },
    });
    expect(Object.fromEntries(rows.map((row) => [row.phone_number, row.is_test]))).toEqual({
      [playground]: true,
      [other]: false,
    });
  });

  it('refuses a bad phone, an empty or too long text, with Portuguese messages', async () => {
    for (const telefone of ['123', '5511', '12345678901234', '+1 (415) 555-0100', 'abc11987654321']) {
      const res = await http.post('/api/admin/simulator/messages', { telefone, texto: 'oi' }, cookie);
      expect(res.status, telefone).toBe(400);
      expect(res.body.fields.telefone).toBe(SIMULATOR_MESSAGES.phone);
    }
    const empty = await http.post(
      '/api/admin/simulator/messages',
      { telefone: randomMobile(), texto: '  ' },
      cookie,
    );
    expect(empty.body.fields.texto).toBe(SIMULATOR_MESSAGES.textRequired);
    const long = await http.post(
      '/api/admin/simulator/messages',
      { telefone: randomMobile(), texto: 'a'.repeat(4097) },
      cookie,
    );
    expect(long.body.fields.texto).toBe(SIMULATOR_MESSAGES.textTooLong);
    const thread = await http.get('/api/admin/simulator/messages?telefone=12', cookie);
    expect(thread.status).toBe(400);
  });

  it('stores a masked phone’s message as an inbound of its conversation, and shows the thread', async () => {
    const phone = randomMobile();
    const masked = `+55 (${phone.slice(2, 4)}) ${phone.slice(4, 9)}-${phone.slice(9)}`;
    const sent = await http.post(
      '/api/admin/simulator/messages',
      { telefone: masked, texto: 'Quero um sofá', nome: 'Ana' },
      cookie,
    );
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ messageId: expect.any(String), conversationId: expect.any(String) });
    const row = await db.whatsappMessage.findUniqueOrThrow({ where: { id: sent.body.messageId } });
    expect(row).toMatchObject({
      direction: 'inbound',
      message_text: 'Quero um sofá',
      conversation_id: sent.body.conversationId,
    });
    expect(row.wa_message_id).toMatch(/^sim\./);

    // National digits without 55 read the same thread.
    const thread = await http.get(`/api/admin/simulator/messages?telefone=${phone.slice(2)}`, cookie);
    expect(thread.status).toBe(200);
    expect(thread.body.conversationId).toBe(sent.body.conversationId);
    expect(thread.body.messages).toEqual([
      {
        id: sent.body.messageId,
        direction: 'inbound',
        text: 'Quero um sofá',
        status: expect.any(String),
        timestamp: expect.any(String),
        tool_calls: null,
        metadata: expect.objectContaining({ transport: 'simulator' }),
      },
    ]);

    const nobody = await http.get(`/api/admin/simulator/messages?telefone=${randomMobile()}`, cookie);
    expect(nobody.body).toMatchObject({ conversationId: null, messages: [] });
  });

  it('a tap on a button is stored as an interactive reply with its id, its title as the text', async () => {
    const sent = await http.post(
      '/api/admin/simulator/messages',
      { telefone: randomMobile(), texto: 'Enviar', resposta_id: 'r:sim' },
      cookie,
    );
    expect(sent.status).toBe(202);
    const row = await db.whatsappMessage.findUniqueOrThrow({ where: { id: sent.body.messageId } });
    expect(row).toMatchObject({ message_type: 'interactive', message_text: 'Enviar' });
    expect(row.metadata).toMatchObject({ transport: 'simulator', reply_id: 'r:sim' });
  });

  it('lists conversations newest first, a shop’s number as Lojista', async () => {
    const shop = await createShop({ nomeLoja: 'Loja do Simulador' });
    const customer = randomMobile();
    await http.post(
      '/api/admin/simulator/messages',
      { telefone: customer, texto: 'oi', nome: 'Bia' },
      cookie,
    );
    await http.post(
      '/api/admin/simulator/messages',
      { telefone: shop.whatsapp_loja, texto: 'bom dia' },
      cookie,
    );
    const res = await http.get('/api/admin/simulator/conversations', cookie);
    expect(res.status).toBe(200);
    type Row = { phone: string; lastMessageAt: string };
    const conversations = res.body.conversations as Row[];
    // The bot's reply to the customer can land after the shop's message: the order is checked on
    // the timestamps, whichever conversation is newer now.
    const times = conversations.map((c) => Date.parse(c.lastMessageAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(conversations.find((c) => c.phone === shop.whatsapp_loja)).toMatchObject({
      kind: 'Lojista',
      nomeLoja: 'Loja do Simulador',
    });
    expect(conversations.find((c) => c.phone === customer)).toMatchObject({
      kind: 'Cliente',
      contactName: 'Bia',
      nomeLoja: null,
    });
  });
});

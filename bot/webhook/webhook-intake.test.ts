import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startBotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { wishWithMatches } from '#tests/factories/dashboard.ts';
import { createTestApp, randomMobile } from '#tests/factories/shops.ts';
import { signBody } from '#whatsapp/cloud/signature.ts';
import { startWebhookQueues } from './test-support.ts';

// What a webhook body holds beyond plain text, through the real route, the real queues and the
// real database: a message with NUL and bidi in every field beside a normal one, a message that
// can only be kept as rejected, and the WhatsApp events (number and identity changes, deletes,
// edits) that are stored and never answered. The agent is a recorder (test-support.ts).

const SECRET = `app-secret-${randomUUID()}`;
const bot = await startBotTestRuntime({ start: false });
const queues = await startWebhookQueues(bot);
const { turns, drained } = queues;
afterAll(async () => {
  queues.close();
  await bot.close();
});
beforeEach(() => queues.reset());

const { app } = createTestApp({ env: { WHATSAPP_APP_SECRET: SECRET } });
const at = 1_763_640_000;

function cloudBody(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      { id: 'waba', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
    ],
  };
}

async function deliver(value: Record<string, unknown>) {
  const raw = JSON.stringify(cloudBody(value));
  const res = await request(app)
    .post('/api/whatsapp/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Hub-Signature-256', signBody(raw, SECRET))
    .send(raw);
  expect(res.status).toBe(200);
  await drained();
}

const text = (from: string, body: string, id = `wamid.${randomUUID()}`, seconds = at) => ({
  from,
  id,
  timestamp: String(seconds),
  type: 'text',
  text: { body },
});

const row = (wamid: string) =>
  db.whatsappMessage.findUniqueOrThrow({ where: { wa_message_id: wamid }, include: { conversation: true } });

describe('a body with a broken message beside a normal one', () => {
  it('stores both, the broken one cleaned, and answers each', async () => {
    const [bad, good] = [randomMobile(), randomMobile()];
    const badId = `wamid.${randomUUID()}`;
    await deliver({
      contacts: [
        { wa_id: bad, profile: { name: 'Ana\u0000 \u202ESilva' } },
        { wa_id: good, profile: { name: 'Bia' } },
      ],
      messages: [
        { ...text(bad, 'quero \u0000um \u202Esofá\uD800'), id: `${badId}\u0000`, type: 'te\u0000xt' },
        text(good, 'Quero uma geladeira', `wamid.${randomUUID()}`),
      ],
    });
    const stored = await row(badId);
    expect(stored).toMatchObject({
      message_text: 'quero um sofá\uFFFD',
      status: 'processed',
      message_type: 'text',
    });
    expect(stored.conversation.contact_name).toBe('Ana Silva');
    const normal = await db.whatsappConversation.findUniqueOrThrow({ where: { phone_number: good } });
    expect(normal.contact_name).toBe('Bia');
    expect(turns.map((t) => t.conversationId).sort()).toEqual([stored.conversation_id, normal.id].sort());
  });

  it('keeps a message it cannot read whole as rejected, unanswered, and goes on with the rest', async () => {
    const [odd, good] = [randomMobile(), randomMobile()];
    const oddId = `wamid.${randomUUID()}`;
    const goodId = `wamid.${randomUUID()}`;
    const noSender = `wamid.${randomUUID()}`;
    await deliver({
      messages: [
        { ...text(odd, 'oi', oddId), timestamp: 'ontem' },
        { ...text('remetente', 'oi', noSender) },
        text(good, 'Tem fogão?', goodId),
      ],
    });
    expect(await row(oddId)).toMatchObject({
      status: 'rejected',
      message_type: 'rejected',
      message_text: 'Mensagem não processada: formato inesperado (timestamp)',
      metadata: { transport: 'cloud', rejected: 'formato inesperado (timestamp)' },
    });
    expect(await db.whatsappMessage.count({ where: { wa_message_id: noSender } })).toBe(0);
    const goodRow = await row(goodId);
    expect(goodRow.status).toBe('processed');
    expect(turns).toEqual([{ conversationId: goodRow.conversation_id, incoming: ['Tem fogão?'] }]);
  });
});

describe('WhatsApp events', () => {
  it('moves the conversation and the open wish to the new number, without a reply', async () => {
    const [oldPhone, newPhone] = [randomMobile(), randomMobile()];
    await deliver({ messages: [text(oldPhone, 'Quero uma geladeira')] });
    const conversation = await db.whatsappConversation.findUniqueOrThrow({
      where: { phone_number: oldPhone },
    });
    const open = await wishWithMatches([]);
    const closed = await wishWithMatches([], { status: 'fechado' });
    await db.desejo.updateMany({
      where: { id: { in: [open.desejoId, closed.desejoId] } },
      data: { whatsapp_cliente: oldPhone, conversation_id: conversation.id },
    });
    turns.length = 0;
    const eventId = `wamid.${randomUUID()}`;
    const change = {
      from: oldPhone,
      id: eventId,
      timestamp: String(at + 60),
      type: 'system',
      system: {
        body: `User Ana changed from ${oldPhone} to ${newPhone}`,
        wa_id: newPhone,
        type: 'user_changed_number',
      },
    };
    await deliver({ messages: [change] });
    // Meta's redelivery moves nothing again.
    await deliver({ messages: [change] });

    const moved = await db.whatsappConversation.findUniqueOrThrow({ where: { id: conversation.id } });
    expect(moved.phone_number).toBe(newPhone);
    expect(await db.whatsappConversation.count({ where: { phone_number: oldPhone } })).toBe(0);
    expect(await row(eventId)).toMatchObject({
      conversation_id: conversation.id,
      message_type: 'system',
      status: 'processed',
      message_text: `O contato mudou de número no WhatsApp: agora ${newPhone}`,
    });
    const wishes = await db.desejo.findMany({
      where: { id: { in: [open.desejoId, closed.desejoId] } },
      select: { id: true, whatsapp_cliente: true, conversation_id: true },
    });
    expect(wishes.find((w) => w.id === open.desejoId)).toMatchObject({ whatsapp_cliente: newPhone });
    // A closed wish is history: it keeps the number it was made from.
    expect(wishes.find((w) => w.id === closed.desejoId)).toMatchObject({ whatsapp_cliente: oldPhone });
    expect(turns).toEqual([]);
  });

  it('merges into the new number’s conversation when the person already wrote from it', async () => {
    const [oldPhone, newPhone] = [randomMobile(), randomMobile()];
    const oldId = `wamid.${randomUUID()}`;
    await deliver({
      contacts: [{ wa_id: oldPhone, profile: { name: 'Ana' } }],
      messages: [
        text(oldPhone, 'Quero um sofá', oldId, at),
        text(newPhone, 'Oi, número novo', undefined, at + 30),
      ],
    });
    const target = await db.whatsappConversation.findUniqueOrThrow({ where: { phone_number: newPhone } });
    turns.length = 0;
    await deliver({
      messages: [
        {
          from: oldPhone,
          id: `wamid.${randomUUID()}`,
          timestamp: String(at + 60),
          type: 'system',
          system: { body: 'changed', new_wa_id: newPhone, type: 'customer_changed_number' },
        },
      ],
    });
    expect(await db.whatsappConversation.count({ where: { phone_number: oldPhone } })).toBe(0);
    expect((await row(oldId)).conversation_id).toBe(target.id);
    const merged = await db.whatsappConversation.findUniqueOrThrow({ where: { id: target.id } });
    expect(merged.contact_name).toBe('Ana');
    expect(await db.whatsappMessage.count({ where: { conversation_id: target.id } })).toBe(3);
    expect(turns).toEqual([]);
  });

  it('records identity changes, deletes and edits in Portuguese and answers none of them', async () => {
    const from = randomMobile();
    const originalId = `wamid.${randomUUID()}`;
    await deliver({ messages: [text(from, 'Quero 1 geladeira', originalId)] });
    turns.length = 0;
    const identityId = `wamid.${randomUUID()}`;
    const editId = `wamid.${randomUUID()}`;
    const revokeId = `wamid.${randomUUID()}`;
    const events = [
      {
        from,
        id: identityId,
        timestamp: String(at + 1),
        type: 'system',
        system: { type: 'customer_identity_changed', identity: 'h', body: 'x' },
      },
      {
        from,
        id: editId,
        timestamp: String(at + 2),
        type: 'edit',
        edit: {
          original_message_id: originalId,
          message: { type: 'text', text: { body: 'Quero 2 \u202Egeladeiras' } },
        },
      },
      {
        from,
        id: revokeId,
        timestamp: String(at + 3),
        type: 'revoke',
        revoke: { original_message_id: originalId },
      },
    ];
    await deliver({ messages: events });
    await deliver({ messages: events });

    expect(await row(identityId)).toMatchObject({
      message_type: 'system',
      status: 'processed',
      message_text: 'O código de segurança do contato mudou (aparelho novo ou WhatsApp reinstalado)',
    });
    expect(await row(editId)).toMatchObject({
      message_type: 'edit',
      status: 'processed',
      message_text: 'O contato editou uma mensagem: Quero 2 geladeiras',
    });
    expect(await row(revokeId)).toMatchObject({
      message_type: 'revoke',
      message_text: 'O contato apagou uma mensagem',
    });
    // The edit is recorded on the original, once however often it is delivered; the turn is not re-run.
    const original = await row(originalId);
    expect(original.message_text).toBe('Quero 1 geladeira');
    expect(original.metadata).toMatchObject({
      edits: [{ text: 'Quero 2 geladeiras', at: new Date((at + 2) * 1000).toISOString() }],
      revoked_at: new Date((at + 3) * 1000).toISOString(),
    });
    expect((original.metadata as { edits: unknown[] }).edits).toHaveLength(1);
    expect(turns).toEqual([]);
  });
});

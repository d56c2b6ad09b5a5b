import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentTurnInput } from '#agent/types.ts';
import { setTurnRunner } from '#bot/conversation/answer-batch.ts';
import { receiveInbound } from '#bot/inbound/receive.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { api, createTestApp, randomMobile, signedInUser } from '#tests/factories/shops.ts';
import { CONVERSATION_MESSAGES } from './routes.ts';

// Clearing a conversation erases its thread and resets the agent's memory: the next message is
// answered with no history and no questionnaire state.

const test = createTestApp();
const http = api(test);
let bot: BotTestRuntime;
let cookie: string;
const turns: AgentTurnInput[] = [];

beforeAll(async () => {
  bot = await startBotTestRuntime({ env: { WHATSAPP_TRANSPORT: 'simulator' } });
  setTurnRunner(async (input) => {
    turns.push(input);
    return { text: `resposta ${turns.length}`, toolCalls: [], metadata: {}, state: { etapa: 'cidade' } };
  });
  ({ cookie } = await signedInAdmin(test.auth));
});

afterAll(async () => {
  setTurnRunner(undefined);
  await bot.close();
});

async function message(from: string, text: string, answered: number) {
  await receiveInbound({
    waMessageId: `wamid.${randomUUID()}`,
    from,
    timestamp: new Date(),
    type: 'text',
    text,
    transport: 'simulator',
  });
  for (let i = 0; i < 200 && turns.length < answered; i++) await new Promise((r) => setTimeout(r, 50));
  const last = turns[answered - 1];
  if (!last) throw new Error('sem turno');
  // The reply is stored after the turn runs: wait for it, so the next message sees it as history.
  for (let i = 0; i < 200; i++) {
    const replies = await db.whatsappMessage.count({
      where: { conversation: { phone_number: from }, direction: 'outbound', status: 'simulado' },
    });
    if (replies >= answered) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return last;
}

describe('DELETE /api/admin/conversations/:id', () => {
  it('erases the thread and the agent memory', async () => {
    const phone = randomMobile();
    await message(phone, 'Quero uma bicicleta', 1);
    const second = await message(phone, 'Aro 29', 2);
    expect(second.history.map((h) => h.text)).toEqual(['Quero uma bicicleta', 'resposta 1']);
    expect(second.state).toEqual({ etapa: 'cidade' });
    const conversation = await db.whatsappConversation.findUniqueOrThrow({
      where: { phone_number: phone },
      select: { id: true },
    });

    const res = await http.delete(`/api/admin/conversations/${conversation.id}`, cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CONVERSATION_MESSAGES.limpa);
    expect(await db.whatsappMessage.count({ where: { conversation_id: conversation.id } })).toBe(0);

    const afresh = await message(phone, 'Oi de novo', 3);
    expect(afresh.history).toEqual([]);
    expect(afresh.state).toBeNull();
  });

  it('answers 404 for an unknown or malformed id, and 403 to a shopkeeper', async () => {
    expect((await http.delete(`/api/admin/conversations/${randomUUID()}`, cookie)).status).toBe(404);
    expect((await http.delete('/api/admin/conversations/nao-e-id', cookie)).status).toBe(404);
    const user = await signedInUser(test);
    expect((await http.delete(`/api/admin/conversations/${randomUUID()}`, user.cookie)).status).toBe(403);
  });
});

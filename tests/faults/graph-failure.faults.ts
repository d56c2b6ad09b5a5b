import { randomUUID } from 'node:crypto';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTurnRunner } from '#bot/conversation/answer-batch.ts';
import { receiveInbound } from '#bot/inbound/receive.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { createBotSender } from '#whatsapp/bot-sender.ts';
import { setOutboundSender } from '#whatsapp/sender.ts';
import { saveWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';
import { eventually, printFaultTable } from './support/fault-table.ts';

// Case 4: the Graph API (faked with nock at its HTTP boundary) answers 429 and then 500s while the
// bot replies to a customer. The sender's quick tries give up, the outbound.deliver job takes
// over, and the reply reaches WhatsApp exactly once; a redelivered inbound message sends nothing.

const graph = 'https://graph.test';
const path = '/v21.0/100200300/messages';
const token = `EAAG-faults-${Date.now()}`;
let bot: BotTestRuntime;

beforeAll(async () => {
  bot = await startBotTestRuntime({
    env: { WHATSAPP_TRANSPORT: 'auto', WHATSAPP_GRAPH_URL: `${graph}/v21.0`, WHATSAPP_RATE_LIMIT: '1000' },
  });
  await saveWhatsappSettings(db, bot.env, { accessToken: token, phoneNumberId: '100200300' }, 'teste');
  setOutboundSender(
    createBotSender({ quickDelaysMs: [10, 20], deliverBackoff: { type: 'fixed', delayMs: 200 } }),
  );
  setTurnRunner(async () => ({ text: 'Qual é o seu Desejo?', toolCalls: [], metadata: {} }));
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
});

afterAll(async () => {
  nock.cleanAll();
  nock.enableNetConnect();
  setTurnRunner(undefined);
  setOutboundSender(undefined);
  await saveWhatsappSettings(db, bot.env, { accessToken: '', phoneNumberId: '' }, 'teste');
  await bot.close();
});

describe('Graph API returning 429 and 500', () => {
  it('sends the reply exactly once after the API recovers', async () => {
    const to = randomMobile();
    const answers = [
      [429, { error: { code: 130429, message: 'Rate limit hit' } }, { 'retry-after': '0' }],
      [500, { error: { code: 1, message: 'An unknown error occurred' } }],
      [500, { error: { code: 1, message: 'An unknown error occurred' } }],
      [500, { error: { code: 2, message: 'Service temporarily unavailable' } }],
      [200, { messages: [{ id: `wamid.enviada-${randomUUID()}` }] }],
    ] as const;
    const seen: number[] = [];
    const scope = nock(graph, { reqheaders: { authorization: `Bearer ${token}` } });
    for (const [status, body, headers] of answers) {
      scope
        .post(path, (sent: { to?: string }) => sent.to === to)
        .reply(() => {
          seen.push(status);
          return [status, body, headers ?? {}];
        });
    }
    // Anything past the scripted answers would be a second send.
    scope
      .post(path, (sent: { to?: string }) => sent.to === to)
      .times(5)
      .reply(() => {
        seen.push(200);
        return [200, { messages: [{ id: `wamid.duplicada-${randomUUID()}` }] }];
      });

    const inbound = {
      waMessageId: `wamid.${randomUUID()}`,
      from: to,
      contactName: 'Cliente Falha',
      timestamp: new Date(),
      type: 'text' as const,
      text: 'Oi',
      transport: 'cloud' as const,
    };
    await receiveInbound(inbound);
    const sent = await eventually(
      () =>
        db.whatsappMessage.findFirst({
          where: { conversation: { phone_number: to }, direction: 'outbound', status: 'sent' },
          select: { wa_message_id: true },
        }),
      { timeoutMs: 30_000, what: 'resposta enviada' },
    );
    // Meta redelivers the customer's message: stored once already, it starts nothing.
    await receiveInbound(inbound);
    // Long enough for a duplicate send to show (the deliver job's backoff is 200 ms).
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const rows = await db.whatsappMessage.count({
      where: { conversation: { phone_number: to }, direction: 'outbound' },
    });
    const accepted = seen.filter((status) => status === 200).length;
    printFaultTable('Caso 4: Graph API respondendo 429 e 500', [
      {
        step: 'resposta ao cliente',
        sent: `${seen.length} POSTs à Graph API: ${seen.join(', ')}`,
        stored: `${rows} linha de saída, status sent, ${sent.wa_message_id}`,
        lost: String(1 - accepted),
        note: `${accepted} aceita pela Meta (exatamente uma)`,
      },
      {
        step: 'reentrega da mensagem do cliente',
        sent: '1 webhook repetido',
        stored: `${rows} linha de saída`,
        lost: '0',
        note: 'nenhum envio novo',
      },
    ]);

    expect(seen).toEqual([429, 500, 500, 500, 200]);
    expect(rows).toBe(1);
    expect(sent.wa_message_id).toMatch(/^wamid\.enviada-/);
  });
});

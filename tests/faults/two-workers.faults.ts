import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveInbound } from '#bot/inbound/receive.ts';
import { db } from '#prisma/client.ts';
import { eventually, printFaultTable } from './support/fault-table.ts';
import {
  answerCompletion,
  lastUserText,
  readModelRequest,
  startWorkerCase,
  type WorkerCase,
} from './support/workers.ts';

// Scaling out (README): two worker processes on one Redis, as compose.yaml runs them, while this
// process stores messages and enqueues turns as an API process does. Ten customers send eight
// quick messages each, in two waves. Both workers must take turns, yet each conversation is
// answered in WhatsApp order and one turn at a time (no two model calls of one conversation
// overlap, whichever worker makes them), and every message is answered exactly once.

const CONVERSATIONS = 10;
const MESSAGES = 8;

type ModelCall = { worker: string; customer: string; last: number; start: number; end: number };
const calls: ModelCall[] = [];
let workerCase: WorkerCase;

/** Answers "recebido cN mK" for the newest message of the turn, after 150–300 ms of "thinking". */
async function answerModel(req: IncomingMessage, res: ServerResponse) {
  const lastUser = lastUserText(await readModelRequest(req));
  // Messages that arrived while a turn was thinking reach the model together: the newest counts.
  const [, customer = '?', last = '0'] = [...lastUser.matchAll(/(c\d+) m(\d+)/g)].at(-1) ?? [];
  const call: ModelCall = {
    worker: String(req.headers.authorization).replace('Bearer ', ''),
    customer,
    last: Number(last),
    start: Date.now(),
    end: 0,
  };
  await new Promise((r) => setTimeout(r, 150 + Math.random() * 150));
  call.end = Date.now();
  calls.push(call);
  answerCompletion(
    res,
    { role: 'assistant', content: `recebido ${customer} m${last}` },
    { model: 'modelo-dois-workers' },
  );
}

beforeAll(async () => {
  workerCase = await startWorkerCase({ answerModel });
  // The model tells the workers apart by their key.
  await Promise.all(
    ['worker-1', 'worker-2'].map((name) => workerCase.startWorker(name, { WHATSAPP_TRANSPORT: 'simulator' })),
  );
});

afterAll(async () => {
  await workerCase?.close();
});

describe('two worker processes on one Redis', () => {
  it('answer every conversation in order, one turn at a time, each message once', {
    timeout: 120_000,
  }, async () => {
    const run = randomUUID().slice(0, 6);
    const phones = Array.from(
      { length: CONVERSATIONS },
      (_, i) => `55119${run.replace(/\D/g, '0').slice(0, 3)}${String(i).padStart(5, '0')}`,
    );
    const start = Date.now();
    const where = { conversation: { phone_number: { in: phones } } };
    // Two waves of quick messages per customer, 40 ms apart, all customers at once; the second
    // wave comes after the first is answered, so its turns land on whichever worker is free.
    for (const wave of [
      [1, 2, 3, 4, 5],
      [6, 7, 8],
    ]) {
      await Promise.all(
        phones.map(async (phone, c) => {
          for (const m of wave) {
            await receiveInbound({
              waMessageId: `wamid.dois-workers.${run}.${c}.${m}`,
              from: phone,
              contactName: `Cliente ${c}`,
              timestamp: new Date(start + m * 1000),
              type: 'text',
              text: `c${c} m${m}`,
              transport: 'cloud',
            });
            await new Promise((r) => setTimeout(r, 40));
          }
        }),
      );
      await eventually(
        async () =>
          (await db.whatsappMessage.count({
            where: { ...where, direction: 'inbound', status: { not: 'processed' } },
          })) === 0,
        { timeoutMs: 90_000, what: 'todas as mensagens respondidas' },
      );
    }
    const replies = await db.whatsappMessage.findMany({
      where: { ...where, direction: 'outbound' },
      orderBy: { created_at: 'asc' },
      select: { message_text: true, idempotency_key: true, conversation: { select: { phone_number: true } } },
    });

    const problems: string[] = [];
    const rows = phones.map((phone, c) => {
      const customer = `c${c}`;
      const own = calls.filter((call) => call.customer === customer).sort((a, b) => a.start - b.start);
      // One turn at a time: each model call of the conversation starts after the previous ended.
      own.forEach((call, i) => {
        const previous = own[i - 1];
        if (previous && call.start < previous.end) problems.push(`${customer}: turnos sobrepostos`);
      });
      // In WhatsApp order: each turn answers a later message than the one before, the last is m5.
      const answered = replies
        .filter((r) => r.conversation.phone_number === phone)
        .map((r) => Number(/m(\d+)/.exec(r.message_text ?? '')?.[1] ?? 0));
      if (answered.some((m, i) => i > 0 && m <= (answered[i - 1] ?? 0)))
        problems.push(`${customer}: fora de ordem ${answered}`);
      if (answered.at(-1) !== MESSAGES) problems.push(`${customer}: m${MESSAGES} sem resposta`);
      if (answered.length !== own.length)
        problems.push(`${customer}: ${own.length} turnos, ${answered.length} respostas`);
      return {
        step: customer,
        sent: `${MESSAGES} mensagens`,
        stored: `${answered.length} respostas (${answered.map((m) => `m${m}`).join(', ')}); ${[...new Set(own.map((o) => o.worker))].join(' + ')}`,
        lost: '0',
      };
    });
    const keys = replies.map((r) => r.idempotency_key);
    if (new Set(keys).size !== keys.length) problems.push('resposta duplicada');
    const byWorker = (name: string) => calls.filter((call) => call.worker === name).length;
    printFaultTable('Dois workers num só Redis: ordem por conversa e efeito único', [
      ...rows,
      {
        step: 'total',
        sent: `${CONVERSATIONS * MESSAGES} mensagens`,
        stored: `${replies.length} respostas; turnos: worker-1 ${byWorker('worker-1')}, worker-2 ${byWorker('worker-2')}`,
        lost: '0',
      },
    ]);
    expect(problems).toEqual([]);
    expect(byWorker('worker-1')).toBeGreaterThan(0);
    expect(byWorker('worker-2')).toBeGreaterThan(0);
  });
});

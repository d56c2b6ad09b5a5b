import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { categoryWithSubs, createShop } from '#tests/factories/wishes.ts';
import { receiveCustomerText } from '../bot/customer-bot.ts';
import { eventually, printFaultTable } from './support/fault-table.ts';
import { answerCompletion, readModelRequest, startWorkerCase, type WorkerCase } from './support/workers.ts';

// Case 5: a worker process (both queues on BullMQ, as production runs it) is killed with SIGKILL
// in the middle of a customer's turn: the model asked for criar_desejo, the tool stored the wish,
// and the model was thinking about the answer. Another worker process then picks the turn up
// (BullMQ's stalled-job check) and runs it again from the same message. Its effects must happen
// once: one wish, one reply, one notification per shop.

let workerCase: WorkerCase;

/** The model: asks for criar_desejo, and answers once the tool's result is in. */
type ModelScript = {
  args: Record<string, unknown>;
  requests: { toolResult: boolean }[];
  /** Called on the first request that carries the tool's result, before answering it. */
  onFirstToolResult?: () => void;
  hangFirstToolResult: boolean;
};
const script: ModelScript = { args: {}, requests: [], hangFirstToolResult: true };

async function answerModel(req: IncomingMessage, res: ServerResponse) {
  const body = await readModelRequest(req);
  const toolResult = body.messages.some((m) => m.role === 'tool');
  script.requests.push({ toolResult });
  if (toolResult && script.hangFirstToolResult) {
    // The wish is stored; the worker now dies before its reply.
    script.hangFirstToolResult = false;
    script.onFirstToolResult?.();
    return;
  }
  if (toolResult) {
    answerCompletion(
      res,
      { role: 'assistant', content: 'Pronto! Seu desejo foi enviado para as lojas.' },
      { model: 'modelo-falha' },
    );
    return;
  }
  const call = { id: `call_${randomUUID().slice(0, 12)}`, type: 'function' };
  answerCompletion(
    res,
    {
      role: 'assistant',
      content: null,
      tool_calls: [{ ...call, function: { name: 'criar_desejo', arguments: JSON.stringify(script.args) } }],
    },
    { model: 'modelo-falha', finish: 'tool_calls' },
  );
}

function startWorker(): Promise<ChildProcess> {
  return workerCase.startWorker('sk-falha', {
    // Longer than the test: the turn must die by the kill, not fall back to the questionnaire.
    AI_TIMEOUT_MS: '60000',
    WHATSAPP_TRANSPORT: 'simulator',
  });
}

beforeAll(async () => {
  workerCase = await startWorkerCase({ answerModel });
});

afterAll(async () => {
  await workerCase?.close();
});

describe('worker process killed mid-job', () => {
  it('the turn runs again on another worker and its effects happen once', { timeout: 120_000 }, async () => {
    const categoria = await categoryWithSubs(2);
    const shop = await createShop({ categorias: [categoria.id] });
    const phone = randomMobile();
    const produto = `Bicicleta aro 29 ${randomUUID().slice(0, 6)}`;
    script.args = { produto_desejado: produto, cidade: 'São Paulo', estado: 'SP', categoria: categoria.nome };

    const first = await startWorker();
    const toolRan = new Promise<void>((resolveToolRan) => {
      script.onFirstToolResult = resolveToolRan;
    });
    await receiveCustomerText(phone, `Quero uma ${produto} em São Paulo/SP`, 'Cliente Falha');
    await toolRan;
    first.kill('SIGKILL');
    await once(first, 'exit');
    const wishesAtKill = await db.desejo.count({ where: { whatsapp_cliente: phone } });
    const repliesAtKill = await db.whatsappMessage.count({
      where: { conversation: { phone_number: phone }, direction: 'outbound' },
    });

    await startWorker();
    const reply = await eventually(
      () =>
        db.whatsappMessage.findFirst({
          where: { conversation: { phone_number: phone }, direction: 'outbound' },
          select: { message_text: true, tool_calls: true },
        }),
      { timeoutMs: 60_000, what: 'resposta depois do segundo worker' },
    );
    const wish = await db.desejo.findFirstOrThrow({
      where: { whatsapp_cliente: phone },
      select: { id: true, idempotency_key: true },
    });
    const match = await db.match.findFirstOrThrow({
      where: { desejo_id: wish.id, lojista_id: shop.id },
      select: { id: true },
    });
    await eventually(
      () => db.whatsappMessage.findUnique({ where: { idempotency_key: `novo-desejo:${match.id}` } }),
      { what: 'notificação da loja' },
    );
    // Time for a late duplicate (a third run, a second notification) to show.
    await new Promise((r) => setTimeout(r, 2_000));

    const wishes = await db.desejo.count({ where: { whatsapp_cliente: phone } });
    const replies = await db.whatsappMessage.count({
      where: { conversation: { phone_number: phone }, direction: 'outbound' },
    });
    const notices = await db.whatsappMessage.count({
      where: { conversation: { phone_number: shop.whatsapp_loja }, direction: 'outbound' },
    });
    const pending = await db.whatsappMessage.count({
      where: { conversation: { phone_number: phone }, direction: 'inbound', status: 'received' },
    });
    const toolCalls = (reply.tool_calls ?? []) as {
      name: string;
      result?: { data?: { desejo_id?: string } };
    }[];
    const criarDesejo = script.requests.filter((r) => !r.toolResult).length;

    printFaultTable('Caso 5: worker morto (SIGKILL) no meio do turno', [
      {
        step: 'worker 1: criar_desejo rodou, morto antes da resposta',
        sent: '1 mensagem do cliente',
        stored: `${wishesAtKill} desejo, ${repliesAtKill} resposta`,
        lost: '0',
        note: 'job ativo no BullMQ, trava da conversa presa',
      },
      {
        step: 'worker 2: job retomado, turno refeito',
        sent: `${criarDesejo} chamadas criar_desejo no total`,
        stored: `${wishes} desejo, ${replies} resposta, ${notices} aviso à loja`,
        lost: String(1 - Math.min(replies, 1)),
        note: `mesmo desejo devolvido: ${toolCalls[0]?.result?.data?.desejo_id === wish.id ? 'sim' : 'não'}`,
      },
    ]);
    if (replies !== 1) process.stdout.write(`${workerCase.workers.logs.join('\n')}\n`);

    expect([wishesAtKill, repliesAtKill]).toEqual([1, 0]);
    expect(criarDesejo).toBe(2);
    expect({ wishes, replies, notices, pending }).toEqual({ wishes: 1, replies: 1, notices: 1, pending: 0 });
    expect(wish.idempotency_key).toMatch(/:criar_desejo:1$/);
    expect(toolCalls.map((call) => call.name)).toEqual(['criar_desejo']);
    expect(toolCalls[0]?.result?.data?.desejo_id).toBe(wish.id);
    expect(reply.message_text).toContain('Seu desejo foi enviado');
  });
});

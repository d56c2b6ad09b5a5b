import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTurnSweeper, type TurnSweeper } from '#bot/conversation/sweeper.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { applyStatusUpdate } from '#whatsapp/status-updates.ts';
import { saveWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';
import { receiveCustomerText } from '../bot/customer-bot.ts';
import { eventually, printFaultTable } from './support/fault-table.ts';
import { type GraphFake, startGraphFake } from './support/graph-fake.ts';
import {
  answerCompletion,
  lastUserText,
  readModelRequest,
  startWorkerCase,
  type WorkerCase,
} from './support/workers.ts';

// Issue 18, point 2: a worker process (both queues on BullMQ, as production runs it) is killed
// with SIGKILL while replies sit between stored and sent. Under a burst of customers the fake
// Graph API answers the first sends, takes the next few without ever answering (the message
// reached WhatsApp, the worker never learns it: Meta's status callback, carrying our key in
// biz_opaque_callback_data, is what tells), and leaves the rest hanging untaken. A second worker
// with a short lease then re-runs the killed turns and sweeps the rows whose lease ended. Every
// customer must get exactly one reply delivered to the Graph API: none twice, none stuck.

const CUSTOMERS = 24;
const ANSWERED = 8;
const SWALLOWED = 4;
/** Untaken sends hanging when the worker dies, at least. */
const HANGING = 6;
const LEASE_MS = 3_000;

let workerCase: WorkerCase;
let graph: GraphFake;
let turnSweeper: TurnSweeper | undefined;
const encryptionKey = randomBytes(32).toString('hex');
const callbacks: Promise<boolean>[] = [];

async function answerModel(req: IncomingMessage, res: ServerResponse) {
  const last = lastUserText(await readModelRequest(req));
  answerCompletion(res, { role: 'assistant', content: `Resposta para: ${last}` }, { model: 'modelo-lease' });
}

function startWorker(extra: Record<string, string> = {}): Promise<ChildProcess> {
  return workerCase.startWorker('sk-lease', {
    CONFIG_ENCRYPTION_KEY: encryptionKey,
    WHATSAPP_TRANSPORT: 'cloud',
    WHATSAPP_GRAPH_URL: graph.url,
    WHATSAPP_RATE_LIMIT: '1000',
    ...extra,
  });
}

beforeAll(async () => {
  workerCase = await startWorkerCase({ answerModel, parentEnv: { CONFIG_ENCRYPTION_KEY: encryptionKey } });
  await saveWhatsappSettings(
    db,
    workerCase.parent.env,
    { accessToken: 'EAAG-lease', phoneNumberId: '100200300' },
    'teste',
  );
  graph = await startGraphFake();
  // Meta's status callback for what it took, a moment later, as the webhook job would apply it.
  graph.onAccepted = ({ waMessageId, key }) => {
    callbacks.push(
      new Promise<void>((r) => setTimeout(r, 100)).then(() =>
        applyStatusUpdate({ waMessageId, status: 'sent', timestamp: new Date(), callbackData: key }),
      ),
    );
  };
});

afterAll(async () => {
  turnSweeper?.stop();
  await workerCase?.workers.stopAll();
  graph?.close();
  await Promise.allSettled(callbacks);
  if (workerCase) {
    await saveWhatsappSettings(db, workerCase.parent.env, { accessToken: '', phoneNumberId: '' }, 'teste');
    await workerCase.close();
  }
});

const countOutbound = async (phones: string[], status?: string[]) =>
  db.whatsappMessage.count({
    where: {
      conversation: { phone_number: { in: phones } },
      direction: 'outbound',
      ...(status ? { status: { in: status } } : {}),
    },
  });

/** Replies not delivered yet and messages not answered yet: both must end at zero. */
const stuckOf = async (phones: string[]) =>
  (await countOutbound(phones, ['queued', 'sending'])) +
  (await db.whatsappMessage.count({
    where: { conversation: { phone_number: { in: phones } }, direction: 'inbound', status: 'received' },
  }));

describe('worker killed between storing replies and sending them', () => {
  it('every customer gets exactly one reply, none stuck sending', { timeout: 120_000 }, async () => {
    const phones = Array.from({ length: CUSTOMERS }, () => randomMobile());
    const swallowed: string[] = [];
    graph.decide = ({ index, key }) => {
      if (index < ANSWERED) return 'answer';
      if (index >= ANSWERED + SWALLOWED) return 'hang';
      swallowed.push(key);
      return 'accept-and-hang';
    };
    const first = await startWorker();

    await Promise.all(
      phones.map((phone, c) => receiveCustomerText(phone, `c${c}: tem pneu aro 15?`, `Cliente ${c}`)),
    );
    await eventually(async () => graph.hanging() >= SWALLOWED + HANGING, {
      what: 'envios pendurados no Graph',
    });
    // The swallowed sends' callbacks have arrived: within seconds, as Meta's do.
    await eventually(async () => callbacks.length >= ANSWERED + SWALLOWED && (await Promise.all(callbacks)), {
      what: 'callbacks de status',
    });
    const hanging = graph.hanging();
    first.kill('SIGKILL');
    await once(first, 'exit');
    const atKill = {
      requests: graph.requests(),
      hanging,
      delivered: graph.acceptedByRecipient.size,
      stored: await countOutbound(phones),
      sending: await countOutbound(phones, ['sending']),
    };

    graph.decide = () => 'answer';
    await startWorker({ FAULT_OUTBOUND_LEASE_MS: String(LEASE_MS) });
    // What a production worker also runs beside its queues (server/server.ts): a killed turn whose
    // retry died too (BullMQ's stalled limit) gets a new one. Its reply is found by its key.
    turnSweeper = startTurnSweeper({
      queue: workerCase.parent.runtime.conversations,
      logger: workerCase.parent.runtime.logger,
      intervalMs: 2_000,
      staleMs: 5_000,
    });
    const settled = async () => (await stuckOf(phones)) === 0 && (await countOutbound(phones)) === CUSTOMERS;
    await eventually(settled, { timeoutMs: 60_000, what: 'todas as respostas enviadas' }).catch((error) => {
      process.stdout.write(`${workerCase.workers.logs.join('\n')}\n`);
      throw error;
    });
    // Two more leases and their sweeps: time for a late second send to show.
    await new Promise((r) => setTimeout(r, 2 * LEASE_MS + 1_000));
    await Promise.all(callbacks);

    const replies = await db.whatsappMessage.findMany({
      where: { conversation: { phone_number: { in: phones } }, direction: 'outbound' },
      select: { idempotency_key: true, status: true },
    });
    const perRecipient = phones.map((phone) => graph.acceptedByRecipient.get(phone) ?? 0);
    const perKey = replies.map((reply) => graph.acceptedByKey.get(reply.idempotency_key ?? '') ?? 0);
    const answered = perRecipient.filter((n) => n === 1).length;
    const twice = perRecipient.filter((n) => n > 1).length;
    const lost = perRecipient.filter((n) => n === 0).length;
    const stuck = await stuckOf(phones);
    const swallowedOnce = swallowed.filter((key) => graph.acceptedByKey.get(key) === 1).length;

    printFaultTable('Resposta com lease: worker morto (SIGKILL) entre gravar e enviar', [
      {
        step: `worker 1: ${ANSWERED} envios respondidos, ${SWALLOWED} aceitos sem resposta, o resto pendurado`,
        sent: `${CUSTOMERS} mensagens`,
        stored: `${atKill.stored} respostas, ${atKill.sending} em 'sending'`,
        answered: `${atKill.delivered} entregues ao Graph`,
        lost: '—',
        note: `SIGKILL com ${atKill.hanging} pedidos sem resposta`,
      },
      {
        step: `worker 2 (lease ${LEASE_MS / 1000} s): turnos refeitos, varredura`,
        sent: `${graph.requests() - atKill.requests} envios ao Graph`,
        stored: `${replies.length} respostas (${replies.filter((r) => r.status === 'sent').length} sent)`,
        answered: `${answered}/${CUSTOMERS} (uma por chave)`,
        lost: String(lost),
        stuck: String(stuck),
        note: `${twice} em dobro; ${swallowedOnce}/${SWALLOWED} aceitas sem resposta acertadas pelo callback, não reenviadas`,
      },
    ]);
    if (lost + twice + stuck > 0) process.stdout.write(`${workerCase.workers.logs.join('\n')}\n`);

    expect(atKill.sending).toBeGreaterThanOrEqual(HANGING);
    expect({ lost, twice, stuck, answered }).toEqual({ lost: 0, twice: 0, stuck: 0, answered: CUSTOMERS });
    expect(replies).toHaveLength(CUSTOMERS);
    expect(swallowedOnce).toBe(SWALLOWED);
    expect(perKey.every((n) => n === 1)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { deliverJob } from './jobs.ts';
import { recordOutbound } from './outbound-data.ts';
import { sweepOutbound } from './outbound-sweeper.ts';
import { applyStatusUpdate } from './status-updates.ts';
import { saveWhatsappSettings } from './whatsapp-settings.ts';

// The outbound sweeper over the real database and the test runtime's queue (BullMQ + Redis with
// REDIS_URL, the in-process queue otherwise), the Graph API faked with nock. Rows are stored as a
// killed process leaves them, their updated_at moved back past the 2-minute lease.

const graph = 'https://graph.test';
const path = '/v21.0/100200300/messages';
const token = `EAAG-lease-${Date.now()}`;
const env = { WHATSAPP_TRANSPORT: 'auto', WHATSAPP_GRAPH_URL: `${graph}/v21.0`, WHATSAPP_RATE_LIMIT: '1000' };
const minute = 60_000;

let bot: BotTestRuntime;

beforeAll(async () => {
  bot = await startBotTestRuntime({ env });
  await saveWhatsappSettings(db, bot.env, { accessToken: token, phoneNumberId: '100200300' }, 'teste');
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await saveWhatsappSettings(db, bot.env, { accessToken: '', phoneNumberId: '' }, 'teste');
  await bot.close();
});

type Pending = { id: string; to: string; key: string };

/** A reply stored by a process that then died: pending, untouched for `idleMs`, created `ageMs` ago. */
async function pendingRow(
  options: { status?: 'sending' | 'queued'; idleMs?: number; ageMs?: number; to?: string } = {},
): Promise<Pending> {
  const to = options.to ?? randomMobile();
  const key = `reply:${randomUUID()}`;
  const row = await recordOutbound(db, {
    to,
    text: 'Qual é o seu Desejo?',
    idempotencyKey: key,
    messageType: 'text',
    status: options.status ?? 'sending',
    metadata: { transport: 'cloud' },
    at: new Date(),
  });
  const idleMs = options.idleMs ?? 10 * minute;
  const ageMs = Math.max(options.ageMs ?? idleMs, idleMs);
  await db.$executeRaw`
    UPDATE whatsapp_messages
    SET updated_at = ${new Date(Date.now() - idleMs)}, created_at = ${new Date(Date.now() - ageMs)}
    WHERE id = ${row.id}::uuid`;
  return { id: row.id, to, key };
}

/** The Graph API as one recipient sees it: each POST's body, answered 200 with a fresh wamid. */
function graphFor(to: string, answers: ('ok' | 'cut')[] = ['ok', 'ok', 'ok']) {
  const bodies: Record<string, unknown>[] = [];
  const scope = nock(graph, { reqheaders: { authorization: `Bearer ${token}` } });
  for (const answer of answers) {
    const post = scope.post(path, (body: { to?: string }) => {
      if (body.to !== to) return false;
      bodies.push(body);
      return true;
    });
    if (answer === 'cut') post.replyWithError('socket hang up');
    else post.reply(200, () => ({ messages: [{ id: `wamid.${randomUUID()}` }] }));
  }
  return bodies;
}

const rowOf = (id: string) =>
  db.whatsappMessage.findUniqueOrThrow({
    where: { id },
    select: { status: true, wa_message_id: true, error: true, metadata: true },
  });

async function settledAs(id: string, status: string) {
  await vi.waitFor(async () => expect((await rowOf(id)).status).toBe(status), {
    timeout: 15_000,
    interval: 50,
  });
}

/** Every job the sweeps enqueued has run: nothing can still send. */
async function queueIdle() {
  await vi.waitFor(
    async () => {
      const stats = await bot.runtime.jobs.stats();
      expect((stats.waiting ?? 0) + (stats.active ?? 0) + (stats.delayed ?? 0)).toBe(0);
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** One sweep, as each worker's sweeper runs it every few seconds. */
const sweep = () => sweepOutbound({ queue: bot.runtime.jobs, logger: bot.runtime.logger });

describe('outbound sweeper', () => {
  it('a reply left sending past its lease is sent again once, carrying its key for Meta', async () => {
    const row = await pendingRow();
    const bodies = graphFor(row.to);

    await sweep();
    await settledAs(row.id, 'sent');
    await sweep();
    await queueIdle();

    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ to: row.to, biz_opaque_callback_data: row.key });
    expect((await rowOf(row.id)).wa_message_id).toMatch(/^wamid\./);
  });

  it('a reply whose status callback arrived is not sent again', async () => {
    const row = await pendingRow();
    const bodies = graphFor(row.to);

    // The send reached Meta, the process died before storing its answer: the callback names our key.
    const settled = await applyStatusUpdate({
      waMessageId: `wamid.${randomUUID()}`,
      status: 'delivered',
      timestamp: new Date(),
      callbackData: row.key,
    });
    const found = await sweep();
    await queueIdle();

    expect(settled).toBe(true);
    expect(found.resumed).toBe(0);
    expect(bodies).toHaveLength(0);
    expect((await rowOf(row.id)).status).toBe('delivered');
  });

  it('two sweeps at once, and two deliveries racing for one row, send each reply once', async () => {
    const rows = await Promise.all(Array.from({ length: 5 }, () => pendingRow()));
    const bodies = rows.map((row) => graphFor(row.to));
    const sweeps = await Promise.all([sweep(), sweep()]);
    // Two jobs under different ids (two sweeps of different rounds): the claim lets one send.
    const raced = await pendingRow();
    const racedBodies = graphFor(raced.to);
    await Promise.all(
      ['um', 'outro'].map((round) =>
        bot.runtime.jobs.enqueue(deliverJob, { messageId: raced.id }, { jobId: `${raced.id}:${round}` }),
      ),
    );
    for (const row of [...rows, raced]) await settledAs(row.id, 'sent');
    await queueIdle();

    // Both found the rows and enqueued them: the job ids made that one job each.
    expect(sweeps.map((found) => found.resumed)).toEqual([5, 5]);
    expect(bodies.map((sent) => sent.length)).toEqual([1, 1, 1, 1, 1]);
    expect(racedBodies).toHaveLength(1);
  });

  it('a queued reply whose job was lost is delivered once', async () => {
    const row = await pendingRow({ status: 'queued' });
    const bodies = graphFor(row.to);

    await sweep();
    await settledAs(row.id, 'sent');
    await queueIdle();

    expect(bodies).toHaveLength(1);
  });

  it('a send with no answer waits for its lease, then goes again once if no callback came', async () => {
    const row = await pendingRow();
    const bodies = graphFor(row.to, ['cut', 'ok', 'ok']);

    await sweep();
    await vi.waitFor(async () =>
      expect((await rowOf(row.id)).metadata).toMatchObject({ envios_incertos: 1 }),
    );
    // Its lease started again: nothing is sent while Meta's callback may still come.
    expect((await sweep()).resumed).toBe(0);
    await queueIdle();
    expect(bodies).toHaveLength(1);

    await db.$executeRaw`
      UPDATE whatsapp_messages SET updated_at = ${new Date(Date.now() - 10 * minute)} WHERE id = ${row.id}::uuid`;
    await sweep();
    await settledAs(row.id, 'sent');
    await queueIdle();

    expect(bodies).toHaveLength(2);
    expect(bodies.map((body) => body.biz_opaque_callback_data)).toEqual([row.key, row.key]);
  });

  it('a reply older than WhatsApp’s 24-hour window is failed with the reason, never sent', async () => {
    const old = await pendingRow({ ageMs: 24.5 * 60 * minute });
    const oldBodies = graphFor(old.to);
    // Younger, but the customer's window closed meanwhile: free text would be refused.
    const closed = randomMobile();
    await db.whatsappConversation.create({
      data: { phone_number: closed, last_inbound_at: new Date(Date.now() - 25 * 60 * minute) },
    });
    const late = await pendingRow({ to: closed, ageMs: 60 * minute });
    const lateBodies = graphFor(late.to);

    await sweep();
    await settledAs(late.id, 'failed');
    await queueIdle();

    expect(await rowOf(old.id)).toMatchObject({
      status: 'failed',
      error: 'não enviada: a janela de 24 horas do WhatsApp passou antes da entrega',
    });
    expect((await rowOf(late.id)).error).toBe(
      'não enviada: a janela de 24 horas do WhatsApp fechou antes da entrega',
    );
    expect([oldBodies.length, lateBodies.length]).toEqual([0, 0]);
  });

  it('a reply left sending by the previous run is delivered by the next one at its start', async () => {
    await bot.close();
    const row = await pendingRow();
    const bodies = graphFor(row.to);

    // No explicit sweep: the runtime's own sweeper runs when its workers start. A restart keeps the
    // secret the stored credentials are encrypted with.
    bot = await startBotTestRuntime({ env: { ...env, AUTH_SECRET: bot.env.AUTH_SECRET ?? '' } });
    await settledAs(row.id, 'sent');
    await queueIdle();

    expect(bodies).toHaveLength(1);
  });
});

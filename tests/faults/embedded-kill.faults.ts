import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudStatusWebhook, cloudTextWebhook } from '#bot/webhook/sample-webhook.ts';
import { parseEnv } from '#platform/config/env.ts';
import { type DatabaseTarget, openDatabase } from '#prisma/database.ts';
import { PrismaClient } from '#prisma/generated/client.ts';
import { migrateDatabase } from '#prisma/migrate/deploy.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { signBody } from '#whatsapp/cloud/signature.ts';
import { saveWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';
import { startEmbeddedServer } from './support/embedded-server.ts';
import { eventually, type FaultRow, printFaultTable } from './support/fault-table.ts';
import { type GraphFake, startGraphFake } from './support/graph-fake.ts';
import { freePort } from './support/redis-server.ts';

// Case: the embedded default (`npm start` with no DATABASE_URL and no REDIS_URL: PGlite in
// DATA_DIR, the in-process queue) killed with SIGKILL at a random moment while signed webhooks
// arrive at RATE a second, then started again, RUNS times. A 200 means the body's job is in the
// database (queued_jobs): every acknowledged message must be stored once the server is back, and
// answered (no model configured: the guided questionnaire replies) through a fake Graph API.
// Each message comes from its own customer, so a reply to that number answers that message.
// As Meta does, the fake Graph API posts a status callback for every message it took, retried
// until the webhook answers 200 (the server may be dead at that moment): a reply taken just
// before a kill is settled by it, not sent again when its lease ends.

const RUNS = 5;
const RATE = 20;
const APP_SECRET = `segredo-app-${randomUUID()}`;
const PHONE_NUMBER_ID = '1234567890';

type Sent = { run: number; wamid: string; from: string; status: number };

let dataDir: string;
let graph: GraphFake;
let env: Record<string, string>;
let webhookUrl: string;
const logs: string[] = [];
const callbacks: Promise<void>[] = [];
let stopCallbacks = false;

/** Meta's status callback: signed, redelivered every second until 200 (or the case ends). */
async function deliverStatus(message: { to: string; key: string; waMessageId: string }) {
  const body = JSON.stringify(
    cloudStatusWebhook({
      waMessageId: message.waMessageId,
      recipient: message.to,
      status: 'sent',
      callbackData: message.key,
      phoneNumberId: PHONE_NUMBER_ID,
    }),
  );
  while (!stopCallbacks) {
    const status = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(body, APP_SECRET) },
      body,
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      })
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const target = (): DatabaseTarget => ({ kind: 'pglite', dir: join(dataDir, 'pglite') });

/** A Prisma client on the server's PGlite folder; only while the server is not running. */
async function withDatabase<T>(use: (db: PrismaClient) => Promise<T>): Promise<T> {
  const database = openDatabase(target());
  const db = new PrismaClient({ adapter: database.factory, transactionOptions: database.transactionOptions });
  try {
    return await use(db);
  } finally {
    await db.$disconnect();
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'embutido-kill-'));
  graph = await startGraphFake();
  graph.onAccepted = (message) => {
    callbacks.push(deliverStatus(message));
  };
  const port = await freePort();
  webhookUrl = `http://127.0.0.1:${port}/api/whatsapp/webhook`;
  env = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AUTH_SECRET: `segredo-de-teste-${randomUUID()}`,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: `verificacao-${randomUUID()}`,
    WHATSAPP_TRANSPORT: 'cloud',
    WHATSAPP_GRAPH_URL: graph.url,
    LOG_LEVEL: 'warn',
  };
  // The Cloud API credentials an admin would type in /gestao, in the server's own database.
  await migrateDatabase(target());
  await withDatabase((db) =>
    saveWhatsappSettings(
      db,
      parseEnv(env),
      { accessToken: 'token-falso', phoneNumberId: PHONE_NUMBER_ID },
      null,
    ),
  );
});

afterAll(async () => {
  stopCallbacks = true;
  await Promise.allSettled(callbacks);
  graph?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Posts a new signed message every 1/RATE s until stopped; a refused or cut request keeps status 0. */
function sendLoad(run: number, sent: Sent[]) {
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const entry: Sent = { run, wamid: `wamid.embutido-${randomUUID()}`, from: randomMobile(), status: 0 };
    sent.push(entry);
    const body = JSON.stringify(
      cloudTextWebhook({
        id: entry.wamid,
        from: entry.from,
        text: 'Quero uma geladeira frost free em Campinas',
        phoneNumberId: PHONE_NUMBER_ID,
      }),
    );
    const request = fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(body, APP_SECRET) },
      body,
      // Long: on a busy machine the embedded server answers in seconds at first (its PGlite runs
      // on the event loop); a request still open at the kill is not acknowledged, and Meta resends.
      signal: AbortSignal.timeout(30_000),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        entry.status = res.status;
      })
      .catch(() => {})
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }, 1000 / RATE);
  return async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('embedded default killed (SIGKILL) under webhook load', () => {
  it('stores and answers every acknowledged message after each restart', { timeout: 900_000 }, async () => {
    const sent: Sent[] = [];
    const killedAfter: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const server = await startEmbeddedServer(env, logs);
      const stop = sendLoad(run, sent);
      // A random moment of the load: a body being written, a job running, a reply going out.
      const ms = 4_000 + Math.floor(Math.random() * 6_000);
      await sleep(ms);
      await server.kill();
      await stop();
      killedAfter.push(ms);
    }

    // One more start takes up what the kills left; then the server is given time to answer.
    const server = await startEmbeddedServer(env, logs);
    const acked = sent.filter((s) => s.status === 200);
    const isAnswered = (s: Sent) => graph.acceptedByRecipient.has(s.from);
    await eventually(async () => acked.every(isAnswered), { timeoutMs: 180_000, what: 'respostas' }).catch(
      () => undefined,
    );
    await server.stop();

    const { storedIds, pendingReplies } = await withDatabase(async (db) => ({
      storedIds: new Set(
        (
          await db.whatsappMessage.findMany({
            where: { wa_message_id: { in: acked.map((s) => s.wamid) }, direction: 'inbound' },
            select: { wa_message_id: true },
          })
        ).map((row) => row.wa_message_id),
      ),
      pendingReplies: await db.whatsappMessage.groupBy({
        by: ['status'],
        where: { direction: 'outbound', status: { in: ['queued', 'sending'] } },
        _count: true,
      }),
    }));

    const rows: FaultRow[] = [];
    const totals = { acked: 0, stored: 0, answered: 0, lost: 0, stuck: 0 };
    for (let run = 1; run <= RUNS; run++) {
      const ofRun = sent.filter((s) => s.run === run);
      const ackedOfRun = ofRun.filter((s) => s.status === 200);
      const stored = ackedOfRun.filter((s) => storedIds.has(s.wamid));
      const answered = stored.filter(isAnswered).length;
      const lost = ackedOfRun.length - stored.length;
      const stuck = stored.length - answered;
      Object.assign(totals, {
        acked: totals.acked + ackedOfRun.length,
        stored: totals.stored + stored.length,
        answered: totals.answered + answered,
        lost: totals.lost + lost,
        stuck: totals.stuck + stuck,
      });
      rows.push({
        step: `${run}. SIGKILL após ${(killedAfter[run - 1]! / 1000).toFixed(1)} s de carga`,
        sent: `${ofRun.length} POST, ${ackedOfRun.length}×200`,
        stored: String(stored.length),
        answered: String(answered),
        lost: String(lost),
        stuck: String(stuck),
        note: `${ofRun.length - ackedOfRun.length} sem resposta (servidor morto: a Meta reenvia)`,
      });
    }
    const duplicateReplies = [...graph.acceptedByRecipient.values()].filter((n) => n > 1).length;
    rows.push({
      step: 'total',
      sent: `${sent.length} POST, ${totals.acked}×200`,
      stored: String(totals.stored),
      answered: String(totals.answered),
      lost: String(totals.lost),
      stuck: String(totals.stuck),
      note: `${duplicateReplies} clientes com resposta repetida; respostas pendentes no fim: ${
        pendingReplies.map((p) => `${p._count} ${p.status}`).join(', ') || 'nenhuma'
      }`,
    });
    printFaultTable(`Embutido (PGlite + fila no processo) morto ${RUNS} vezes com ${RATE} webhooks/s`, rows);

    expect(totals.acked).toBeGreaterThan(0);
    expect(totals.lost).toBe(0);
    expect(totals.stuck).toBe(0);
    expect(duplicateReplies).toBe(0);
  });
});

import '#platform/polyfills.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PGlite } from '@electric-sql/pglite';
import { Redis } from 'ioredis';
import pg from 'pg';
import { whatsappWebhookJob } from '#bot/webhook/jobs.ts';
import { cloudTextWebhook } from '#bot/webhook/sample-webhook.ts';
import { loadEnv } from '#platform/config/env.ts';
import { createJobQueue } from '#platform/jobs/create-queue.ts';
import { createLogger } from '#platform/logger.ts';
import { setBotRuntime } from '#platform/runtime.ts';
import { conversationJobs, generalJobs } from '#server/job-registry.ts';
import { getOutboundSender, setOutboundSender } from '#whatsapp/sender.ts';
import { runTurn } from '../agent/run-turn.ts';
import { setTurnRunner } from '../bot/conversation/answer-batch.ts';
import { connectDb, disconnectDb } from '../prisma/client.ts';
import { describeTarget } from '../prisma/database.ts';
import { migrateDatabase } from '../prisma/migrate/deploy.ts';
import { seedReferenceData } from '../prisma/seed/reference-data.ts';
import { serverCpuProbe } from './server-cpu.ts';
import { openScratch, percentile, startFakeModel } from './support.ts';

// Inbound-to-reply overhead of the conversation pipeline (issue 5), with a fake OpenAI-compatible
// model answering every chat completion after BENCH_MODEL_DELAY_MS (default 1,000 ms, a quick real
// LLM). The load is a closed loop: BENCH_CONVERSATIONS customers (default 200), their first
// messages spread over one cycle, each sending a Cloud API webhook body queued as the acknowledged
// route queues it (the job stores the message and answers it), waiting for the
// reply, thinking BENCH_THINK_MS (±50 %; default 10,000 ms, reading the reply and typing the next
// message; 0 is the harshest case, every reply answered at once), then sending the next,
// BENCH_ROUNDS times. So 200 conversations in flight offer about
// 200 / (model delay + think time) turns a second (printed); once that passes what the process can
// do (1,000 / CPU ms per turn, printed), turns queue for the CPU and the overhead measures that
// queue, not the pipeline.
// Overhead = inbound row stored → reply row stored, minus the model's delay for each model call of
// the turn, split into the stages before, inside and after the agent; end to end (receiveInbound
// queued → the sender returned) is printed too. Target: p50 under 30 ms with 200 conversations in
// flight. Also printed: database queries per turn and CPU per answered message, this process's
// plus the local PostgreSQL's and Redis's when they run on this machine (issue 22: ≤ 6 ms in all;
// bench/server-cpu.ts says which of their processes count). The process's CPU includes the idle
// work of the queues (BullMQ, timers): with few conversations that idle work is most of it, so
// read CPU per message under load.
// Usage: npx tsx bench/pipeline.ts   (temporary PGlite, in-memory queues)
//        BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_REDIS_URL=redis://127.0.0.1:6379 \
//          npx tsx bench/pipeline.ts   (scratch database bench_<random>, dropped at the end; BullMQ)
// BENCH_PROFILE=<file.cpuprofile> profiles the measured window only (not start-up nor warm-up):
// `npx tsx scripts/cpu-profile-summary.ts <file>` says where the CPU went.

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MODEL_DELAY_MS = Number(process.env.BENCH_MODEL_DELAY_MS ?? 1000);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 10_000);
// A server runs for days: the figures are read once V8 has compiled the hot code and grown its heap.
// The warm-up is the same load as the run, BENCH_WARMUP_ROUNDS rounds of every conversation
// (default 5) on other customers' numbers; with too short a warm-up, optimizing compilation and
// page faults of a heap still growing were a third of the process's CPU (perf, 2026-11-28).
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 5);

// Every statement the process sends, whichever database: node-postgres' client (the pool's too)
// and PGlite's query.
let queries = 0;
for (const proto of [pg.Client.prototype, PGlite.prototype] as { query: (...args: unknown[]) => unknown }[]) {
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    queries += 1;
    return query.apply(this, args);
  };
}

const scratch = await openScratch();
// In its own process: the CPU per turn printed below is the pipeline's, not the fake's HTTP server.
const model = await startFakeModel(MODEL_DELAY_MS, { ownProcess: true });
Object.assign(process.env, {
  OPENAI_BASE_URL: model.url,
  OPENAI_API_KEY: 'bench',
  WHATSAPP_TRANSPORT: 'simulator',
  CONVERSATION_CONCURRENCY: process.env.CONVERSATION_CONCURRENCY ?? String(Math.max(CONVERSATIONS, 50)),
  REDIS_PREFIX: `bench:pipeline:${randomBytes(4).toString('hex')}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
});
delete process.env.DATABASE_URL;
const env = loadEnv();
const logger = createLogger({ level: env.LOG_LEVEL, pretty: false });
console.log(
  `${describeTarget(scratch.target)}; queues ${env.REDIS_URL ? 'BullMQ' : 'in memory'}; ` +
    `${CONVERSATIONS} conversations x ${ROUNDS} rounds, model delay ${MODEL_DELAY_MS} ms, think ${THINK_MS} ms, concurrency ${env.CONVERSATION_CONCURRENCY}`,
);

await migrateDatabase(scratch.target);
const db = connectDb(scratch.target);
await seedReferenceData(db);
const jobs = createJobQueue({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX, logger });
const conversations = createJobQueue({
  redisUrl: env.REDIS_URL,
  prefix: env.REDIS_PREFIX,
  logger,
  name: 'conversations',
  concurrency: env.CONVERSATION_CONCURRENCY,
});
const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
setBotRuntime({ env, logger, jobs, conversations, redis });
await jobs.start(generalJobs);
await conversations.start(conversationJobs);

// The real agent, timed per conversation (start and end on the wall clock, to compare with the
// rows' created_at), and the real sender, watched: a customer sends the next message once the
// reply to the last is out.
const turnTimes = new Map<string, { start: number; end: number }[]>();
setTurnRunner(async (input, ctx, options) => {
  const start = Date.now();
  try {
    return await runTurn(input, ctx, options);
  } finally {
    const times = turnTimes.get(input.party.conversationId) ?? [];
    times.push({ start, end: Date.now() });
    turnTimes.set(input.party.conversationId, times);
  }
});
const waiting = new Map<string, () => void>();
const sender = getOutboundSender();
setOutboundSender({
  sendTemplate: (message) => sender.sendTemplate(message),
  async sendText(message) {
    const result = await sender.sendText(message);
    waiting.get(message.to)?.();
    return result;
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const endToEnd: number[] = [];

/** The customer's messages (wamids), in order: their rows are read once the run is over. */
async function converse(phone: string, rounds: number, startDelayMs: number): Promise<string[]> {
  const wamids: string[] = [];
  await sleep(startDelayMs);
  for (let round = 0; round < rounds; round++) {
    if (round > 0 && THINK_MS > 0) await sleep(THINK_MS * (0.5 + Math.random()));
    const replied = new Promise<void>((resolve) => waiting.set(phone, resolve));
    const sentAt = performance.now();
    const id = `wamid.bench.${randomUUID()}`;
    const body = cloudTextWebhook({
      from: phone,
      id,
      name: 'Cliente Bench',
      text: round === 0 ? 'Oi, quero uma bicicleta aro 29' : 'Pode ser usada também',
    });
    await conversations.enqueue(whatsappWebhookJob, { body: JSON.stringify(body) });
    wamids.push(id);
    await replied;
    endToEnd.push(performance.now() - sentAt);
  }
  return wamids;
}

const phones = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `5511${prefix}${String(i).padStart(7, '0')}`);

try {
  // The first messages spread over one cycle, as customers who did not all start at once.
  const cycleMs = MODEL_DELAY_MS + THINK_MS;
  await Promise.all(
    phones(CONVERSATIONS, '8').map((phone, i) =>
      converse(phone, Math.max(1, WARMUP_ROUNDS), (i / CONVERSATIONS) * cycleMs),
    ),
  );
  turnTimes.clear();
  endToEnd.length = 0;
  const servers =
    process.env.BENCH_DATABASE_URL && scratch.target.kind === 'postgres'
      ? serverCpuProbe(process.env.BENCH_DATABASE_URL, new URL(scratch.target.url).pathname.slice(1))
      : undefined;
  const profiler = process.env.BENCH_PROFILE ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const serversBefore = await servers?.snapshot();
  const callsBefore = model.calls();
  const queriesBefore = queries;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const threads = await Promise.all(
    phones(CONVERSATIONS, '9').map((phone, i) => converse(phone, ROUNDS, (i / CONVERSATIONS) * cycleMs)),
  );
  const elapsedS = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
    profiler.disconnect();
  }
  const queriesAfter = queries;
  const serversAfter = await servers?.snapshot();
  const inbound = await db.whatsappMessage.findMany({
    where: { wa_message_id: { in: threads.flat() } },
    select: { id: true, wa_message_id: true, conversation_id: true, created_at: true },
  });
  const byWamid = new Map(inbound.map((row) => [row.wa_message_id, row]));
  const ids = inbound.map((row) => row.id);
  const turns = threads.flat().length;
  const queriesPerTurn = (queriesAfter - queriesBefore) / turns;
  const cpuMsPerTurn = (cpu.user + cpu.system) / 1000 / turns;
  const callsPerTurn = (model.calls() - callsBefore) / turns;
  const modelMs = MODEL_DELAY_MS * callsPerTurn;

  const replies = await db.whatsappMessage.findMany({
    where: { idempotency_key: { in: ids.map((id) => `reply:${id}`) } },
    select: { idempotency_key: true, created_at: true, metadata: true },
  });
  const storedAt = new Map(inbound.map((row) => [row.id, row.created_at.getTime()]));
  const replyOf = new Map(replies.map((row) => [row.idempotency_key, row]));
  const total: number[] = [];
  const before: number[] = [];
  const agent: number[] = [];
  const after: number[] = [];
  let fallbacks = 0;
  // One message per round and one turn per message: the nth turn of a thread answers its nth message.
  for (const thread of threads) {
    const rows = thread.map((wamid) => byWamid.get(wamid));
    const times = turnTimes.get(rows[0]?.conversation_id ?? '') ?? [];
    rows.forEach((row, n) => {
      if (!row) return;
      const id = row.id;
      const reply = replyOf.get(`reply:${id}`);
      const inboundAt = storedAt.get(id);
      const turn = times[n];
      if (!reply || inboundAt === undefined || !turn) return;
      if ((reply.metadata as { fallback?: boolean } | null)?.fallback) fallbacks += 1;
      total.push(reply.created_at.getTime() - inboundAt - modelMs);
      before.push(turn.start - inboundAt);
      agent.push(turn.end - turn.start - modelMs);
      after.push(reply.created_at.getTime() - turn.end);
    });
  }
  const p = (values: number[], q: number) =>
    percentile(
      [...values].sort((x, y) => x - y),
      q,
    ).toFixed(0);
  const offered = CONVERSATIONS / ((MODEL_DELAY_MS * callsPerTurn + THINK_MS) / 1000);
  const capacity = 1000 / cpuMsPerTurn;
  console.log(`turns answered        ${replies.length} of ${turns} messages (guided fallback: ${fallbacks})`);
  console.log(`model calls per turn  ${callsPerTurn.toFixed(2)}`);
  console.log(`overhead p50          ${p(total, 50)} ms   (target < 30 ms)`);
  console.log(`overhead p90          ${p(total, 90)} ms`);
  console.log(`overhead p99          ${p(total, 99)} ms`);
  console.log(
    `  p50 by stage        ${p(before, 50)} ms inbound stored → agent called (queue, lock, reads), ` +
      `${p(agent, 50)} ms agent beyond the model, ${p(after, 50)} ms agent done → reply stored`,
  );
  console.log(
    `  end to end          p50 ${p(
      endToEnd.map((ms) => ms - modelMs),
      50,
    )} ms, ` +
      `p99 ${p(
        endToEnd.map((ms) => ms - modelMs),
        99,
      )} ms beyond the model (webhook body queued → reply sent)`,
  );
  console.log(
    `load                  offered ≈ ${offered.toFixed(0)} turns/s (${CONVERSATIONS} conversations / ` +
      `(${(MODEL_DELAY_MS * callsPerTurn).toFixed(0)} ms model + ${THINK_MS} ms think)), ` +
      `answered ${(turns / elapsedS).toFixed(1)} turns/s over ${elapsedS.toFixed(1)} s`,
  );
  console.log(
    `cost per turn         ${queriesPerTurn.toFixed(1)} queries, ${cpuMsPerTurn.toFixed(1)} ms CPU in this process ` +
      `(${((100 * (cpu.user + cpu.system)) / 1000 / (elapsedS * 1000)).toFixed(0)} % of one core busy; ` +
      `at most ≈ ${capacity.toFixed(0)} turns/s)`,
  );
  // Issue 22's figure: the CPU the answers cost on this machine, per message answered (the servers'
  // share as bench/server-cpu.ts reads it).
  const answered = Math.max(1, replies.length);
  const processMs = (cpu.user + cpu.system) / 1000 / answered;
  const serverMs = [
    ...(servers && serversBefore && serversAfter ? servers.between(serversBefore, serversAfter) : []),
  ].map(([name, ms]) => [name, ms / answered] as const);
  const totalMs = serverMs.reduce((sum, [, ms]) => sum + ms, processMs);
  console.log(
    `CPU per answer        ${[`${processMs.toFixed(1)} ms this process`, ...serverMs.map(([name, ms]) => `${ms.toFixed(1)} ms ${name}`)].join(' + ')}` +
      (serverMs.length > 0 ? ` = ${totalMs.toFixed(1)} ms (target ≤ 6 ms)` : ''),
  );
} finally {
  await conversations.close();
  await jobs.close();
  if (redis) {
    const keys = await redis.keys(`${env.REDIS_PREFIX}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
  setBotRuntime(undefined);
  setTurnRunner(undefined);
  await model.close();
  await disconnectDb();
  await scratch.drop();
}

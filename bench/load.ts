import '#platform/polyfills.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { setPriority } from 'node:os';
import { Redis } from 'ioredis';
import { finalCounts, progressAt, withSql } from './load-counts.ts';
import { createProbes } from './load-probes.ts';
import { printCpu, printMemory, printOutcome, printRoutes, printServerShares } from './load-report.ts';
import { freePort, MAKE_PREMIUM, registerShops, startProcess, stopProcess, waitReady } from './load-setup.ts';
import { createTraffic } from './load-traffic.ts';
import { bucketShares, trendPercent } from './proc-stats.ts';
import { openScratch, startFakeModel } from './support.ts';

// Load and soak (issues 8 and 22): the real server under a mixed workload on loopback for a fixed
// time, in one of three topologies:
// - split (default), as compose.yaml runs it: one API process (PROCESS_ROLE=api: site + API, it
//   only enqueues) and BENCH_WORKERS worker processes (PROCESS_ROLE=worker: jobs and turns), on a
//   scratch PostgreSQL database and Redis;
// - single: one process doing both, on the same PostgreSQL and Redis;
// - embedded, as `npm start` runs by default: one process, no DATABASE_URL nor REDIS_URL, PGlite
//   and the in-process queue in a temporary DATA_DIR (removed at the end).
// The workload:
// - WhatsApp webhooks at BENCH_WEBHOOK_RATE messages a second (default 200, open loop: sent on
//   schedule whatever the answers) from BENCH_CONVERSATIONS customers (default 400), signed; the
//   bot answers each with a fake OpenAI-compatible model that replies after BENCH_MODEL_DELAY_MS
//   (default 500 ms), through the simulator transport;
// - customers sending wishes from the site (2 a second) to the shops' city and category;
// - BENCH_SHOPS Premium shops (default 10) reading their Novas tab and making offers;
// - 2 admins paging through /gestao/lojistas.
// Printed: requests, throughput, p50/p99 and errors per route; the API's own timing of the
// acknowledgements; memory and CPU of every process; the messages stored and answered every 10 s
// and during the soak; and, once the load stops and the queues drain (up to 120 s), how many
// acknowledged messages were stored (lost must be 0). The counts are read from the database after
// the server stops, since PGlite opens in one process only.
// Targets: ≥ 200 webhook messages/s, no errors, webhook p99 < 50 ms, memory growth ≤ 10 %.
// Usage: npx tsx bench/load.ts   (BENCH_DURATION_S=60 BENCH_WARMUP_S=30 BENCH_WEBHOOK_RATE=200
//   BENCH_WORKERS=1 BENCH_TOPOLOGY=split|single|embedded BENCH_PROFILE_DIR=<dir>
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_REDIS_URL=redis://127.0.0.1:6379)

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
// V8 grows its heap for the first tens of seconds of load: a shorter warm-up reads that as growth.
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 30);
const TOPOLOGY = (['single', 'embedded'] as const).find((t) => t === process.env.BENCH_TOPOLOGY) ?? 'split';
const isEmbedded = TOPOLOGY === 'embedded';
const WORKERS = TOPOLOGY === 'split' ? Number(process.env.BENCH_WORKERS ?? 1) : 0;
// On one shared machine the workers yield the CPU to the API, which only acknowledges and
// enqueues: a turn answered a few ms later is fine, a late acknowledgement makes Meta redeliver.
// (On separate hosts, as compose.yaml deploys them, there is nothing to yield to.) 0 = as the API.
const WORKER_NICE = Number(process.env.BENCH_WORKER_NICE ?? 10);
const RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 200);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 400);
const MODEL_DELAY_MS = Number(process.env.BENCH_MODEL_DELAY_MS ?? 500);
const SHOPS = Number(process.env.BENCH_SHOPS ?? 10);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Each process writes a V8 CPU profile there when it exits (scripts/cpu-profile-summary.ts).
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const APP_SECRET = `bench-${randomUUID()}`;
const ADMIN = { email: 'admin-bench@exemplo.com.br', password: `Bench-${randomUUID()}` };
const CITY = { estado: 'SP', cidade: 'São Paulo' };
const REDIS_PREFIX = `bench:load:${randomBytes(4).toString('hex')}`;

/** The run's jobs and locks, left behind in the shared Redis by a backlog or an interrupted run. */
async function dropRedisPrefix(): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    for await (const keys of redis.scanStream({ match: `${REDIS_PREFIX}:*`, count: 1000 })) {
      if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const scratch = await openScratch(isEmbedded ? undefined : DATABASE_URL);
const model = await startFakeModel(MODEL_DELAY_MS);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const traffic = createTraffic({
  base,
  appSecret: APP_SECRET,
  rate: RATE,
  conversations: CONVERSATIONS,
  city: CITY,
});
const { http, signIn, webhooks, wishes, shopLoop, adminLoop, samples, state } = traffic;
const serverEnv = {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  ...(isEmbedded
    ? { DATABASE_URL: '', REDIS_URL: '', DATA_DIR: scratch.dataDir ?? '' }
    : {
        DATABASE_URL: scratch.target.kind === 'postgres' ? scratch.target.url : '',
        REDIS_URL,
        REDIS_PREFIX,
      }),
  AUTH_SECRET: randomBytes(32).toString('hex'),
  AUTH_RATE_LIMIT_SCALE: '1000',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  OPENAI_BASE_URL: model.url,
  OPENAI_API_KEY: 'bench',
  WHATSAPP_TRANSPORT: 'simulator',
  WHATSAPP_APP_SECRET: APP_SECRET,
  LOG_LEVEL: 'warn',
};
const startServer = () =>
  startProcess({ ...serverEnv, PROCESS_ROLE: TOPOLOGY === 'split' ? 'api' : 'all' }, PROFILE_DIR);
const processes = [
  { name: TOPOLOGY === 'split' ? 'api' : 'server', child: startServer(), metrics: `${base}/metrics` },
];
const server = processes[0]!;

const { webhookBuckets, queueDepth, readMemory, readCpu } = createProbes(base, processes);

try {
  await waitReady(base, server.child);
  // Workers start once the API has migrated and seeded the database, so they never race it.
  for (let i = 0; i < WORKERS; i++) {
    const metricsPort = await freePort();
    const child = startProcess(
      { ...serverEnv, PROCESS_ROLE: 'worker', METRICS_PORT: String(metricsPort) },
      PROFILE_DIR,
    );
    if (child.pid) setPriority(child.pid, WORKER_NICE);
    processes.push({ name: `worker ${i + 1}`, child, metrics: `http://127.0.0.1:${metricsPort}/metrics` });
  }
  const adminCookie = await signIn(ADMIN.email, ADMIN.password);
  const categorias = JSON.parse((await http('categorias', '/api/categorias')).text) as Array<{ id: number }>;
  const categoriaId = categorias[0]?.id ?? 0;
  const shops = await registerShops({ traffic, adminCookie, count: SHOPS, categoriaId, city: CITY });
  const makePremium = () =>
    withSql(scratch.target, (sql) => sql.query(MAKE_PREMIUM, [shops.map((s) => s.lojistaId)]));
  if (isEmbedded) {
    // The embedded database opens in one process: the plans are written between two runs of the server.
    await stopProcess(server.child);
    await makePremium();
    server.child = startServer();
    await waitReady(base, server.child);
  } else {
    await makePremium();
  }
  const shopCookies = await Promise.all(shops.map((shop) => signIn(shop.email, shop.senhaTemporaria)));

  const run = async (seconds: number) => {
    const until = Date.now() + seconds * 1000;
    await Promise.all([
      webhooks(until),
      wishes(until, categoriaId),
      ...shopCookies.map((cookie) => shopLoop(until, cookie)),
      adminLoop(until, adminCookie),
      adminLoop(until, adminCookie),
    ]);
  };
  const where = isEmbedded
    ? `embedded (PGlite and in-process queue in ${scratch.dataDir})`
    : 'PostgreSQL scratch database, Redis';
  console.log(
    `${processes.map((p) => `${p.name} pid ${p.child.pid}`).join(', ')} on ${base}; ${where}; webhooks ${RATE}/s from ${CONVERSATIONS} customers, model ${MODEL_DELAY_MS} ms, ${SHOPS} shops, 2 admins; warm-up ${WARMUP_S} s, soak ${DURATION_S} s${WORKERS > 0 ? `; workers at nice ${WORKER_NICE}` : ''}`,
  );
  await run(WARMUP_S);
  // Every 10 s: what was acknowledged by then; stored and answered are counted at those moments
  // once the server has stopped.
  const moments: Array<{ at: Date; acknowledged: number }> = [];
  const memory = [await readMemory()];
  const sampler = setInterval(async () => {
    moments.push({ at: new Date(), acknowledged: state.acknowledged });
    memory.push(await readMemory());
  }, 10_000);
  const cpuStart = await readCpu();
  const bucketsStart = await webhookBuckets();
  const soakStart = new Date();
  state.measuring = true;
  await run(DURATION_S);
  state.measuring = false;
  clearInterval(sampler);
  const soakEnd = new Date();
  const elapsed = (soakEnd.getTime() - soakStart.getTime()) / 1000;
  memory.push(await readMemory());
  const cpuEnd = await readCpu();
  const serverShares = bucketShares(bucketsStart, await webhookBuckets());
  // Acknowledging is not sustaining: what the server had not yet taken when the load stopped.
  const backlog = await queueDepth();
  let depth = backlog;
  for (let i = 0; i < 120 && depth.jobs + depth.conversations > 0; i++) {
    await sleep(1_000);
    depth = await queueDepth();
  }
  for (const p of processes) await stopProcess(p.child);

  const { counts, progress } = await withSql(scratch.target, async (sql) => ({
    counts: await finalCounts(sql, { from: soakStart, to: soakEnd }),
    progress: await progressAt(
      sql,
      moments.map((m) => m.at),
    ),
  }));
  const names = processes.map((p) => p.name);
  printRoutes(samples, elapsed);
  printMemory(names, memory);
  printCpu(names, cpuStart, cpuEnd, elapsed, !isEmbedded);
  console.log(
    `acknowledged/stored/answered every 10 s: ${moments.map((m, i) => `${m.acknowledged}/${progress[i]?.stored}/${progress[i]?.answered}`).join(' → ')}`,
  );
  console.log(`queue backlog when the load stopped: ${backlog.text}`);
  if (depth.jobs + depth.conversations > 0) console.log(`not drained after 120 s: ${depth.text}`);
  printServerShares(serverShares);
  printOutcome({
    samples,
    elapsed,
    rate: RATE,
    acknowledged: state.acknowledged,
    counts,
    // A missing message whose webhook job (or webhook_inbox row) still waits is late, not lost.
    // Webhook bodies are jobs of the conversations queue (older versions queued them on jobs).
    isQueued: depth.jobs + depth.conversations > 0 || counts.inbox > 0,
    modelCalls: model.calls(),
    memoryTrends: processes
      .map((p, i) => `${p.name} ${trendPercent(memory.map((m) => m.processes[i]!)).toFixed(1)} %`)
      .join(', '),
  });
} finally {
  for (const p of processes) await stopProcess(p.child);
  await model.close();
  await scratch.drop();
  if (!isEmbedded) await dropRedisPrefix();
}

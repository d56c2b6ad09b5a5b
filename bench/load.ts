import '#platform/polyfills.ts';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createTraffic } from './load-traffic.ts';
import {
  bucketShares,
  commandCpuSeconds,
  cpuSeconds,
  heapUsedMb,
  histogramBuckets,
  machineCpu,
  rssMb,
  trendPercent,
} from './proc-stats.ts';
import { openScratch, percentile, startFakeModel } from './support.ts';

// Load and soak (issue 8): the real server as compose.yaml runs it — one API process
// (PROCESS_ROLE=api: site + API, it only enqueues) and BENCH_WORKERS worker processes
// (PROCESS_ROLE=worker: jobs and conversation turns), or one process doing both with
// BENCH_TOPOLOGY=single (`npm start`) — on a scratch PostgreSQL database and Redis, under a mixed
// workload on loopback for a fixed time:
// - WhatsApp webhooks at BENCH_WEBHOOK_RATE messages a second (default 200, open loop: sent on
//   schedule whatever the answers) from BENCH_CONVERSATIONS customers (default 400), signed; the
//   bot answers each with a fake OpenAI-compatible model that replies after BENCH_MODEL_DELAY_MS
//   (default 500 ms);
// - customers sending wishes from the site (2 a second) to the shops' city and category;
// - BENCH_SHOPS Premium shops (default 10) reading their Novas tab and making offers;
// - 2 admins paging through /gestao/lojistas.
// Printed: requests, throughput, p50/p99 and errors per route; the memory (RSS) of every process
// after the warm-up, every 10 s, and at the end; and how many acknowledged webhook messages were
// stored and answered once the load stops (lost must be 0).
// Targets: ≥ 200 webhook messages/s, no errors, webhook p99 < 50 ms, memory growth ≤ 10 %.
// Usage: npx tsx bench/load.ts   (BENCH_DURATION_S=60 BENCH_WARMUP_S=30 BENCH_WEBHOOK_RATE=200
//   BENCH_WORKERS=1 BENCH_TOPOLOGY=split|single
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_REDIS_URL=redis://127.0.0.1:6379)

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
// V8 grows its heap for the first tens of seconds of load: a shorter warm-up reads that as growth.
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 30);
const TOPOLOGY = process.env.BENCH_TOPOLOGY === 'single' ? 'single' : 'split';
const WORKERS = TOPOLOGY === 'single' ? 0 : Number(process.env.BENCH_WORKERS ?? 1);
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
const APP_SECRET = `bench-${randomUUID()}`;
const ADMIN = { email: 'admin-bench@exemplo.com.br', password: `Bench-${randomUUID()}` };
const CITY = { estado: 'SP', cidade: 'São Paulo' };
const root = join(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// BENCH_PROFILE_DIR: each process writes a V8 CPU profile there when it exits (open it in Chrome's
// DevTools, or summarise it with scripts/cpu-profile-summary.ts).
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

function startProcess(env: Record<string, string>): ChildProcess {
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  // node itself, not npx, so the pid is the server's for the memory readings.
  return spawn(process.execPath, [...profile, '--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const REDIS_PREFIX = `bench:load:${randomBytes(4).toString('hex')}`;

/** The run's jobs and locks, left behind in the shared Redis by a backlog or an interrupted run. */
async function dropRedisPrefix(): Promise<number> {
  const redis = new Redis(REDIS_URL);
  let dropped = 0;
  try {
    for await (const keys of redis.scanStream({ match: `${REDIS_PREFIX}:*`, count: 1000 })) {
      if ((keys as string[]).length > 0) dropped += await redis.unlink(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
  return dropped;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const scratch = await openScratch(DATABASE_URL);
if (scratch.target.kind !== 'postgres') throw new Error('bench/load precisa de PostgreSQL');
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
const { http, signIn, address, mobile, cnpj, webhooks, wishes, shopLoop, adminLoop, samples, state } =
  traffic;
const serverEnv = {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  DATABASE_URL: scratch.target.url,
  REDIS_URL,
  REDIS_PREFIX,
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
const processes: Array<{ name: string; child: ChildProcess; metrics: string }> = [
  {
    name: TOPOLOGY === 'single' ? 'server' : 'api',
    child: startProcess({ ...serverEnv, PROCESS_ROLE: TOPOLOGY === 'single' ? 'all' : 'api' }),
    metrics: `${base}/metrics`,
  },
];
const api = processes[0]!.child;
const db = new pg.Pool({ connectionString: scratch.target.url, max: 2 });

try {
  for (let i = 0; ; i++) {
    const res = await fetch(`${base}/api/health`).catch(() => undefined);
    if (res?.ok) break;
    if (i > 240 || api.exitCode !== null) throw new Error('o servidor não ficou pronto');
    await sleep(500);
  }
  // Workers start once the API has migrated and seeded the database, so they never race it.
  for (let i = 0; i < WORKERS; i++) {
    const metricsPort = await freePort();
    const child = startProcess({ ...serverEnv, PROCESS_ROLE: 'worker', METRICS_PORT: String(metricsPort) });
    if (child.pid) setPriority(child.pid, WORKER_NICE);
    processes.push({ name: `worker ${i + 1}`, child, metrics: `http://127.0.0.1:${metricsPort}/metrics` });
  }
  const adminCookie = await signIn(ADMIN.email, ADMIN.password);
  const categorias = JSON.parse((await http('categorias', '/api/categorias')).text) as Array<{ id: number }>;
  const categoriaId = categorias[0]?.id ?? 0;
  const shopCookies: string[] = [];
  for (let i = 0; i < SHOPS; i++) {
    const registered = await http('cadastro', '/api/parceiros/cadastro-rapido', {
      headers: { 'x-forwarded-for': address() },
      body: JSON.stringify({
        nomeLoja: `Loja Carga ${i}`,
        cnpj: cnpj(),
        email: `loja-carga-${i}-${randomInt(1e6)}@exemplo.com.br`,
        whatsappLoja: mobile(),
        nomeRepresentante: 'Rita Carga',
        whatsappRepresentante: mobile(),
        ...CITY,
        categorias: [categoriaId],
        termosAceitos: true,
      }),
    });
    const shop = JSON.parse(registered.text) as { lojistaId: string; email: string; senhaTemporaria: string };
    await http('aprovar', `/api/admin/lojistas/${shop.lojistaId}/receber-matches`, {
      method: 'PATCH',
      cookie: adminCookie,
      body: JSON.stringify({ receberMatches: true }),
    });
    // Premium, so offers are never refused by a daily limit during the soak.
    await db.query(`UPDATE lojista_planos SET plano_tipo = 'premium', ativo = true WHERE lojista_id = $1`, [
      shop.lojistaId,
    ]);
    shopCookies.push(await signIn(shop.email, shop.senhaTemporaria));
  }

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
  console.log(
    `${processes.map((p) => `${p.name} pid ${p.child.pid}`).join(', ')} on ${base}; PostgreSQL scratch database, Redis; webhooks ${RATE}/s from ${CONVERSATIONS} customers, model ${MODEL_DELAY_MS} ms, ${SHOPS} shops, 2 admins; warm-up ${WARMUP_S} s, soak ${DURATION_S} s; workers at nice ${WORKER_NICE}`,
  );
  await run(WARMUP_S);
  const readMemory = async () => ({
    processes: await Promise.all(processes.map((p) => rssMb(p.child.pid))),
    // RSS moves by tens of percent with each collection; the V8 heap in use says more of a leak.
    heaps: await Promise.all(processes.map((p) => heapUsedMb(p.metrics))),
    bench: process.memoryUsage().rss / 2 ** 20,
  });
  const readCpu = async () => ({
    processes: await Promise.all(processes.map((p) => cpuSeconds(p.child.pid))),
    machine: await machineCpu(),
    postgres: await commandCpuSeconds('postgres'),
    redis: await commandCpuSeconds('redis-server'),
    bench: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  });
  // The API's own view of its webhook acknowledgements (/metrics), without the load generator's
  // queueing: tells a slow server from a busy client.
  const webhookBuckets = async () =>
    histogramBuckets(await (await fetch(`${base}/metrics`)).text(), 'http_request_duration_seconds', {
      route: '/api/whatsapp/webhook',
      status: '2xx',
    });
  const queueDepth = async () => {
    const text = await (await fetch(`${base}/metrics`)).text();
    const waiting = (queue: string) =>
      Number(
        text.match(new RegExp(`^job_queue_depth\\{queue="${queue}",state="waiting"\\} (\\d+)`, 'm'))?.[1],
      );
    const jobs = waiting('jobs');
    const conversations = waiting('conversations');
    return { jobs, text: `jobs ${jobs} waiting, conversations ${conversations} waiting` };
  };
  // Answered, not only acknowledged: what the workers got through while the load ran.
  const progress = async () => {
    const { rows } = await db.query(
      `SELECT count(*) AS stored, count(*) FILTER (WHERE status = 'processed') AS answered
         FROM whatsapp_messages WHERE wa_message_id LIKE 'wamid.load.%'`,
    );
    // Warm-up messages included: the queues are first-in first-out, so the soak's own are
    // answered after the warm-up's backlog.
    return { stored: Number(rows[0].stored), answered: Number(rows[0].answered) };
  };
  const progressLog: string[] = [];
  const memory = [await readMemory()];
  const sampler = setInterval(async () => {
    const [now, sample] = await Promise.all([progress(), readMemory()]);
    progressLog.push(`${state.acknowledged}/${now.stored}/${now.answered}`);
    memory.push(sample);
  }, 10_000);
  const cpuStart = await readCpu();
  const bucketsStart = await webhookBuckets();
  const answeredStart = (await progress()).answered;
  const startedAt = Date.now();
  state.measuring = true;
  await run(DURATION_S);
  state.measuring = false;
  clearInterval(sampler);
  const elapsed = (Date.now() - startedAt) / 1000;
  const answeredDuring = (await progress()).answered - answeredStart;
  memory.push(await readMemory());
  const cpuEnd = await readCpu();
  const serverShares = bucketShares(bucketsStart, await webhookBuckets());
  // Acknowledging is not sustaining: what the workers had not yet taken when the load stopped.
  const backlog = await queueDepth();

  const routes = [...new Set(samples.map((s) => s.route))];
  console.log(
    `\n${'route'.padEnd(42)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(6)}`,
  );
  for (const route of routes) {
    const of = samples.filter((s) => s.route === route);
    const sorted = of.map((s) => s.ms).sort((a, b) => a - b);
    console.log(
      `${route.padEnd(42)} ${String(of.length).padStart(8)} ${(of.length / elapsed).toFixed(1).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${String(of.filter((s) => !s.ok).length).padStart(6)}`,
    );
  }
  const growth = (end: number, start: number) => `${(((end - start) / start) * 100).toFixed(1)} %`;
  const first = memory[0]!;
  const last = memory[memory.length - 1]!;
  console.log('\nmemory (RSS, MB) after the warm-up, every 10 s, at the end:');
  processes.forEach((p, i) => {
    const series = memory.map((m) => (m.processes[i] ?? Number.NaN).toFixed(0)).join(' → ');
    const trend = trendPercent(memory.map((m) => m.processes[i]!));
    console.log(
      `  ${p.name.padEnd(9)} ${series}  (end vs start ${growth(last.processes[i]!, first.processes[i]!)}, trend ${trend.toFixed(1)} %)`,
    );
    const heaps = memory.map((m) => m.heaps[i]!);
    console.log(
      `  ${''.padEnd(9)} V8 heap used ${heaps.map((h) => h.toFixed(0)).join(' → ')}  (trend ${trendPercent(heaps).toFixed(1)} %)`,
    );
  });
  console.log(
    `  ${'bench'.padEnd(9)} ${first.bench.toFixed(0)} → ${last.bench.toFixed(0)}  (${growth(last.bench, first.bench)})`,
  );
  const cores = (cpuEnd.machine.total - cpuStart.machine.total) / elapsed;
  const share = (seconds: number) => `${((seconds / elapsed) * 100).toFixed(0)} %`;
  const perProcess = processes.map(
    (p, i) => `${p.name} ${share(cpuEnd.processes[i]! - cpuStart.processes[i]!)}`,
  );
  const machineBusy = ((cpuEnd.machine.busy - cpuStart.machine.busy) / elapsed / cores) * 100;
  console.log(
    `\nCPU over the soak (share of one core): ${perProcess.join(', ')}, bench ${share(cpuEnd.bench - cpuStart.bench)}, postgres ${share(cpuEnd.postgres - cpuStart.postgres)}, redis ${share(cpuEnd.redis - cpuStart.redis)}; machine ${machineBusy.toFixed(0)} % busy of ${cores.toFixed(0)} cores`,
  );
  console.log(`acknowledged/stored/answered every 10 s: ${progressLog.join(' → ')}`);
  console.log(
    `webhook messages answered during the soak: ${answeredDuring} (${(answeredDuring / elapsed).toFixed(0)}/s); queue backlog when the load stopped: ${backlog.text}`,
  );
  console.log(
    `webhook acknowledgements as the API timed them: ${serverShares
      .filter(([le]) => le <= 0.1)
      .map(([le, share]) => `≤ ${le * 1000} ms ${(share * 100).toFixed(2)} %`)
      .join(', ')}`,
  );

  // Once the load stops: every acknowledged message stored, and how far the replies got.
  let stored = 0;
  let waiting = 0;
  for (let i = 0; i < 120; i++) {
    const counts = await db.query(
      `SELECT count(*) FILTER (WHERE wa_message_id LIKE 'wamid.load.m.%') AS inbound,
              count(*) FILTER (WHERE direction = 'inbound' AND status = 'received') AS waiting
         FROM whatsapp_messages`,
    );
    stored = Number(counts.rows[0].inbound);
    waiting = Number(counts.rows[0].waiting);
    if (stored >= state.acknowledged && waiting === 0) break;
    await sleep(1_000);
  }
  const webhook = samples.filter((s) => s.route === 'POST /api/whatsapp/webhook');
  const ackP99 = percentile(
    webhook.map((s) => s.ms).sort((a, b) => a - b),
    99,
  );
  const errors = samples.filter((s) => !s.ok).length;
  const missing = Math.max(0, state.acknowledged - stored);
  // A missing message whose webhook job (or webhook_inbox row) still waits is late, not lost.
  let queued = false;
  if (missing > 0 || waiting > 0) {
    // Where the rest is: still queued, failed, or waiting in webhook_inbox for the replayer.
    const health = await (await fetch(`${base}/api/health`)).text();
    const inbox = Number((await db.query('SELECT count(*) AS n FROM webhook_inbox')).rows[0].n);
    const depth = await queueDepth();
    queued = depth.jobs > 0 || inbox > 0;
    console.log(`not drained after 120 s: queues ${depth.text}; health ${health}; webhook_inbox ${inbox}`);
  }
  console.log(
    `webhook messages acknowledged ${state.acknowledged}, stored ${stored}, ${queued ? `not stored yet (still queued) ${missing}` : `lost ${missing}`}, still unanswered ${waiting}; model calls ${model.calls()}`,
  );
  console.log(
    `targets: webhook ${(webhook.length / elapsed).toFixed(0)} msg/s acknowledged and ${(answeredDuring / elapsed).toFixed(0)} answered (≥ ${RATE}), errors ${errors} (0), webhook p99 ${ackP99.toFixed(1)} ms (< 50), memory trend ${processes.map((p, i) => `${p.name} ${trendPercent(memory.map((m) => m.processes[i]!)).toFixed(1)} %`).join(', ')} (≤ 10 %)`,
  );
} finally {
  await Promise.all(
    processes.map(async ({ child }) => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }),
  );
  await db.end();
  await model.close();
  await scratch.drop();
  await dropRedisPrefix();
}

import '../api/polyfills.ts';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { createTraffic } from './load-traffic.ts';
import { openScratch, percentile, startFakeModel } from './support.ts';

// Load and soak (issue 8): the real server in its own process (site + API + worker, as `npm start`
// runs it) on a scratch PostgreSQL database and Redis, under a mixed workload on loopback for a
// fixed time:
// - WhatsApp webhooks at BENCH_WEBHOOK_RATE messages a second (default 200, open loop: sent on
//   schedule whatever the answers) from BENCH_CONVERSATIONS customers (default 400), signed; the
//   bot answers each with a fake OpenAI-compatible model that replies after BENCH_MODEL_DELAY_MS
//   (default 500 ms);
// - customers sending wishes from the site (2 a second) to the shops' city and category;
// - BENCH_SHOPS Premium shops (default 10) reading their Novas tab and making offers;
// - 2 admins paging through /gestao/lojistas.
// Printed: requests, throughput, p50/p99 and errors per route; the memory (RSS) of the server and
// of this process after the warm-up and at the end; and how many acknowledged webhook messages
// were stored and answered once the load stops (lost must be 0).
// Targets: ≥ 200 webhook messages/s, no errors, webhook p99 < 50 ms, memory growth ≤ 10 %.
// Usage: npx tsx bench/load.ts   (BENCH_DURATION_S=60 BENCH_WARMUP_S=10 BENCH_WEBHOOK_RATE=200
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_REDIS_URL=redis://127.0.0.1:6379)

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 10);
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

async function rssMb(pid: number | undefined): Promise<number> {
  if (!pid) return Number.NaN;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN) / 1024;
}

function startServer(env: Record<string, string>): ChildProcess {
  // node itself, not npx, so the pid is the server's for the memory readings.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const scratch = await openScratch('load', DATABASE_URL);
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
const server = startServer({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  DATABASE_URL: scratch.target.url,
  REDIS_URL,
  REDIS_PREFIX: `bench:load:${randomBytes(4).toString('hex')}`,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  AUTH_RATE_LIMIT_SCALE: '1000',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  OPENAI_BASE_URL: model.url,
  OPENAI_API_KEY: 'bench',
  WHATSAPP_TRANSPORT: 'simulator',
  WHATSAPP_APP_SECRET: APP_SECRET,
  LOG_LEVEL: 'warn',
});
const db = new pg.Pool({ connectionString: scratch.target.url, max: 2 });

try {
  for (let i = 0; ; i++) {
    const res = await fetch(`${base}/api/health`).catch(() => undefined);
    if (res?.ok) break;
    if (i > 240 || server.exitCode !== null) throw new Error('o servidor não ficou pronto');
    await sleep(500);
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
    `server pid ${server.pid} on ${base}; PostgreSQL scratch database, Redis; webhooks ${RATE}/s from ${CONVERSATIONS} customers, model ${MODEL_DELAY_MS} ms, ${SHOPS} shops, 2 admins; warm-up ${WARMUP_S} s, soak ${DURATION_S} s`,
  );
  await run(WARMUP_S);
  const memStart = { server: await rssMb(server.pid), bench: process.memoryUsage().rss / 2 ** 20 };
  const startedAt = Date.now();
  state.measuring = true;
  await run(DURATION_S);
  state.measuring = false;
  const elapsed = (Date.now() - startedAt) / 1000;
  const memEnd = { server: await rssMb(server.pid), bench: process.memoryUsage().rss / 2 ** 20 };

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
  console.log(
    `\nmemory (RSS)  server ${memStart.server.toFixed(0)} → ${memEnd.server.toFixed(0)} MB (${growth(memEnd.server, memStart.server)})   bench ${memStart.bench.toFixed(0)} → ${memEnd.bench.toFixed(0)} MB (${growth(memEnd.bench, memStart.bench)})`,
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
  console.log(
    `webhook messages acknowledged ${state.acknowledged}, stored ${stored}, lost ${Math.max(0, state.acknowledged - stored)}, still unanswered ${waiting}; model calls ${model.calls()}`,
  );
  console.log(
    `targets: webhook ${(webhook.length / elapsed).toFixed(0)} msg/s (≥ ${RATE}), errors ${errors} (0), webhook p99 ${ackP99.toFixed(1)} ms (< 50), server memory growth ${growth(memEnd.server, memStart.server)} (≤ 10 %)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await db.end();
  await model.close();
  await scratch.drop();
}

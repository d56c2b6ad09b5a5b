import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeModel } from './fake-model.ts';
import { startFakeViacep } from './fake-viacep.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The server's DATA_DIR (e-mails land in <dataDir>/outbox); '' when it is not on this disk. */
    dataDir: string;
    /** The administrator the server created from ADMIN_EMAIL/ADMIN_PASSWORD ('' when unknown). */
    adminEmail: string;
    adminPassword: string;
    /** The fake OpenAI-compatible model the server calls ('' when the server is not ours). */
    modelUrl: string;
  }
}

const root = resolve(import.meta.dirname, '..', '..');
const readyTimeoutMs = 120_000;

// Once per `npm run test:e2e`: build the site, start the real server (scripts/serve.ts) on a free
// port with its own embedded database folder, and hand its URL to the tests.
// E2E_BASE_URL skips all of it and tests a server you already run (npm run dev, a staging host).
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/+$/, ''));
    // Tests that read e-mails or sign in as admin need these for an outside server too.
    project.provide('dataDir', process.env.E2E_DATA_DIR ?? '');
    project.provide('adminEmail', process.env.E2E_ADMIN_EMAIL ?? '');
    project.provide('adminPassword', process.env.E2E_ADMIN_PASSWORD ?? '');
    project.provide('modelUrl', '');
    return;
  }

  buildSite();
  const dataDir = await mkdtemp(join(tmpdir(), 'desejo-e2e-'));
  // The browser must use the very origin the server trusts (auth checks Origin): PUBLIC_URL.
  const baseUrl = `http://127.0.0.1:${await freePort()}`;
  // The server creates this administrator at start (ADMIN_EMAIL/ADMIN_PASSWORD).
  const admin = {
    email: 'admin-e2e@exemplo.com.br',
    password: `E2e-${randomBytes(9).toString('base64url')}`,
  };
  const viacep = await startFakeViacep();
  const model = await startFakeModel();
  const server = startServer(dataDir, baseUrl, admin, { viacep: viacep.url, model: model.url });
  try {
    await waitUntilReady(server, baseUrl);
    project.provide('baseUrl', baseUrl);
    project.provide('dataDir', dataDir);
    project.provide('adminEmail', admin.email);
    project.provide('adminPassword', admin.password);
    project.provide('modelUrl', model.url);
  } catch (error) {
    await stopServer(server.child);
    await viacep.close();
    await model.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return async () => {
    await stopServer(server.child);
    await viacep.close();
    await model.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}

function buildSite() {
  // NODE_ENV=production, as `npm run build` has it: vitest sets it to 'test', which made this build
  // React's development bundle (655 KB of entry JS against 452 KB), not what users get.
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build falhou (código ${result.status})`);
}

type Server = { child: ChildProcess; output: () => string };

function startServer(
  dataDir: string,
  baseUrl: string,
  admin: { email: string; password: string },
  fakes: { viacep: string; model: string },
): Server {
  // Embedded PGlite and in-process jobs by default, whatever the shell exports (CI exports
  // DATABASE_URL and REDIS_URL for the integration suites); E2E_DATABASE_URL opts into PostgreSQL.
  const {
    DATABASE_URL: _db,
    REDIS_URL: _redis,
    PUBLIC_URL: _url,
    SMTP_URL: _smtp,
    ADMIN_MFA_REQUIRED: _mfa,
    ...inherited
  } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: new URL(baseUrl).port,
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    VIACEP_URL: fakes.viacep,
    // The model answers only a test's own marked conversation (fake-model.ts); every other turn
    // gets a 503 and goes on through the guided fallback.
    OPENAI_BASE_URL: `${fakes.model}/v1`,
    OPENAI_API_KEY: 'e2e',
    // Human mode ends by itself after 108 s without an admin message (swept every 27 s), so the
    // automatic return is seen in a test (human-takeover.e2e.ts); every other flow is far shorter.
    HUMAN_MODE_TIMEOUT_HOURS: '0.03',
    // Every browser test signs in from 127.0.0.1: the same limits, scaled for one busy address.
    AUTH_RATE_LIMIT_SCALE: '20',
    // The rating ask a day after a choice, here within seconds (outcomes-ratings.e2e.ts).
    RATING_DELAY_MINUTES: '0',
    RATING_SWEEP_SECONDS: '2',
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    ...(process.env.E2E_REDIS_URL ? { REDIS_URL: process.env.E2E_REDIS_URL } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the tail of the server's output to explain a failed start; warnings also go to our stderr.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  return { child, output: () => output };
}

async function waitUntilReady(server: Server, baseUrl: string) {
  const deadline = Date.now() + readyTimeoutMs;
  let lastStatus = 'sem resposta';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw notReady(server, `o processo encerrou com código ${server.child.exitCode}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
      lastStatus = `/api/health respondeu ${response.status}: ${await response.text()}`;
    } catch (error) {
      lastStatus = String(error);
    }
    await sleep(250);
  }
  throw notReady(server, `${lastStatus} após ${readyTimeoutMs / 1000} s`);
}

function notReady(server: Server, reason: string) {
  return new Error(
    `O servidor de teste não ficou pronto: ${reason}\n--- saída do servidor ---\n${server.output()}`,
  );
}

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (!address || typeof address === 'string') throw new Error('sem porta livre');
  return address.port;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function sleep(ms: number) {
  return new Promise((done) => setTimeout(done, ms));
}

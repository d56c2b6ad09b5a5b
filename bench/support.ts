import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseTarget, databaseTarget } from '../prisma/database.ts';

// What the benches share: a scratch database, a fake OpenAI-compatible model, percentiles.

export type Scratch = { target: DatabaseTarget; drop(): Promise<void> };

/** A scratch database `bench_<random>` on `serverUrl` (dropped by `drop`), or a temporary PGlite folder. */
export async function openScratch(
  label: string,
  serverUrl = process.env.BENCH_DATABASE_URL,
): Promise<Scratch> {
  if (!serverUrl) {
    const dir = await mkdtemp(join(tmpdir(), `bench-${label}-`));
    return {
      target: databaseTarget({ DATA_DIR: dir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export type FakeModel = { url: string; calls(): number; close(): Promise<void> };

/** The model: every chat completion answered with plain text after `delayMs`. */
export async function startFakeModel(delayMs: number): Promise<FakeModel> {
  let calls = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls += 1;
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            id: `chatcmpl-${calls}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'bench-model',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: 'Claro! Em qual cidade você está?' },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 8, total_tokens: 18 },
          }),
        );
      }, delayMs);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls: () => calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

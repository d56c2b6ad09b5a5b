import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { type Scratch, scratchDatabase } from '../prisma/scratch-database.ts';

// What the benches share: a scratch database, a fake OpenAI-compatible model, percentiles.

/** A scratch database `bench_<random>` on `serverUrl` (dropped by `drop`), or a temporary PGlite folder. */
export function openScratch(serverUrl = process.env.BENCH_DATABASE_URL): Promise<Scratch> {
  return scratchDatabase({ serverUrl, prefix: 'bench' });
}

export type FakeModel = { url: string; calls(): number; close(): Promise<void> };

/**
 * The model: every chat completion answered with plain text after `delayMs`. With `ownProcess` it
 * runs in a child process, so a bench that reads its own CPU time counts the product's work, not
 * the fake's HTTP server.
 */
export async function startFakeModel(
  delayMs: number,
  options: { ownProcess?: boolean; onCall?: () => void } = {},
): Promise<FakeModel> {
  if (options.ownProcess) return startFakeModelProcess(delayMs);
  let calls = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls += 1;
      options.onCall?.();
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

// The child prints its URL, then one line per chat completion: the parent keeps the count.
async function startFakeModelProcess(delayMs: number): Promise<FakeModel> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, String(delayMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const [url] = (await once(lines, 'line')) as [string];
  let calls = 0;
  lines.on('line', () => {
    calls += 1;
  });
  return {
    url,
    calls: () => calls,
    close: async () => {
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

// Run as a child by startFakeModel({ ownProcess: true }).
if (process.argv[1] === import.meta.filename) {
  const model = await startFakeModel(Number(process.argv[2] ?? 0), { onCall: () => console.log('call') });
  console.log(model.url);
}

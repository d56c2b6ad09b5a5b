import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

// Real worker processes (support/worker-process.ts) for the fault suite, and the fake model they
// call: started with the environment a case needs, stopped with SIGTERM (SIGKILL after 10 s).

const WORKER_SCRIPT = resolve(import.meta.dirname, 'worker-process.ts');

export type WorkerPool = {
  /** Every line the workers printed, tagged with the worker's number. */
  logs: string[];
  /** Spawns a worker with `env` (on top of PATH and NODE_ENV=test) and waits for "worker pronto". */
  start(env: Record<string, string | undefined>): Promise<ChildProcess>;
  stopAll(): Promise<void>;
};

export function workerPool(): WorkerPool {
  const workers: ChildProcess[] = [];
  const logs: string[] = [];
  return {
    logs,
    async start(env) {
      const child = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT], {
        cwd: resolve(import.meta.dirname, '../../..'),
        env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      workers.push(child);
      const index = workers.length;
      let output = '';
      await new Promise<void>((ready, fail) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          logs.push(`[worker ${index}] ${chunk.toString().trimEnd()}`);
          if (output.includes('worker pronto')) ready();
        };
        child.stdout?.on('data', onData);
        child.stderr?.on('data', onData);
        child.once('exit', (code, signal) => fail(new Error(`worker saiu (${code ?? signal}):\n${output}`)));
      });
      return child;
    },
    async stopAll() {
      for (const child of workers) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    },
  };
}

/** An OpenAI-compatible endpoint answered by `answer`; `url` ends in /v1. */
export async function startModelServer(
  answer: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<{ url: string; close(): void }> {
  const server: Server = createServer((req, res) => {
    answer(req, res).catch(() => res.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A redis-server of the suite's own, on a free port, that a test may kill and start again: the
// machine's Redis is shared with other runs and must never be stopped. Append-only file with an
// fsync per write, as a production Redis holding a queue should run: a restart keeps the jobs it
// had acknowledged (a Redis restarted empty would lose the ones not yet run, see the README).

const REDIS_BIN = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

export type OwnRedis = {
  url: string;
  port: number;
  /** SIGKILL: no shutdown, no final save. */
  kill(): Promise<void>;
  /** SIGSTOP: the process hangs with its sockets open, answering nothing (resume with SIGCONT). */
  pause(): void;
  resume(): void;
  start(): Promise<void>;
  /** Kills it for good and removes its files. */
  dispose(): Promise<void>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'faults-redis-'));
  let child: ChildProcess | undefined;

  async function start() {
    const proc = spawn(
      REDIS_BIN,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server não iniciou:\n${output}`)), 10_000);
      proc.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server saiu (${code}):\n${output}`));
      });
    });
    // Drained from here on, so a full pipe never blocks it.
    proc.stdout?.resume();
    proc.stderr?.resume();
  }

  async function kill() {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = once(proc, 'exit');
    proc.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    async dispose() {
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

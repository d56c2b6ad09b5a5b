import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// One server process of ours (the compiled bundle or the sources through tsx) on a port of its
// own, for the tests and benches that check or time its start. node itself is spawned, never npm
// or npx, so the pid is the server's own and its memory can be read from /proc.

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** performance.now() at the spawn. */
  spawnedAt: number;
  /** The tail of what it printed, to explain a failed start. */
  output(): string;
  /** SIGTERM, as a deploy stops it; resolves once it has exited. */
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Spawns `node <args>` listening on 127.0.0.1 at a free port; `env` is all it gets besides. */
export async function spawnServer(options: {
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}): Promise<ServerProcess> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { ...options.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    spawnedAt,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls /api/health until it answers 200; returns the milliseconds from the spawn. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 120_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`o servidor saiu com código ${server.child.exitCode}:\n${server.output()}`);
    }
    const status = await fetch(`${server.baseUrl}/api/health`).then(
      async (res) => {
        await res.text();
        return res.status;
      },
      () => 0,
    );
    if (status === 200) return performance.now() - server.spawnedAt;
    await sleep(20);
  }
  throw new Error(`/api/health não respondeu em ${timeoutMs / 1000} s:\n${server.output()}`);
}

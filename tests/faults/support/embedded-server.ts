import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

// The product's server (scripts/serve.ts, from the sources: tests/start.test.ts covers the
// compiled one) on its embedded default: no DATABASE_URL, no REDIS_URL, its data in DATA_DIR. Only
// the variables given here reach it, so the fault run's own DATABASE_URL never does.

const ROOT = resolve(import.meta.dirname, '../../..');

export type ServerProcess = {
  /** SIGKILL: no shutdown, nothing flushed. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, as a deploy stops it; SIGKILL after 20 s. */
  stop(): Promise<void>;
};

/** Spawns the server and waits for "Servidor pronto"; `logs` collects what it printed. */
export async function startEmbeddedServer(
  env: Record<string, string>,
  logs: string[],
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`servidor não ficou pronto:\n${output.slice(-4000)}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      logs.push(chunk.toString().trimEnd());
      if (output.includes('Servidor pronto')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`servidor saiu (${code ?? signal}):\n${output.slice(-4000)}`));
    });
  });
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  return {
    async kill() {
      if (isRunning()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!isRunning()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

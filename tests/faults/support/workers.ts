import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { type OwnRedis, startOwnRedis } from './redis-server.ts';

// Real worker processes (support/worker-process.ts) for the fault suite, and the fake model they
// call: started with the environment a case needs, stopped with SIGTERM (SIGKILL after 10 s).
// The model's answers are written by each case; reading its request and writing a completion are here.

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

export type ModelServer = { url: string; close(): void };

/** A worker case's surroundings: its own Redis, this process as the API, the fake model. */
export type WorkerCase = {
  redis: OwnRedis;
  /** This process as an API process runs it: stores messages and enqueues turns, runs no job. */
  parent: BotTestRuntime;
  model: ModelServer;
  workers: WorkerPool;
  /**
   * A worker on the case's database, Redis (and prefix) and model, with `env` on top; the model can
   * tell workers apart by their `modelKey`.
   */
  startWorker(modelKey: string, env?: Record<string, string>): Promise<ChildProcess>;
  /** Stops the workers, then everything the case started. */
  close(): Promise<void>;
};

export async function startWorkerCase(options: {
  answerModel: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** This process's environment beside its REDIS_URL (what the workers must share with it). */
  parentEnv?: Record<string, string>;
}): Promise<WorkerCase> {
  const workers = workerPool();
  // Undone in reverse order once the workers are stopped, also when the start fails halfway.
  const undo: (() => Promise<unknown> | unknown)[] = [];
  const close = async () => {
    await workers.stopAll();
    for (const step of undo.reverse()) await step();
  };
  try {
    const redis = await startOwnRedis();
    undo.push(() => redis.dispose());
    const dataDir = await mkdtemp(join(tmpdir(), 'faults-workers-'));
    undo.push(() => rm(dataDir, { recursive: true, force: true }));
    const parent = await startBotTestRuntime({
      start: false,
      env: { REDIS_URL: redis.url, ...options.parentEnv },
    });
    undo.push(() => parent.close());
    const model = await startModelServer(options.answerModel);
    undo.push(() => model.close());
    return {
      redis,
      parent,
      model,
      workers,
      startWorker: (modelKey, env = {}) =>
        workers.start({
          DATA_DIR: dataDir,
          DATABASE_URL: process.env.DATABASE_URL,
          REDIS_URL: redis.url,
          REDIS_PREFIX: parent.env.REDIS_PREFIX,
          OPENAI_BASE_URL: model.url,
          OPENAI_API_KEY: modelKey,
          ...env,
        }),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** An OpenAI-compatible endpoint answered by `answer`; `url` ends in /v1. */
export async function startModelServer(
  answer: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<ModelServer> {
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

export type ModelRequest = { messages: { role: string; content: unknown }[] };

/** The chat request a worker sent to the fake model. */
export async function readModelRequest(req: IncomingMessage): Promise<ModelRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString()) as ModelRequest;
}

/** The newest customer message the model was shown, '' when it is not plain text. */
export function lastUserText(request: ModelRequest): string {
  const content = request.messages.findLast((m) => m.role === 'user')?.content;
  return typeof content === 'string' ? content : '';
}

/** Answers with one chat completion carrying `message` (an assistant text or tool calls). */
export function answerCompletion(
  res: ServerResponse,
  message: Record<string, unknown>,
  options: { model: string; finish?: 'stop' | 'tool_calls' },
) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      // Distinct ids: with equal ids LangChain merges the messages and a tool call vanishes.
      id: `chatcmpl-${randomUUID()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: options.model,
      choices: [{ index: 0, message, finish_reason: options.finish ?? 'stop', logprobs: null }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    }),
  );
}

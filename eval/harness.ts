import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { receiveInbound } from '#bot/inbound/receive.ts';
import { readThread } from '#bot/simulator/simulator-data.ts';
import { type Env, parseEnv } from '#platform/config/env.ts';
import { createLogger, type Logger } from '#platform/logger.ts';
import type { BotRuntime } from '#platform/runtime.ts';
import { connectDb, type Db, disconnectDb } from '#prisma/client.ts';
import { databaseTarget } from '#prisma/database.ts';
import { migrateDatabase } from '#prisma/migrate/deploy.ts';
import { seedReferenceData } from '#prisma/seed/reference-data.ts';
import { conversationJobs, generalJobs } from '#server/job-registry.ts';
import { createProcessRuntime } from '#server/runtime.ts';
import { clearCategoryCache } from '#tools/categories.ts';

// One evaluation run's world: a fresh embedded database in a temporary folder (migrated and
// seeded as `npm start` does), the bot runtime on in-process queues with the simulator transport,
// and the two moves of every case: say something as a phone, then wait for the bot's stored
// answer to that very message (whatsapp_messages keyed reply:<inbound id>, or naming it).

export type Mode = 'guided' | 'agent';

export type BotReply = {
  /** null: the turn ended without a reply, or none came in time (timedOut). */
  text: string | null;
  metadata: Record<string, unknown>;
  toolNames: string[];
  timedOut: boolean;
};

export type Harness = {
  mode: Mode;
  db: Db;
  runtime: BotRuntime;
  /** A phone never used in this run; last eight digits unique, so no fuzzy shop lookup confuses two. */
  newPhone(kind: 'cliente' | 'loja'): string;
  /** Sends `text` from `phone` through receiveInbound (simulator) and waits for the bot's answer. */
  say(phone: string, text: string): Promise<BotReply>;
  /** The phone's whole thread as text lines ("> " theirs, "< " the bot's), for failing cases. */
  thread(phone: string): Promise<string[]>;
  /** Waits for an outbound message (a notification) stored under this key to be settled. */
  waitOutbound(idempotencyKey: string): Promise<boolean>;
  close(): Promise<void>;
};

const POLL_MS = 15;
/** Stored, still being handed to the transport. */
const UNSETTLED = new Set(['queued', 'sending']);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type AgentSettings = { baseUrl: string; apiKey: string; timeoutMs?: number; model?: string };

function evalEnv(dataDir: string, agent: AgentSettings | undefined): Env {
  return parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    WHATSAPP_TRANSPORT: 'simulator',
    PUBLIC_URL: 'http://localhost:3000',
    REDIS_PREFIX: `eval:${randomBytes(4).toString('hex')}`,
    ...(agent
      ? {
          OPENAI_BASE_URL: agent.baseUrl,
          OPENAI_API_KEY: agent.apiKey,
          ...(agent.timeoutMs ? { AI_TIMEOUT_MS: String(agent.timeoutMs) } : {}),
        }
      : {}),
  });
}

/** Overrides bot_config ai_settings.model in the run's database (EVAL_MODEL). */
async function setModel(db: Db, model: string): Promise<void> {
  await db.$executeRaw`
    UPDATE bot_config SET config_value = jsonb_set(config_value::jsonb, '{model}', to_jsonb(${model}::text))
    WHERE config_key = 'ai_settings'`;
}

const RUN_PREFIX = 'desejo-eval-';
const PID_FILE = 'eval.pid';

/**
 * Folders of earlier runs whose process is gone (killed before it could clean up: SIGKILL, or
 * tsx's signal relay giving up on a busy child) are removed; a live run's folder is left alone.
 */
export async function removeStaleRuns(): Promise<void> {
  const names = (await readdir(tmpdir()).catch(() => [] as string[])).filter((n) => n.startsWith(RUN_PREFIX));
  for (const name of names) {
    const dir = join(tmpdir(), name);
    const pid = Number(await readFile(join(dir, PID_FILE), 'utf8').catch(() => ''));
    if (!Number.isInteger(pid) || pid <= 0 || isAlive(pid)) continue;
    await rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openHarness(options: { mode: Mode; agent?: AgentSettings }): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), `${RUN_PREFIX}${options.mode}-`));
  await writeFile(join(dir, PID_FILE), String(process.pid));
  let runtime: ReturnType<typeof createProcessRuntime> | undefined;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // A turn stuck on a model must not keep the folder alive: bounded, then removed anyway.
      if (runtime) await Promise.race([runtime.close().catch(() => {}), sleep(10_000)]);
      await disconnectDb().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    })();
    return closing;
  };
  try {
    const env = evalEnv(dir, options.mode === 'agent' ? options.agent : undefined);
    const target = databaseTarget({ DATA_DIR: dir });
    await migrateDatabase(target);
    const db = connectDb(target);
    await seedReferenceData(db);
    if (options.mode === 'agent' && options.agent?.model) await setModel(db, options.agent.model);
    // The category tree is cached per client object, which outlives a previous run's database.
    clearCategoryCache();
    const logger: Logger = createLogger({ level: 'silent', pretty: false });
    runtime = createProcessRuntime({ env, logger });
    await runtime.start(generalJobs, conversationJobs);
    const replyTimeoutMs = options.mode === 'agent' ? env.AI_TIMEOUT_MS + 15_000 : 10_000;
    return {
      mode: options.mode,
      db,
      runtime,
      newPhone: phoneMaker(),
      say: (phone, text) => say(db, phone, text, replyTimeoutMs),
      waitOutbound: (key) => waitOutbound(db, key, replyTimeoutMs),
      thread: (phone) => thread(db, phone),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function phoneMaker() {
  // 8-digit numbers starting with 8 or 9, from a random point: unique in the run, unlikely to
  // repeat a previous run's.
  let seq = randomInt(0, 20_000_000);
  return (kind: 'cliente' | 'loja') => {
    seq = (seq + 1) % 20_000_000;
    return `55${kind === 'loja' ? '19' : '11'}9${80_000_000 + seq}`;
  };
}

async function say(db: Db, phone: string, text: string, timeoutMs: number): Promise<BotReply> {
  const received = await receiveInbound({
    waMessageId: `eval.${randomUUID()}`,
    from: phone,
    contactName: 'Ana',
    timestamp: new Date(),
    type: 'text',
    text,
    transport: 'simulator',
  });
  if (!received.messageId) throw new Error('mensagem do simulador não gravada');
  return waitReply(db, received.messageId, timeoutMs);
}

/**
 * The answer to one inbound message: the outbound row under reply:<id> (or a notice naming it in
 * metadata.in_reply_to) once the sender settled it; no reply when the turn marked the message
 * processed without one (or it was erased).
 */
async function waitReply(db: Db, messageId: string, timeoutMs: number): Promise<BotReply> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.whatsappMessage.findMany({
      where: {
        OR: [
          { id: messageId },
          { idempotency_key: `reply:${messageId}` },
          // A notice said in place of the reply (human takeover's) names the messages it answers.
          { direction: 'outbound', metadata: { path: ['in_reply_to'], array_contains: [messageId] } },
        ],
      },
      select: { direction: true, status: true, message_text: true, metadata: true, tool_calls: true },
    });
    const reply = rows.find((r) => r.direction === 'outbound');
    const inbound = rows.find((r) => r.direction === 'inbound');
    // The reply is stored and sent before the batch is marked processed.
    const isSettled = reply ? !UNSETTLED.has(reply.status ?? '') : inbound?.status !== 'received';
    const timedOut = !isSettled && Date.now() > deadline;
    if (isSettled || timedOut) {
      const toolCalls = Array.isArray(reply?.tool_calls) ? (reply.tool_calls as { name?: unknown }[]) : [];
      return {
        text: reply?.message_text ?? null,
        metadata: (reply?.metadata as Record<string, unknown> | null) ?? {},
        toolNames: toolCalls.map((c) => String(c?.name ?? '')),
        timedOut,
      };
    }
    await sleep(POLL_MS);
  }
}

async function waitOutbound(db: Db, idempotencyKey: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() <= deadline) {
    const row = await db.whatsappMessage.findUnique({
      where: { idempotency_key: idempotencyKey },
      select: { status: true },
    });
    if (row && !UNSETTLED.has(row.status ?? '')) return true;
    await sleep(POLL_MS);
  }
  return false;
}

async function thread(db: Db, phone: string): Promise<string[]> {
  const found = await readThread(db, phone);
  return (found?.messages ?? []).map(
    (m) => `${m.direction === 'inbound' ? '>' : '<'} ${(m.text ?? '').replace(/\n/g, '\n    ')}`,
  );
}

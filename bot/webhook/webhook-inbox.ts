import { AppError } from '#platform/http/app-error.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { whatsappWebhookJob } from './jobs.ts';

// The webhook's fallback when the job queue cannot take a body: Meta has delivered it, so it is
// written to webhook_inbox (PostgreSQL) and acknowledged, and the replayer moves it into the
// queue once Redis is back. Only the failing path touches the database; the acknowledgement of a
// healthy Redis queue stays a Redis write (bench/webhook). Without Redis the in-process queue
// writes the job itself to the database before enqueue returns (queued_jobs), so the one fallback
// left there is the 503.

/**
 * How long the acknowledgement waits for the queue. ioredis holds commands in its offline queue
 * while it reconnects, and a Redis that hangs without closing its socket answers nothing: without
 * a bound the webhook would answer late or never, and Meta would redeliver into the same outage
 * (Meta asks for a median under 250 ms). A lost connection is seen at once (isReady), and so is a
 * hung Redis once one add has waited STALLED_ADD_MS (bullmq-queue.ts): only the acknowledgements
 * that arrive before that wait this long. A healthy enqueue that passes it on a loaded machine is
 * stored in the inbox too and replayed: slower for that body, never lost.
 */
export const ENQUEUE_TIMEOUT_MS = 100;

const REPLAY_BATCH = 100;

// During an outage every webhook takes the fallback: one line every few seconds says so.
const FALLBACK_LOG_EVERY_MS = 5_000;
let lastFallbackLog = 0;
let fallbacksSinceLog = 0;

function logFallback(logger: Logger, error: unknown) {
  fallbacksSinceLog += 1;
  const now = Date.now();
  if (now - lastFallbackLog < FALLBACK_LOG_EVERY_MS) return;
  logger.warn(
    { err: error, webhooks: fallbacksSinceLog },
    'fila indisponível: webhooks guardados no banco para reenvio',
  );
  lastFallbackLog = now;
  fallbacksSinceLog = 0;
}

/**
 * Queues the body, or stores it for the replayer. Neither possible: AppError UNAVAILABLE (503),
 * and Meta delivers the body again later.
 */
export async function acceptWebhookBody(options: {
  queue: JobQueue;
  db: Db;
  logger: Logger;
  body: string;
  timeoutMs?: number;
}): Promise<'queued' | 'stored'> {
  const { queue, body } = options;
  // A queue known to be down or hung is not waited on: straight to the inbox.
  if (queue.isReady?.() === false) {
    logFallback(options.logger, new Error('Redis sem conexão ou sem resposta'));
  } else {
    try {
      const enqueued = queue.enqueue(whatsappWebhookJob, { body });
      // Only a queue behind a connection (isReady) can hang; the in-process one answers once its
      // row is in the database the inbox would use, and a timer per acknowledgement is not free
      // (bench/webhook).
      await (queue.isReady ? withTimeout(enqueued, options.timeoutMs ?? ENQUEUE_TIMEOUT_MS) : enqueued);
      return 'queued';
    } catch (error) {
      logFallback(options.logger, error);
    }
  }
  // A timed-out enqueue may still land later: the replay then queues the body a second time, which
  // is harmless, since receiveInbound stores each message once by its wamid.
  try {
    await options.db.webhookInbox.create({ data: { body }, select: { id: true } });
  } catch (error) {
    options.logger.error({ err: error }, 'webhook não aceito: fila e banco indisponíveis');
    throw new AppError('UNAVAILABLE', {
      message: 'Serviço temporariamente indisponível. Tente novamente.',
      cause: error,
    });
  }
  return 'stored';
}

/**
 * Moves stored bodies into the queue, oldest first, deleting each batch once it is queued. Safe
 * to run from several processes at once: a body's job id is its inbox row, so a row two replayers
 * read is queued once while that job is retained, and a second queueing is harmless anyway.
 */
export async function replayWebhookInbox(options: {
  queue: JobQueue;
  db: Db;
  logger: Logger;
}): Promise<number> {
  const { queue, db } = options;
  let replayed = 0;
  for (;;) {
    const rows = await db.webhookInbox.findMany({
      orderBy: { id: 'asc' },
      take: REPLAY_BATCH,
      select: { id: true, body: true },
    });
    if (rows.length === 0) break;
    for (const row of rows) {
      await queue.enqueue(whatsappWebhookJob, { body: row.body }, { jobId: `inbox:${row.id}` });
    }
    await db.webhookInbox.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
    replayed += rows.length;
    if (rows.length < REPLAY_BATCH) break;
  }
  if (replayed > 0) options.logger.info({ replayed }, 'webhooks guardados no banco reenviados à fila');
  return replayed;
}

export type InboxReplayer = { replay(): Promise<number>; stop(): Promise<void> };

/**
 * Replays at start, every `intervalMs`, and whenever the queue reconnects; one pass at a time.
 * A pass that fails (Redis still down) leaves the rows for the next one.
 */
export function startInboxReplayer(options: {
  queue: JobQueue;
  db: Db;
  logger: Logger;
  intervalMs?: number;
}): InboxReplayer {
  const { logger } = options;
  let running: Promise<number> | undefined;
  let isStopped = false;

  function replay(): Promise<number> {
    if (isStopped) return Promise.resolve(0);
    running ??= replayWebhookInbox(options)
      .catch((error) => {
        logger.warn({ err: error }, 'reenvio de webhooks guardados adiado');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(replay, options.intervalMs ?? 10_000);
  timer.unref();
  const unsubscribe = options.queue.onReady?.(() => void replay());
  void replay();
  return {
    replay,
    async stop() {
      isStopped = true;
      clearInterval(timer);
      unsubscribe?.();
      await running;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`fila sem resposta em ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

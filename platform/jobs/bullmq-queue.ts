import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '#platform/logger.ts';
import { createBulkAdder } from './bulk-adder.ts';
import { type Backoff, PermanentJobError, type RunnableJob, serializePayload } from './define-job.ts';
import {
  checkDelay,
  defaultConcurrency,
  indexDefinitions,
  type JobQueue,
  type QueueOptions,
  type QueueStats,
  queueJobId,
  queueName,
  retention,
} from './job-queue.ts';
import { runJob } from './run-job.ts';
import { createStallWatch } from './stall-watch.ts';

// One BullMQ queue for every job, routed by job name, rather than a queue per name: a single
// Worker means two Redis connections for the whole process instead of two per job kind, one
// concurrency limit shared by all handlers (the same rule the memory driver keeps), and one
// count for stats. Per-kind isolation can come later by giving a definition its own queue.

// Health checks must answer quickly; a Redis that takes longer than this counts as down.
const statsTimeoutMs = 1000;

// ioredis statuses of a connection known to be lost.
const downStatuses = new Set(['reconnecting', 'close', 'end']);

/**
 * An add Redis has left unanswered this long means it hangs (stall-watch.ts): the queue reports
 * itself not ready until that add is answered. A healthy add of bench/webhook's bursts takes a few
 * milliseconds; the webhook waits on an enqueue as long (ENQUEUE_TIMEOUT_MS).
 */
export const STALLED_ADD_MS = 100;

export function createBullmqQueue(options: QueueOptions & { redisUrl: string; prefix: string }): JobQueue {
  const { logger, prefix, redisUrl } = options;
  const reportError = throttledErrorLog(logger);

  // Once connected, the producer gives up on a command after a couple of reconnect attempts, so an
  // enqueue during an outage fails the caller in seconds instead of holding an HTTP request open.
  // (Before the first connection BullMQ waits for Redis to be ready, however long that takes.)
  const producer = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const name = options.name ?? queueName;
  const queue = new Queue(name, {
    connection: producer,
    prefix,
    defaultJobOptions: {
      removeOnComplete: { age: retention.completed.ageSeconds, count: retention.completed.count },
      removeOnFail: { age: retention.failed.ageSeconds, count: retention.failed.count },
    },
  });
  queue.on('error', (error) => reportError(error, 'fila'));
  const addBulk = createBulkAdder(queue);

  const stalls = createStallWatch(STALLED_ADD_MS);
  const add = (...args: Parameters<typeof addBulk>) => stalls.track(addBulk(...args));

  // Only a template: BullMQ duplicates it for the worker's command and blocking connections and
  // closes those itself. lazyConnect keeps the template from opening a socket of its own, and the
  // blocking fetch must wait out outages rather than error, which BullMQ enforces with
  // maxRetriesPerRequest: null.
  const workerConnection = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });

  let worker: Worker | undefined;
  let isClosed = false;
  let closing: Promise<void> | undefined;
  // Errors our processor already logged (see runJob); the worker's 'failed' event logs the rest,
  // such as a job that stalled too many times.
  const loggedErrors = new WeakSet<Error>();

  // Handlers of ours still running: a closing worker waits for them (see closeWorker).
  let runningHandlers = 0;

  function processorFor(definitions: Map<string, RunnableJob>) {
    return async (job: Job) => {
      runningHandlers += 1;
      try {
        await runJob(
          definitions.get(job.name),
          {
            // BullMQ always sets an id on jobs it hands to a processor.
            id: job.id!,
            name: job.name,
            data: job.data,
            attemptsMade: job.attemptsMade,
            attempts: job.opts.attempts ?? 1,
            backoff: toBackoff(job.opts.backoff),
          },
          logger,
        );
      } catch (error) {
        const thrown =
          error instanceof PermanentJobError
            ? new UnrecoverableError(error.message)
            : error instanceof Error
              ? error
              : new Error(String(error));
        loggedErrors.add(thrown);
        throw thrown;
      } finally {
        runningHandlers -= 1;
      }
    };
  }

  return {
    async enqueue(def, payload, enqueueOptions = {}) {
      if (isClosed) throw new Error('fila de jobs encerrada');
      const data = serializePayload(def, payload);
      return add(def.name, data, {
        jobId: enqueueOptions.jobId === undefined ? undefined : queueJobId(def, enqueueOptions.jobId),
        delay: checkDelay(enqueueOptions.delayMs),
        attempts: def.attempts,
        backoff: { type: def.backoff.type, delay: def.backoff.delayMs },
      });
    },

    async start(defs) {
      if (closing) throw new Error('fila de jobs encerrada');
      if (worker) throw new Error('fila de jobs já iniciada');
      // Not awaiting the worker's connection: with Redis down the server still boots, reports the
      // queue as degraded on /api/health, and the worker picks jobs up once Redis is back.
      worker = new Worker(name, processorFor(indexDefinitions(defs)), {
        connection: workerConnection,
        prefix,
        concurrency: options.concurrency ?? defaultConcurrency,
        ...(options.lockDurationMs === undefined
          ? {}
          : { lockDuration: options.lockDurationMs, stalledInterval: options.lockDurationMs }),
      });
      worker.on('error', (error) => reportError(error, 'worker'));
      worker.on('failed', (job, error) => {
        if (loggedErrors.has(error)) return;
        logger.error({ job: job?.name, jobId: job?.id, err: error }, 'job falhou');
      });
    },

    isReady() {
      // 'connecting' is not known to be down (the first connection, or a reconnect about to work).
      return !isClosed && !downStatuses.has(producer.status) && !stalls.isStalled();
    },

    onReady(listener) {
      producer.on('ready', listener);
      const unsubscribe = stalls.onRecovered(listener);
      return () => {
        producer.off('ready', listener);
        unsubscribe();
      };
    },

    async stats(): Promise<QueueStats> {
      const unknown: QueueStats = {
        driver: 'bullmq',
        ok: false,
        waiting: null,
        active: null,
        failed: null,
        delayed: null,
      };
      // A known outage answers at once; otherwise the counts get a short deadline.
      if (isClosed || downStatuses.has(producer.status)) return unknown;
      try {
        const counts = await withTimeout(
          queue.getJobCounts('waiting', 'active', 'failed', 'delayed'),
          statsTimeoutMs,
        );
        return {
          driver: 'bullmq',
          ok: true,
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          failed: counts.failed ?? 0,
          delayed: counts.delayed ?? 0,
        };
      } catch {
        return unknown;
      }
    },

    close() {
      closing ??= (async () => {
        // Worker first: it stops fetching and waits for running handlers, which may still enqueue.
        if (worker) await closeWorker(worker, () => runningHandlers, logger);
        isClosed = true;
        await queue.close();
        // BullMQ leaves connections it was handed open; these two are ours to close.
        if (producer.status === 'ready') await producer.quit();
        else producer.disconnect();
        workerConnection.disconnect();
      })();
      return closing;
    },
  };
}

/**
 * How long a closing worker may take once none of its handlers is running. A healthy close takes
 * milliseconds; longer means it is stuck (below), and nothing is left that Redis could record.
 */
export const CLOSE_GRACE_MS = 5_000;

/**
 * Worker.close() never settles when it starts while a connection is reconnecting (bullmq#4656,
 * open in 6.7): a shutdown during a Redis outage, or just after one, would hang until killed.
 * Running handlers are still waited for, however long; once none is left and the close has not
 * settled within CLOSE_GRACE_MS, its connections are dropped. A job whose completion could not be
 * recorded goes back to the queue when its lock expires, and every handler is keyed to run its
 * effects once.
 */
async function closeWorker(worker: Worker, runningHandlers: () => number, logger: Logger): Promise<void> {
  const closed = worker.close().then(
    () => true,
    () => true,
  );
  let idleSince: number | undefined;
  for (;;) {
    if (await Promise.race([closed, sleep(100).then(() => false)])) return;
    if (runningHandlers() > 0) {
      idleSince = undefined;
      continue;
    }
    idleSince ??= Date.now();
    if (Date.now() - idleSince >= CLOSE_GRACE_MS) break;
  }
  logger.warn('fila encerrada sem o Redis: jobs sem resultado gravado voltam à fila quando a trava expirar');
  // BullMQ's own disconnect waits for an 'end' event a reconnecting client never emits, and leaves
  // a connection it was handed alone: the blocking client it made is dropped here, the one it was
  // handed by the caller.
  const blocking = await Promise.race([worker.backend.blockingClient, sleep(100).then(() => undefined)]);
  blocking?.disconnect();
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function toBackoff(backoff: Job['opts']['backoff']): Backoff {
  if (backoff === undefined) return { type: 'fixed', delayMs: 0 };
  if (typeof backoff === 'number') return { type: 'fixed', delayMs: backoff };
  return { type: backoff.type === 'fixed' ? 'fixed' : 'exponential', delayMs: backoff.delay ?? 0 };
}

// During an outage ioredis reports every reconnect attempt; one line per distinct error a minute
// says as much without flooding the logs.
function throttledErrorLog(logger: Logger, intervalMs = 60_000) {
  const lastLogged = new Map<string, number>();
  return (error: Error, component: string) => {
    const key = `${component}:${error.message}`;
    const now = Date.now();
    if (now - (lastLogged.get(key) ?? 0) < intervalMs) return;
    lastLogged.set(key, now);
    logger.error({ err: error, component }, 'erro de Redis na fila de jobs');
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms).unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { type BusyGate, processBusyGate, startThrottle } from './busy-gate.ts';
import {
  type Backoff,
  backoffDelayMs,
  PermanentJobError,
  type RunnableJob,
  serializePayload,
} from './define-job.ts';
import {
  checkDelay,
  defaultConcurrency,
  indexDefinitions,
  type JobQueue,
  type QueueOptions,
  queueJobId,
  retention,
} from './job-queue.ts';
import type { JobStore } from './job-store.ts';
import { runJob } from './run-job.ts';

// The driver used without REDIS_URL (the embedded default, development, most tests). It keeps
// BullMQ's rules (attempts, backoff, id dedupe and retention, delays, bounded concurrency, draining
// close) so the product behaves the same on either. With a store (the server's runtime: a journal
// file on the embedded database, queued_jobs on PostgreSQL) pending and failed jobs are also kept,
// as Redis keeps them, and taken up again by the next queue on the same store: enqueue returns once
// the job is written, so what a caller acknowledged survives a crash. Without one (scripts, unit
// tests) pending work ends with the process.

type LiveJob = {
  id: string;
  name: string;
  data: unknown;
  attempts: number;
  backoff: Backoff;
  attemptsMade: number;
  state: 'waiting' | 'delayed' | 'active';
  timer?: NodeJS.Timeout;
  /** Settles once the job is written to the store (at once without one). */
  stored: Promise<void>;
};

type Outcome = 'completed' | 'failed';

export function createMemoryQueue(
  options: QueueOptions & { store?: JobStore; busyGate?: BusyGate },
): JobQueue {
  const { logger, store } = options;
  // Acknowledgements share the event loop with the handlers: on a busy loop jobs start sparingly.
  const throttle = startThrottle(options.busyGate ?? processBusyGate);
  const concurrency = options.concurrency ?? defaultConcurrency;
  const live = new Map<string, LiveJob>();
  // Finished jobs are remembered (id and time only) so their ids keep deduplicating, like
  // BullMQ's completed and failed sets: one map per outcome, in finishing order, so pruning only
  // ever looks at the oldest.
  const finished: Record<Outcome, Map<string, number>> = { completed: new Map(), failed: new Map() };
  const waiting: LiveJob[] = [];
  const running = new Set<Promise<void>>();
  let definitions: Map<string, RunnableJob> | undefined;
  let isDraining = false;
  let isClosed = false;
  let closing: Promise<void> | undefined;
  let loading: Promise<void> | undefined;
  let isPumpScheduled = false;
  let deferredPump: NodeJS.Timeout | undefined;
  // Handlers run in the queue's own async context, as they do in a BullMQ worker, not in the
  // enqueuer's: a job must not log under the request id that created it, or see its context.
  const home = new AsyncResource('memory-job-queue');

  // Unique across restarts, since stored jobs outlive the process; custom ids always contain "/",
  // so the two never collide.
  const nextAutoId = () => randomUUID();

  // The jobs a previous queue on the same store left: pending ones run again (their delay and
  // failed attempts kept), failed ones keep their id deduplicating. Once, before the first use.
  function loaded(): Promise<void> {
    if (!store) return Promise.resolve();
    loading ??= store.load().then(
      (rows) => {
        const now = Date.now();
        for (const { runAt, failedAt, ...row } of rows) {
          if (failedAt) {
            finished.failed.set(row.id, failedAt.getTime());
            continue;
          }
          const job: LiveJob = { ...row, state: 'waiting', stored: Promise.resolve() };
          live.set(job.id, job);
          home.runInAsyncScope(() => schedule(job, runAt.getTime() - now));
        }
        if (rows.length > 0) prune('failed');
      },
      (error) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  function schedule(job: LiveJob, delayMs: number) {
    if (delayMs <= 0) {
      job.state = 'waiting';
      waiting.push(job);
      schedulePump();
      return;
    }
    job.state = 'delayed';
    // Unref'd: a pending delay or retry must not keep a finished process (a script, a test) alive.
    job.timer = setTimeout(() => {
      job.timer = undefined;
      schedule(job, 0);
    }, delayMs).unref();
  }

  // Deferred, so enqueue returns before a handler starts, as with a worker across the network.
  function schedulePump() {
    if (isPumpScheduled) return;
    isPumpScheduled = true;
    setImmediate(() => {
      isPumpScheduled = false;
      pump();
    });
  }

  function pump() {
    if (!definitions || isDraining) return;
    while (running.size < concurrency && waiting.length > 0) {
      const waitMs = throttle.waitMs();
      if (waitMs > 0) {
        deferredPump ??= setTimeout(() => {
          deferredPump = undefined;
          pump();
        }, waitMs);
        return;
      }
      const job = waiting.shift() as LiveJob;
      job.state = 'active';
      const run: Promise<void> = attempt(job).finally(() => {
        running.delete(run);
        pump();
      });
      running.add(run);
    }
  }

  async function attempt(job: LiveJob) {
    try {
      await runJob(definitions?.get(job.name), job, logger);
      finish(job, 'completed');
    } catch (error) {
      job.attemptsMade += 1;
      if (error instanceof PermanentJobError || job.attemptsMade >= job.attempts) {
        finish(job, 'failed');
        return;
      }
      const delayMs = backoffDelayMs(job.backoff, job.attemptsMade);
      store?.reschedule(job.id, job.attemptsMade, new Date(Date.now() + delayMs));
      schedule(job, delayMs);
    }
  }

  function finish(job: LiveJob, outcome: Outcome) {
    const now = Date.now();
    live.delete(job.id);
    finished[outcome].set(job.id, now);
    // A completed job leaves the store; a failed one stays, as BullMQ keeps its failed set.
    if (outcome === 'completed') store?.remove(job.id);
    else store?.markFailed(job.id, job.attemptsMade, new Date(now));
    prune(outcome);
  }

  // BullMQ's removeOnComplete/removeOnFail with age and count: evaluated when a job finishes.
  function prune(outcome: Outcome) {
    const { ageSeconds, count } = retention[outcome];
    const cutoff = Date.now() - ageSeconds * 1000;
    const entries = finished[outcome];
    for (const [id, at] of entries) {
      if (entries.size <= count && at >= cutoff) return;
      entries.delete(id);
      if (outcome === 'failed') store?.remove(id);
    }
  }

  return {
    async enqueue(def, payload, enqueueOptions = {}) {
      if (isClosed) throw new Error('fila de jobs encerrada');
      const data = serializePayload(def, payload);
      const delayMs = checkDelay(enqueueOptions.delayMs);
      const id = enqueueOptions.jobId === undefined ? nextAutoId() : queueJobId(def, enqueueOptions.jobId);
      await loaded();
      const existing = live.get(id);
      if (existing) {
        // A duplicate is safe once the first is: both callers answer for the same stored job.
        await existing.stored;
        return id;
      }
      if (finished.completed.has(id) || finished.failed.has(id)) return id;
      // The definition's retry policy goes with the job, as BullMQ stores it in the job's options.
      const fields = {
        id,
        name: def.name,
        data,
        attempts: def.attempts,
        backoff: def.backoff,
        attemptsMade: 0,
      };
      const job: LiveJob = { ...fields, state: 'waiting', stored: Promise.resolve() };
      live.set(id, job);
      if (store) {
        job.stored = store.add({ ...fields, runAt: new Date(Date.now() + delayMs), failedAt: null });
        try {
          await job.stored;
        } catch (error) {
          live.delete(id);
          throw error;
        }
        // Closed while the job was written: it stays for the next start, not for this queue.
        if (isClosed) return id;
      }
      home.runInAsyncScope(() => schedule(job, delayMs));
      return id;
    },

    async start(defs) {
      if (closing) throw new Error('fila de jobs encerrada');
      if (definitions) throw new Error('fila de jobs já iniciada');
      definitions = indexDefinitions(defs);
      await loaded();
      home.runInAsyncScope(schedulePump);
    },

    async stats() {
      await loaded();
      const count = (state: LiveJob['state']) =>
        [...live.values()].filter((job) => job.state === state).length;
      return {
        driver: 'memory',
        ok: !isClosed,
        waiting: count('waiting'),
        active: count('active'),
        delayed: count('delayed'),
        failed: finished.failed.size,
      };
    },

    close() {
      closing ??= (async () => {
        // Handlers still running may enqueue follow-ups, as they can with BullMQ while its worker
        // drains; those are accepted, and left with the rest of the pending work: in the store for
        // the next start, or dropped without one.
        isDraining = true;
        while (running.size > 0) await Promise.all(running);
        isClosed = true;
        clearTimeout(deferredPump);
        for (const job of live.values()) clearTimeout(job.timer);
        await store?.flush();
        if (live.size > 0 && store) logger.info({ pending: live.size }, 'jobs pendentes ficam guardados');
        else if (live.size > 0)
          logger.warn({ dropped: live.size }, 'fila em memória: jobs pendentes descartados');
        live.clear();
        waiting.length = 0;
      })();
      return closing;
    },
  };
}

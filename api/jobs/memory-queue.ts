import { AsyncResource } from 'node:async_hooks';
import {
  type Backoff,
  backoffDelayMs,
  type JobDefinition,
  PermanentJobError,
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
import { runJob } from './run-job.ts';

// The driver used without REDIS_URL (development, small installs, most tests). It keeps BullMQ's
// rules (attempts, backoff, id dedupe and retention, delays, bounded concurrency, draining close)
// so the product behaves the same on either; what it cannot keep is pending work across restarts.

type LiveJob = {
  id: string;
  name: string;
  data: unknown;
  attempts: number;
  backoff: Backoff;
  attemptsMade: number;
  state: 'waiting' | 'delayed' | 'active';
  timer?: NodeJS.Timeout;
};

type Outcome = 'completed' | 'failed';

export function createMemoryQueue(options: QueueOptions): JobQueue {
  const { logger } = options;
  const concurrency = options.concurrency ?? defaultConcurrency;
  const live = new Map<string, LiveJob>();
  // Finished jobs are remembered (id and time only) so their ids keep deduplicating, like
  // BullMQ's completed and failed sets: one map per outcome, in finishing order, so pruning only
  // ever looks at the oldest.
  const finished: Record<Outcome, Map<string, number>> = { completed: new Map(), failed: new Map() };
  const waiting: LiveJob[] = [];
  const running = new Set<Promise<void>>();
  let definitions: Map<string, JobDefinition> | undefined;
  let isDraining = false;
  let isClosed = false;
  let closing: Promise<void> | undefined;
  let lastId = 0;
  let isPumpScheduled = false;
  // Handlers run in the queue's own async context, as they do in a BullMQ worker, not in the
  // enqueuer's: a job must not log under the request id that created it, or see its context.
  const home = new AsyncResource('memory-job-queue');

  // Plain numbers, like BullMQ's; custom ids always contain "/", so the two never collide.
  function nextAutoId() {
    lastId += 1;
    return String(lastId);
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
    while (running.size < concurrency) {
      const job = waiting.shift();
      if (!job) return;
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
      if (error instanceof PermanentJobError || job.attemptsMade >= job.attempts) finish(job, 'failed');
      else schedule(job, backoffDelayMs(job.backoff, job.attemptsMade));
    }
  }

  function finish(job: LiveJob, outcome: Outcome) {
    live.delete(job.id);
    finished[outcome].set(job.id, Date.now());
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
    }
  }

  return {
    async enqueue(def, payload, enqueueOptions = {}) {
      if (isClosed) throw new Error('fila de jobs encerrada');
      const data = serializePayload(def, payload);
      const delayMs = checkDelay(enqueueOptions.delayMs);
      const id = enqueueOptions.jobId === undefined ? nextAutoId() : queueJobId(def, enqueueOptions.jobId);
      if (live.has(id) || finished.completed.has(id) || finished.failed.has(id)) return id;
      const job: LiveJob = {
        id,
        name: def.name,
        data,
        attempts: def.attempts,
        backoff: def.backoff,
        attemptsMade: 0,
        state: 'waiting',
      };
      live.set(id, job);
      home.runInAsyncScope(() => schedule(job, delayMs));
      return id;
    },

    async start(defs) {
      if (closing) throw new Error('fila de jobs encerrada');
      if (definitions) throw new Error('fila de jobs já iniciada');
      definitions = indexDefinitions(defs);
      home.runInAsyncScope(schedulePump);
    },

    async stats() {
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
        // drains; those are accepted, and dropped below with the rest of the pending work.
        isDraining = true;
        while (running.size > 0) await Promise.all(running);
        isClosed = true;
        for (const job of live.values()) clearTimeout(job.timer);
        if (live.size > 0) {
          logger.warn({ dropped: live.size }, 'fila em memória encerrada: jobs pendentes descartados');
        }
        live.clear();
        waiting.length = 0;
      })();
      return closing;
    },
  };
}

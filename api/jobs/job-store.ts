import type { Logger } from '#api/logger.ts';
import type { Db } from '#prisma/client.ts';
import type { Backoff } from './define-job.ts';

// Where the in-process queue keeps its jobs (queued_jobs) so a crash loses none of them: the
// embedded default's answer to Redis's append-only file. Inserts and deletes issued in the same
// turn of the event loop go to the database as one statement (a burst of webhook acknowledgements
// costs one INSERT, not one each: bench/webhook); each enqueue still waits for its own row.

export type StoredJob = {
  id: string;
  name: string;
  data: unknown;
  attemptsMade: number;
  /** The job's retry policy, fixed when it was enqueued. */
  attempts: number;
  backoff: Backoff;
  runAt: Date;
  /** Set when the job finally failed: kept for inspection and to keep its id deduplicating. */
  failedAt: Date | null;
};

export type JobStore = {
  /** Every job of this queue, oldest run time first. */
  load(): Promise<StoredJob[]>;
  /** Resolves once the row is written; a row with the same id already there is left as it is. */
  add(job: StoredJob): Promise<void>;
  /** A failed attempt: the next one runs at `runAt`. */
  reschedule(id: string, attemptsMade: number, runAt: Date): void;
  markFailed(id: string, attemptsMade: number, failedAt: Date): void;
  /** A completed job, or a failed one past retention. */
  remove(id: string): void;
  /** Waits for every write issued so far. */
  flush(): Promise<void>;
};

type Pending<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

/** Collects items issued in one turn of the event loop and writes them with one call. */
function batcher<T>(write: (items: T[]) => Promise<unknown>) {
  let pending: Pending<T>[] = [];
  async function run() {
    const batch = pending;
    pending = [];
    try {
      await write(batch.map((entry) => entry.item));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (pending.length === 1) setImmediate(run);
    });
}

export function createJobStore(options: { db: Db; queue: string; logger: Logger }): JobStore {
  const { db, queue, logger } = options;
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(write: Promise<T>): Promise<T> {
    inFlight.add(write);
    const forget = () => inFlight.delete(write);
    write.then(forget, forget);
    return write;
  }

  const insert = batcher<StoredJob>((jobs) =>
    db.queuedJob.createMany({
      data: jobs.map((job) => ({
        queue,
        id: job.id,
        name: job.name,
        payload: job.data === undefined ? null : JSON.stringify(job.data),
        attempts_made: job.attemptsMade,
        attempts: job.attempts,
        backoff_type: job.backoff.type,
        backoff_ms: job.backoff.delayMs,
        run_at: job.runAt,
        failed_at: job.failedAt,
      })),
      skipDuplicates: true,
    }),
  );
  // The writes after the insert are not waited for: one that fails leaves the row as it was, so
  // the job runs again at the next start (or is counted as pending), and every handler is keyed to
  // run its effects once.
  function settle(write: Promise<unknown>, jobId: string) {
    track(write).catch((error) => logger.warn({ err: error, jobId }, 'queued_jobs não atualizada'));
  }

  const deleteRows = batcher<string>((ids) => db.queuedJob.deleteMany({ where: { queue, id: { in: ids } } }));

  return {
    async load() {
      const rows = await db.queuedJob.findMany({
        where: { queue },
        orderBy: { run_at: 'asc' },
        select: {
          id: true,
          name: true,
          payload: true,
          attempts_made: true,
          attempts: true,
          backoff_type: true,
          backoff_ms: true,
          run_at: true,
          failed_at: true,
        },
      });
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        data: row.payload === null ? undefined : JSON.parse(row.payload),
        attemptsMade: row.attempts_made,
        attempts: row.attempts,
        backoff: {
          type: row.backoff_type === 'exponential' ? 'exponential' : 'fixed',
          delayMs: row.backoff_ms,
        },
        runAt: row.run_at,
        failedAt: row.failed_at,
      }));
    },

    add: (job) => track(insert(job)),

    reschedule(id, attemptsMade, runAt) {
      settle(
        db.queuedJob.updateMany({
          where: { queue, id },
          data: { attempts_made: attemptsMade, run_at: runAt },
        }),
        id,
      );
    },

    markFailed(id, attemptsMade, failedAt) {
      settle(
        db.queuedJob.updateMany({
          where: { queue, id },
          data: { attempts_made: attemptsMade, failed_at: failedAt },
        }),
        id,
      );
    },

    remove(id) {
      settle(deleteRows(id), id);
    },

    async flush() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

import type { JobStore, StoredJob } from '#platform/jobs/job-store.ts';
import type { LegacyJobs } from '#platform/jobs/journal-store.ts';
import type { Logger } from '#platform/logger.ts';
import { type Db, Prisma } from '#prisma/client.ts';

// Where the in-process queue keeps its jobs (queued_jobs) on PostgreSQL without Redis, so a crash
// loses none of them. (The embedded default keeps them in a journal file instead, and takes in
// the rows an older version left here: see queuedJobsToMove.) Inserts, and deletes, go to the database
// in batches (a burst of webhook acknowledgements costs one INSERT, not one each: bench/webhook);
// each enqueue still waits for its own row.

type Pending<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

// Rows per statement: well under PostgreSQL's 65,535 parameters, and a bounded statement size.
const MAX_BATCH = 100;

/**
 * Writes items with one call per batch, one batch at a time: whatever arrives while a write runs
 * goes in the next. Each statement costs a round trip and Prisma's own work whatever its size, so
 * under load batches grow instead of statements queueing up.
 */
function batcher<T>(write: (items: T[]) => Promise<unknown>) {
  let pending: Pending<T>[] = [];
  let isWriting = false;
  async function run() {
    while (pending.length > 0) {
      const batch = pending.slice(0, MAX_BATCH);
      pending = pending.slice(batch.length);
      try {
        await write(batch.map((entry) => entry.item));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    isWriting = false;
  }
  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (isWriting) return;
      isWriting = true;
      // Deferred a turn, so the items of one burst share the first statement too.
      setImmediate(run);
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

  // Raw statements for the two writes every job makes: Prisma's createMany took 59 ms for 32 rows
  // on PGlite where this INSERT takes 7 ms, and its deleteMany twice this DELETE's time.
  const insert = batcher<StoredJob>((jobs) => {
    const rows = jobs.map(
      (job) =>
        Prisma.sql`(${queue}, ${job.id}, ${job.name}, ${job.data === undefined ? null : JSON.stringify(job.data)},
          ${job.attemptsMade}, ${job.attempts}, ${job.backoff.type}, ${job.backoff.delayMs}, ${job.runAt}, ${job.failedAt})`,
    );
    return db.$executeRaw`INSERT INTO queued_jobs
      (queue, id, name, payload, attempts_made, attempts, backoff_type, backoff_ms, run_at, failed_at)
      VALUES ${Prisma.join(rows)} ON CONFLICT DO NOTHING`;
  });
  const deleteRows = batcher<string>(
    (ids) => db.$executeRaw`DELETE FROM queued_jobs WHERE queue = ${queue} AND id = ANY(${ids})`,
  );

  // The writes after the insert are not waited for: one that fails leaves the row as it was, so
  // the job runs again at the next start (or is counted as pending), and every handler is keyed to
  // run its effects once.
  function settle(write: Promise<unknown>, jobId: string) {
    track(write).catch((error) => logger.warn({ err: error, jobId }, 'queued_jobs não atualizada'));
  }

  return {
    load: () => loadQueuedJobs(db, queue),

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

async function loadQueuedJobs(db: Db, queue: string): Promise<StoredJob[]> {
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
}

/**
 * The jobs an older embedded version kept in queued_jobs, for the journal to take in at its first
 * start (platform/jobs/journal-store.ts): read, then deleted once the journal holds them.
 */
export function queuedJobsToMove(options: { db: Db; queue: string }): LegacyJobs {
  const { db, queue } = options;
  return {
    load: () => loadQueuedJobs(db, queue),
    async remove(ids) {
      // In slices: a long backlog would pass the bind parameters one statement may carry.
      for (let i = 0; i < ids.length; i += 1000) {
        await db.queuedJob.deleteMany({ where: { queue, id: { in: ids.slice(i, i + 1000) } } });
      }
    },
  };
}

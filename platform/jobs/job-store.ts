import type { JobRun } from './run-job.ts';

// What the in-process queue needs from where it keeps its jobs: a journal file on the embedded
// default (journal-store.ts), queued_jobs on PostgreSQL (prisma/queued-jobs-store.ts), chosen by
// the composition root (server/runtime.ts).

/** A run of the job (its retry policy fixed when it was enqueued), with when and whether it failed. */
export type StoredJob = JobRun & {
  runAt: Date;
  /** Set when the job finally failed: kept for inspection and to keep its id deduplicating. */
  failedAt: Date | null;
};

export type JobStore = {
  /** Every job of this queue, oldest run time first. */
  load(): Promise<StoredJob[]>;
  /** Resolves once the job is written; a job with the same id already there is left as it is. */
  add(job: StoredJob): Promise<void>;
  /** A failed attempt: the next one runs at `runAt`. */
  reschedule(id: string, attemptsMade: number, runAt: Date): void;
  markFailed(id: string, attemptsMade: number, failedAt: Date): void;
  /** A completed job, or a failed one past retention. */
  remove(id: string): void;
  /** Waits for every write issued so far. */
  flush(): Promise<void>;
};

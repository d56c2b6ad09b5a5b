import type { z } from 'zod';
import type { Logger } from '#platform/logger.ts';
import type { JobDefinition, RunnableJob } from './define-job.ts';

export type EnqueueOptions = {
  /**
   * Deduplication key, scoped to the job's name. While a job with this key exists (waiting,
   * delayed, active, or finished and still retained, see `retention`), enqueueing it again is a
   * no-op that returns the existing job's id.
   */
  jobId?: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
};

export type QueueStats = {
  driver: 'bullmq' | 'memory';
  ok: boolean;
  // null when the counts are unknown (Redis unreachable): a 0 there would read as "all clear".
  waiting: number | null;
  active: number | null;
  failed: number | null;
  delayed: number | null;
};

export type JobQueue = {
  /** Validates the payload (throws JobPayloadError, enqueueing nothing) and returns the job's id. */
  enqueue<Schema extends z.ZodType>(
    def: JobDefinition<Schema>,
    payload: z.input<Schema>,
    options?: EnqueueOptions,
  ): Promise<string>;
  /** Starts running jobs, including those enqueued before the call. */
  start(jobs: readonly RunnableJob[]): Promise<void>;
  stats(): Promise<QueueStats>;
  /**
   * False while the driver knows its store is unreachable (Redis reconnecting) or hung (an add
   * unanswered past STALLED_ADD_MS), so a caller with a fallback need not wait on it. Absent for
   * drivers that cannot be unreachable (memory).
   */
  isReady?(): boolean;
  /** Calls the listener each time the store (re)connects or answers again; returns the unsubscribe. */
  onReady?(listener: () => void): () => void;
  /** Stops taking jobs, waits for running handlers to finish, then releases connections and timers. */
  close(): Promise<void>;
};

export type QueueOptions = {
  logger: Logger;
  concurrency?: number;
  /** The BullMQ queue's name; `jobs` unless a kind of work needs its own concurrency (conversations). */
  name?: string;
  /**
   * BullMQ: how long a worker's hold on an active job lasts unrenewed, and how often holds are
   * checked; a job of a killed worker runs again after about twice this (default 30 s). The fault
   * suite shortens it to see that retry quickly.
   */
  lockDurationMs?: number;
};

/** One queue for every job: see bullmq-queue.ts for why. */
export const queueName = 'jobs';

// Handlers mostly wait on I/O (WhatsApp, model API, database), so a few run side by side.
export const defaultConcurrency = 5;

// How long finished jobs keep their id (and so keep deduplicating it). Completed jobs are kept an
// hour so a late duplicate (a webhook retried after its job already ran) is still a no-op; failed
// ones a week, for inspection. As in BullMQ, expired entries are only dropped when a later job of
// the same outcome finishes.
export const retention = {
  completed: { ageSeconds: 60 * 60, count: 1000 },
  failed: { ageSeconds: 7 * 24 * 60 * 60, count: 1000 },
} as const;

/** Custom ids are namespaced by job name, so two jobs may use the same business key. */
export function queueJobId(def: JobDefinition, jobId: string): string {
  if (jobId === '') throw new Error(`job ${def.name}: jobId vazio`);
  // BullMQ rejects custom ids containing ":" (its key separator); encoding keeps ids like
  // "match:42" usable and distinct from "match%3A42".
  return `${def.name}/${encodeURIComponent(jobId)}`;
}

export function indexDefinitions(defs: readonly RunnableJob[]): Map<string, RunnableJob> {
  const byName = new Map<string, RunnableJob>();
  for (const def of defs) {
    if (byName.has(def.name)) throw new Error(`job "${def.name}" registrado duas vezes`);
    byName.set(def.name, def);
  }
  return byName;
}

export function checkDelay(delayMs: number | undefined): number {
  const delay = delayMs ?? 0;
  if (!Number.isFinite(delay) || delay < 0) throw new Error(`delayMs inválido: ${delayMs}`);
  return Math.round(delay);
}

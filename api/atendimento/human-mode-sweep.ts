import { type BucketScheduler, startBucketScheduler } from '#platform/jobs/bucket-scheduler.ts';
import type { JobHandler } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { returnStaleToBot } from './human-mode.ts';
import { humanModeSweepJob } from './jobs.ts';

// Human mode ends by itself HUMAN_MODE_TIMEOUT_HOURS after the last admin message, so a
// conversation an admin forgot is answered again. Once per interval across processes
// (bucket-scheduler.ts); the sweep is one conditional UPDATE, safe to run twice.

export const HUMAN_MODE_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Every 5 minutes, or a quarter of the timeout when that is shorter, so a conversation returns
 * within about a quarter of the timeout after it (an installation, or the e2e run, with minutes).
 */
export function sweepIntervalMs(timeoutHours: number): number {
  return Math.max(5_000, Math.min(HUMAN_MODE_SWEEP_INTERVAL_MS, (timeoutHours * 3600_000) / 4));
}

export const handleHumanModeSweep: JobHandler<typeof humanModeSweepJob> = async ({ timeoutHours }, ctx) => {
  const { devolvidas } = await returnStaleToBot({ db, timeoutHours, now: new Date() });
  if (devolvidas.length > 0) {
    ctx.logger.info(
      { conversas: devolvidas.length },
      'atendimento humano encerrado por tempo: conversas devolvidas ao bot',
    );
  }
};

export function startHumanModeScheduler(options: {
  queue: JobQueue;
  logger: Logger;
  timeoutHours: number;
  intervalMs?: number;
  now?: () => number;
}): BucketScheduler {
  return startBucketScheduler({
    ...options,
    job: humanModeSweepJob,
    payload: { timeoutHours: options.timeoutHours },
    intervalMs: options.intervalMs ?? sweepIntervalMs(options.timeoutHours),
    what: 'a devolução de conversas ao bot',
  });
}

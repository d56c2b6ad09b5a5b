import type { JobHandler } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { returnStaleToBot } from './human-mode.ts';
import { humanModeSweepJob } from './jobs.ts';

// Human mode ends by itself HUMAN_MODE_TIMEOUT_HOURS after the last admin message, so a
// conversation an admin forgot is answered again. Same pattern as the wish expiry: each process
// ticks and enqueues under the id of the current time bucket (one run per interval across
// processes), and the sweep is one conditional UPDATE, safe to run twice.

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
}): { stop(): void; tick(): Promise<void> } {
  const intervalMs = options.intervalMs ?? sweepIntervalMs(options.timeoutHours);
  const now = options.now ?? Date.now;
  const tick = async () => {
    try {
      await options.queue.enqueue(
        humanModeSweepJob,
        { timeoutHours: options.timeoutHours },
        { jobId: `bucket:${Math.floor(now() / intervalMs)}` },
      );
    } catch (error) {
      options.logger.error({ err: error }, 'não foi possível agendar a devolução de conversas ao bot');
    }
  };
  void tick();
  // Unref'd: the scheduler never keeps a finished process alive.
  const timer = setInterval(() => void tick(), intervalMs).unref();
  return { stop: () => clearInterval(timer), tick };
}

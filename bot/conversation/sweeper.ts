import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { type Db, db as defaultDb } from '#prisma/client.ts';
import { listStalledConversations } from './conversation-data.ts';
import { enqueueTurnJob } from './jobs.ts';

// The safety net under the turn jobs: a message still waiting long after it arrived lost its turn
// (the process died with the in-memory queue, a worker crashed while its conversation lock was
// still valid so the retried job found it taken, or every attempt failed). It gets a new turn job.
// Waiting messages older than a day are left alone: outside WhatsApp's 24-hour window a free-text
// reply would not be delivered, and an answer that late helps no one.

const dayMs = 24 * 60 * 60 * 1000;

export type TurnSweeper = { sweep(options?: { all?: boolean }): Promise<number>; stop(): void };

export function startTurnSweeper(options: {
  queue: JobQueue;
  logger: Logger;
  db?: Db;
  intervalMs?: number;
  /** How old a waiting message must be to count as lost (a normal turn takes seconds). */
  staleMs?: number;
}): TurnSweeper {
  const { queue, logger } = options;
  const intervalMs = options.intervalMs ?? 60_000;
  const staleMs = options.staleMs ?? 60_000;

  async function sweep({ all = false } = {}): Promise<number> {
    const now = Date.now();
    const stalled = await listStalledConversations(options.db ?? defaultDb, {
      since: new Date(now - dayMs),
      before: new Date(all ? now : now - staleMs),
    });
    // A fresh id per round: the lost turn's own job id is spent (finished ids keep deduplicating).
    const round = Math.floor(now / intervalMs);
    for (const { conversationId, messageId } of stalled) {
      await enqueueTurnJob(queue, conversationId, `${conversationId}:${messageId}:retomada-${round}`);
    }
    if (stalled.length > 0) logger.warn({ conversations: stalled.length }, 'turnos retomados');
    return stalled.length;
  }

  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .catch((error) => logger.error({ err: error }, 'falha ao retomar turnos'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}

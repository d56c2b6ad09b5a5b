import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { type Db, db as defaultDb } from '#prisma/client.ts';
import { deliverJob } from './jobs.ts';
import { DEFAULT_OUTBOUND_LEASE_MS, WINDOW_MS } from './lease.ts';
import { expireOutbound, type IdleOutbound, listIdleOutbound } from './lease-data.ts';

// The safety net under outbound deliveries, as the turn sweeper is under turns. A row stays
// pending when its process died: 'sending' past its lease (killed between storing a reply and
// sending it, or with the Graph API's answer in flight), or 'queued' with its job lost (the
// in-process queue forgets its jobs on a crash). Every worker process runs one, at start and then
// every few seconds; each such row gets an outbound.deliver job, whose atomic claim lets one
// attempt send however many workers swept. A row Meta's status callback settled (by our key in
// biz_opaque_callback_data) is no longer pending, so it is never sent again. A row older than
// WhatsApp's window is failed, not sent a day late.

const BATCH = 500;
const MAX_BATCHES = 20;
// A periodic sweep looks a little past the window, to fail what has just crossed it; the first
// one, at start, looks back a week (what an outage or a stopped installation left).
const LOOKBACK_MS = WINDOW_MS + 60 * 60_000;
const START_LOOKBACK_MS = 7 * 24 * 60 * 60_000;
// A 'queued' row idle this long outlived every backoff of its job (at most 320 s apart, or a
// Retry-After): its job id is spent (the job died on an error of its own) and a fresh one is used.
const QUEUED_SPENT_MS = 30 * 60_000;
const EXPIRED_ERROR = 'não enviada: a janela de 24 horas do WhatsApp passou antes da entrega';

export type OutboundSweep = { resumed: number; expired: number };

export type OutboundSweeper = {
  /** Stops the timer and waits for a sweep under way (it may be enqueuing). */
  stop(): Promise<void>;
};

export type SweepOptions = {
  queue: JobQueue;
  logger: Logger;
  db?: Db;
  /** How long a 'sending' row belongs to its attempt (lease.ts). */
  leaseMs?: number;
};

/**
 * The job id that resumes a row. Keyed by what was found, so two sweeps (two workers, or two
 * rounds before the job ran) enqueue it once: an ended lease by its start, a queued row by the id
 * of its own job (a no-op while that job still waits in Redis) until that id must be spent.
 */
export function resumeJobId(row: IdleOutbound, now = Date.now()): string {
  const since = row.updated_at.getTime();
  if (row.status === 'sending') return `${row.id}:lease-${since}`;
  return now - since > QUEUED_SPENT_MS ? `${row.id}:fila-${since}` : row.id;
}

/** One sweep: resumes the idle rows created in the last `lookbackMs`, fails those past the window. */
export async function sweepOutbound(options: SweepOptions & { lookbackMs?: number }): Promise<OutboundSweep> {
  const { queue, logger } = options;
  const db = options.db ?? defaultDb;
  const leaseMs = options.leaseMs ?? DEFAULT_OUTBOUND_LEASE_MS;
  const now = Date.now();
  const result: OutboundSweep = { resumed: 0, expired: 0 };
  let since = new Date(now - (options.lookbackMs ?? LOOKBACK_MS));
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const rows = await listIdleOutbound(db, { since, idleBefore: new Date(now - leaseMs), limit: BATCH });
    for (const row of rows) {
      if (now - row.created_at.getTime() >= WINDOW_MS) {
        if (await expireOutbound(db, row, EXPIRED_ERROR)) result.expired += 1;
        continue;
      }
      await queue.enqueue(deliverJob, { messageId: row.id }, { jobId: resumeJobId(row, now) });
      result.resumed += 1;
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) break;
    since = new Date(last.created_at.getTime() + 1);
  }
  if (result.resumed > 0) logger.warn({ rows: result.resumed }, 'envios ao WhatsApp retomados');
  if (result.expired > 0) {
    logger.error({ rows: result.expired }, 'mensagens não enviadas: janela de 24 horas do WhatsApp passou');
  }
  return result;
}

/** Sweeps at once (looking back a week), then every `intervalMs`: a quarter of the lease, 30 s at most. */
export function startOutboundSweeper(options: SweepOptions & { intervalMs?: number }): OutboundSweeper {
  const leaseMs = options.leaseMs ?? DEFAULT_OUTBOUND_LEASE_MS;
  const intervalMs = options.intervalMs ?? Math.min(30_000, Math.max(100, Math.round(leaseMs / 4)));
  let running: Promise<unknown> | undefined;
  const tick = (lookbackMs?: number) => {
    if (running) return;
    running = sweepOutbound({ ...options, lookbackMs })
      .catch((error) => options.logger.error({ err: error }, 'falha ao retomar envios ao WhatsApp'))
      .finally(() => {
        running = undefined;
      });
  };
  // At start: a 'sending' row of the previous run is resumed as soon as its lease has ended.
  tick(START_LOOKBACK_MS);
  const timer = setInterval(() => tick(), intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

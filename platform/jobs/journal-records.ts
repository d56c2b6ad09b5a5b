import { z } from 'zod';
import type { StoredJob } from './job-store.ts';

// The lines of a queue's journal (journal-store.ts): one JSON record per line, each a change to the
// queue's jobs, so the jobs are what replaying the lines in order leaves. JSON escapes newlines,
// NUL and lone surrogates, so any payload fits on one line and reads back exactly.

const addRecord = z.object({
  op: z.literal('add'),
  id: z.string(),
  name: z.string(),
  data: z.unknown(),
  attempts: z.number(),
  backoff: z.object({ type: z.enum(['exponential', 'fixed']), delayMs: z.number() }),
  attemptsMade: z.number(),
  runAt: z.number(),
  failedAt: z.number().nullable(),
});

const journalRecord = z.discriminatedUnion('op', [
  addRecord,
  z.object({ op: z.literal('reschedule'), id: z.string(), attemptsMade: z.number(), runAt: z.number() }),
  z.object({ op: z.literal('failed'), id: z.string(), attemptsMade: z.number(), failedAt: z.number() }),
  z.object({ op: z.literal('remove'), id: z.string() }),
]);

export type JournalRecord = z.infer<typeof journalRecord>;

export function addRecordOf(job: StoredJob): JournalRecord {
  const { runAt, failedAt, ...fields } = job;
  return { op: 'add', ...fields, runAt: runAt.getTime(), failedAt: failedAt?.getTime() ?? null };
}

/**
 * Applies one change to the jobs by id. An add for an id already there is ignored, as the
 * database's ON CONFLICT DO NOTHING was: the first add of a job wins, whether it is repeated by a
 * retried write or by a migration from queued_jobs cut short by a crash.
 */
export function applyRecord(jobs: Map<string, StoredJob>, record: JournalRecord): void {
  const job = jobs.get(record.id);
  switch (record.op) {
    case 'add': {
      if (job) return;
      const { op: _op, runAt, failedAt, ...fields } = record;
      jobs.set(record.id, {
        ...fields,
        runAt: new Date(runAt),
        failedAt: failedAt === null ? null : new Date(failedAt),
      });
      return;
    }
    case 'reschedule':
      if (job) Object.assign(job, { attemptsMade: record.attemptsMade, runAt: new Date(record.runAt) });
      return;
    case 'failed':
      if (job) Object.assign(job, { attemptsMade: record.attemptsMade, failedAt: new Date(record.failedAt) });
      return;
    case 'remove':
      jobs.delete(record.id);
  }
}

export type Replayed = {
  jobs: Map<string, StoredJob>;
  /** A last line without its newline: a write the process was killed in the middle of. */
  hasCutLine: boolean;
  /** Complete lines that did not parse (never written by this code: a damaged file). */
  badLines: number;
};

export function replayJournal(text: string): Replayed {
  const jobs = new Map<string, StoredJob>();
  const lines = text.split('\n');
  // After the last newline: empty when the last write completed.
  const tail = lines.pop() ?? '';
  let badLines = 0;
  for (const line of lines) {
    if (line === '') continue;
    const record = parseLine(line);
    if (record) applyRecord(jobs, record);
    else badLines += 1;
  }
  return { jobs, hasCutLine: tail !== '', badLines };
}

function parseLine(line: string): JournalRecord | undefined {
  try {
    const parsed = journalRecord.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

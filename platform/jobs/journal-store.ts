import { join } from 'node:path';
import { createBatchWriter } from '#platform/batch-writer.ts';
import type { Logger } from '#platform/logger.ts';
import type { JobStore, StoredJob } from './job-store.ts';
import { journalFile, readJournal } from './journal-file.ts';
import { addRecordOf, applyRecord, type JournalRecord, replayJournal } from './journal-records.ts';

// Where the embedded default's in-process queue keeps its jobs: an append-only journal per queue,
// `<dir>/<queue>.jsonl`, Redis' append-only file in small. Not the embedded database: PGlite runs
// one statement at a time on the server's event loop, so an acknowledgement's INSERT waited behind
// the conversation turns' statements (embedded soak: 53 acknowledgements/s of 200 offered, p50
// 10.4 s). Changes that arrive in one turn of the event loop go out in one write, and each add
// resolves once its line is written (journal-file.ts says why written, not fsynced). The file is
// rewritten with only the live jobs at start and once it grows well past them.

/** Jobs an older version kept in the database (queued_jobs), taken into the journal once. */
export type LegacyJobs = {
  load(): Promise<StoredJob[]>;
  /** Called once the journal holds them, before any of them runs. */
  remove(ids: string[]): Promise<void>;
};

/** Lines past which the journal is rewritten, if it also holds twice the live jobs. */
export const COMPACT_AFTER_LINES = 10_000;

export function journalPath(dir: string, queue: string): string {
  // Queue names carry the Redis prefix's colons: encoded, they are safe file names anywhere.
  return join(dir, `${encodeURIComponent(queue)}.jsonl`);
}

export function createJournalStore(options: {
  dir: string;
  queue: string;
  logger: Logger;
  legacy?: LegacyJobs;
  compactAfterLines?: number;
}): JobStore {
  const { logger, legacy } = options;
  const path = journalPath(options.dir, options.queue);
  const compactAfterLines = options.compactAfterLines ?? COMPACT_AFTER_LINES;
  const file = journalFile(path);
  // The jobs as the file holds them (a change counts once written), which a rewrite copies.
  const jobs = new Map<string, StoredJob>();
  let lines = 0;
  let opening: Promise<void> | undefined;
  const inFlight = new Set<Promise<unknown>>();

  const lineOf = (record: JournalRecord) => `${JSON.stringify(record)}\n`;

  async function rewrite() {
    const records = [...jobs.values()].map(addRecordOf);
    await file.replace(records.map(lineOf).join(''));
    lines = records.length;
  }

  async function open() {
    jobs.clear();
    const replayed = replayJournal(await readJournal(path));
    if (replayed.badLines > 0) {
      logger.warn({ path, badLines: replayed.badLines }, 'linhas ilegíveis no diário da fila ignoradas');
    }
    for (const [id, job] of replayed.jobs) jobs.set(id, job);
    const adopted = (await legacy?.load()) ?? [];
    // By id: rows a migration cut short by a crash already copied are not added twice.
    for (const job of adopted) applyRecord(jobs, addRecordOf(job));
    // Rewritten at every start: a cut last line would otherwise be continued by the next append,
    // and the rows from queued_jobs must be on disk before they are deleted there.
    await rewrite();
    if (adopted.length > 0) {
      await legacy?.remove(adopted.map((job) => job.id));
      logger.info(
        { queue: options.queue, jobs: adopted.length },
        'jobs de queued_jobs movidos para o diário',
      );
    }
  }

  const write = createBatchWriter<JournalRecord, void>(
    async (records) => {
      await opening;
      await file.append(records.map(lineOf).join(''));
      for (const record of records) applyRecord(jobs, record);
      lines += records.length;
      if (lines > compactAfterLines && lines > 2 * jobs.size) {
        // The appended lines are kept: a rewrite that fails leaves a longer file, not a wrong one.
        await rewrite().catch((error) => logger.warn({ err: error, path }, 'diário da fila não compactado'));
      }
      return records.map(() => undefined);
    },
    // One write per turn of the event loop, however many jobs it enqueued.
    { maxBatch: Number.POSITIVE_INFINITY },
  );

  function track(record: JournalRecord): Promise<void> {
    const written = write(record);
    inFlight.add(written);
    const forget = () => inFlight.delete(written);
    written.then(forget, forget);
    return written;
  }

  // Changes after the add are not waited for: one that fails leaves the job as it was, so it runs
  // again at the next start (or stays counted as pending), and every handler is keyed to run its
  // effects once.
  function settle(record: JournalRecord) {
    track(record).catch((error) =>
      logger.warn({ err: error, jobId: record.id }, 'diário da fila não atualizado'),
    );
  }

  return {
    async load() {
      opening ??= open().catch((error) => {
        opening = undefined;
        throw error;
      });
      await opening;
      return [...jobs.values()]
        .map((job) => ({ ...job }))
        .sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
    },

    add: (job) => track(addRecordOf(job)),

    reschedule(id, attemptsMade, runAt) {
      settle({ op: 'reschedule', id, attemptsMade, runAt: runAt.getTime() });
    },

    markFailed(id, attemptsMade, failedAt) {
      settle({ op: 'failed', id, attemptsMade, failedAt: failedAt.getTime() });
    },

    remove(id) {
      settle({ op: 'remove', id });
    },

    async flush() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      // Nothing left to write: the file is closed until the next change (a closed queue's store
      // must not hold it open).
      await file.release();
    },
  };
}

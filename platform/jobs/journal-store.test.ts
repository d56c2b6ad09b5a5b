import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '#platform/logger.ts';
import type { StoredJob } from './job-store.ts';
import { createJournalStore, journalPath, type LegacyJobs } from './journal-store.ts';

// What the embedded default's queue journal keeps across a restart (or a kill: a store is never
// closed here before the next one reads the same folder), and how it takes in queued_jobs.

let logged: Record<string, unknown>[];
const logger = () =>
  createLogger({
    level: 'info',
    pretty: false,
    destination: { write: (l: string) => logged.push(JSON.parse(l)) },
  });

let dir: string;
const QUEUE = 'desejo:jobs';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'diario-'));
  logged = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const open = (extra: { legacy?: LegacyJobs; compactAfterLines?: number } = {}) =>
  createJournalStore({ dir, queue: QUEUE, logger: logger(), ...extra });

function job(id: string, extra: Partial<StoredJob> = {}): StoredJob {
  return {
    id,
    name: 'test.job',
    data: { id },
    attempts: 3,
    backoff: { type: 'exponential', delayMs: 1000 },
    attemptsMade: 0,
    runAt: new Date(Date.UTC(2026, 10, 28, 12, 0, Number(id.replace(/\D/g, '') || 0))),
    failedAt: null,
    ...extra,
  };
}

const fileLines = async () => (await readFile(journalPath(dir, QUEUE), 'utf8')).split('\n').filter(Boolean);

/** A queued_jobs stand-in: rows that vanish when removed; `failRemove` once, as a crash would. */
function legacyRows(rows: StoredJob[], options: { failRemove?: boolean } = {}) {
  const left = new Map(rows.map((row) => [row.id, row]));
  let failRemove = options.failRemove ?? false;
  const legacy: LegacyJobs = {
    load: async () => [...left.values()],
    async remove(ids) {
      if (failRemove) {
        failRemove = false;
        throw new Error('processo morto antes do DELETE');
      }
      for (const id of ids) left.delete(id);
    },
  };
  return { legacy, left };
}

describe('the queue journal', () => {
  it('replays adds, retries, failures and removals in order', async () => {
    const store = open();
    expect(await store.load()).toEqual([]);
    await Promise.all([store.add(job('j3')), store.add(job('j1')), store.add(job('j2'))]);
    store.reschedule('j1', 1, new Date(Date.UTC(2026, 10, 28, 13)));
    store.markFailed('j2', 3, new Date(Date.UTC(2026, 10, 28, 14)));
    store.remove('j3');
    await store.flush();

    const next = open();
    expect(await next.load()).toEqual([
      job('j2', { attemptsMade: 3, failedAt: new Date(Date.UTC(2026, 10, 28, 14)) }),
      job('j1', { attemptsMade: 1, runAt: new Date(Date.UTC(2026, 10, 28, 13)) }),
    ]);
  });

  it('resolves an add once its line is in the file, without waiting for a flush', async () => {
    const store = open();
    await store.load();
    await store.add(job('j1'));
    expect(await open().load()).toEqual([job('j1')]);
  });

  it('keeps the first add of an id, as queued_jobs kept the first row', async () => {
    const store = open();
    await store.load();
    await store.add(job('j1', { data: 'primeiro' }));
    await store.add(job('j1', { data: 'segundo' }));
    expect(await open().load()).toEqual([job('j1', { data: 'primeiro' })]);
  });

  it('reads a payload back exactly, NUL, controls, line breaks and lone surrogates included', async () => {
    const texto = 'a\u0000b\u0007c\u202Ed\uD800e\nf\u2028g "aspas" \\ 🙂';
    const store = open();
    await store.load();
    await store.add(job('j1', { data: { texto } }));
    expect(await fileLines()).toHaveLength(1);
    expect((await open().load())[0]?.data).toEqual({ texto });
  });

  it('skips a last line cut by a kill, and the next append does not continue it', async () => {
    const store = open();
    await store.load();
    await store.add(job('j1'));
    const whole = `${JSON.stringify({ op: 'add', ...job('j2'), runAt: 0, failedAt: null })}\n`;
    await appendFile(journalPath(dir, QUEUE), whole.slice(0, 40));

    const after = open();
    expect((await after.load()).map((j) => j.id)).toEqual(['j1']);
    await after.add(job('j3'));
    expect((await open().load()).map((j) => j.id)).toEqual(['j1', 'j3']);
    expect(logged.filter((l) => l.level === 40)).toEqual([]);
  });

  it('skips a damaged line in the middle with a warning, and keeps the rest', async () => {
    const store = open();
    await store.load();
    await store.add(job('j1'));
    await appendFile(journalPath(dir, QUEUE), '{"op":"add","id":\n');
    await store.add(job('j2'));

    expect((await open().load()).map((j) => j.id)).toEqual(['j1', 'j2']);
    expect(logged).toContainEqual(expect.objectContaining({ level: 40, badLines: 1 }));
  });

  it('rewrites itself with only the live jobs once it passes the line limit and twice the live jobs', async () => {
    const store = open({ compactAfterLines: 20 });
    await store.load();
    for (let i = 1; i <= 15; i++) await store.add(job(`j${i}`));
    for (let i = 1; i <= 12; i++) store.remove(`j${i}`);
    await store.flush();
    // 27 changes written: past 20 lines and twice the 3 live jobs, so one add line per live job.
    expect(await fileLines()).toHaveLength(3);
    await store.add(job('j16'));
    expect((await open().load()).map((j) => j.id)).toEqual(['j13', 'j14', 'j15', 'j16']);
  });

  it('does not rewrite while most lines are live jobs', async () => {
    const store = open({ compactAfterLines: 20 });
    await store.load();
    for (let i = 1; i <= 25; i++) await store.add(job(`j${i}`));
    expect(await fileLines()).toHaveLength(25);
  });
});

describe('the queue journal taking in queued_jobs', () => {
  it('moves the rows an older version left into the journal, then deletes them', async () => {
    const { legacy, left } = legacyRows([
      job('j1'),
      job('j2', { failedAt: new Date(Date.UTC(2026, 10, 1)) }),
    ]);
    expect((await open({ legacy }).load()).map((j) => j.id)).toEqual(['j1', 'j2']);
    expect(left.size).toBe(0);
    expect((await open().load()).map((j) => [j.id, j.failedAt])).toEqual([
      ['j1', null],
      ['j2', new Date(Date.UTC(2026, 10, 1))],
    ]);
  });

  it('after a crash between writing the journal and deleting the rows, takes each job once', async () => {
    const { legacy, left } = legacyRows([job('j1'), job('j2')], { failRemove: true });
    await expect(open({ legacy }).load()).rejects.toThrow('processo morto antes do DELETE');
    expect(left.size).toBe(2);

    // The next start finds the jobs in both places; the journal's copy wins, once.
    const store = open({ legacy });
    expect((await store.load()).map((j) => j.id)).toEqual(['j1', 'j2']);
    expect(left.size).toBe(0);
    expect(await fileLines()).toHaveLength(2);
  });

  it("keeps the journal's state of a job over a row still left for it", async () => {
    const store = open();
    await store.load();
    await store.add(job('j1'));
    store.reschedule('j1', 2, new Date(Date.UTC(2026, 10, 28, 15)));
    await store.flush();
    const { legacy } = legacyRows([job('j1')]);
    expect(await open({ legacy }).load()).toEqual([
      job('j1', { attemptsMade: 2, runAt: new Date(Date.UTC(2026, 10, 28, 15)) }),
    ]);
  });
});

describe('the queue journal file', () => {
  it('lives in the folder under the queue name, encoded', () => {
    expect(journalPath('/dados/queue', 'bench:load:ab12:conversations')).toBe(
      '/dados/queue/bench%3Aload%3Aab12%3Aconversations.jsonl',
    );
  });

  it('starts over a journal written by hand with one add per line', async () => {
    await open().load();
    const line = JSON.stringify({ op: 'add', ...job('j9'), runAt: 9_000, failedAt: null });
    await writeFile(journalPath(dir, QUEUE), `${line}\n`);
    expect(await open().load()).toEqual([job('j9', { runAt: new Date(9_000) })]);
  });
});

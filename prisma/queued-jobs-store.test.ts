import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createJournalStore } from '#platform/jobs/journal-store.ts';
import { createMemoryQueue } from '#platform/jobs/memory-queue.ts';
import { runnableJob } from '#platform/jobs/test-support.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { createJobStore, queuedJobsToMove } from './queued-jobs-store.ts';

// What the in-process queue leaves in queued_jobs (the contract in job-queue.test.ts covers the
// restart itself): a row from enqueue until the job completes, a failed one kept as BullMQ keeps
// its failed set, and payloads read back exactly as written. And how the embedded default's
// journal takes those rows in when an older version left some.

const logger = createLogger({ level: 'silent', pretty: false });
const prefix = `${process.env.REDIS_PREFIX ?? 'test'}:store-${randomBytes(4).toString('hex')}`;
afterAll(() => db.queuedJob.deleteMany({ where: { queue: { startsWith: prefix } } }));

const eventually = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 5000, interval: 5 });

function durableQueue(scope: string) {
  return createMemoryQueue({ logger, store: createJobStore({ db, queue: scope, logger }) });
}

const rowsOf = (queue: string) =>
  db.queuedJob.findMany({ where: { queue }, select: { name: true, failed_at: true, attempts_made: true } });

describe('the in-process queue in the database', () => {
  it('holds a row from enqueue until the job completes', async () => {
    const scope = `${prefix}:done`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = runnableJob({ name: 'test.held', schema: z.object({}), handler: () => held });
    const queue = durableQueue(scope);
    await queue.start([job]);

    await queue.enqueue(job, {});
    // Written before enqueue returned, and still there while the handler runs.
    expect(await rowsOf(scope)).toEqual([{ name: 'test.held', failed_at: null, attempts_made: 0 }]);
    await eventually(async () => expect(await queue.stats()).toMatchObject({ active: 1 }));
    expect(await rowsOf(scope)).toHaveLength(1);

    release();
    await eventually(async () => expect(await queue.stats()).toMatchObject({ active: 0 }));
    await queue.close();
    expect(await rowsOf(scope)).toEqual([]);
  });

  it('keeps a finally failed job, counted as failed by the next queue', async () => {
    const scope = `${prefix}:failed`;
    const doomed = runnableJob({
      name: 'test.doomed',
      schema: z.object({}),
      attempts: 2,
      backoff: { type: 'fixed', delayMs: 5 },
      handler: async () => {
        throw new Error('Graph fora do ar');
      },
    });
    const queue = durableQueue(scope);
    await queue.start([doomed]);
    await queue.enqueue(doomed, {}, { jobId: 'envio:1' });
    await eventually(async () => expect(await queue.stats()).toMatchObject({ failed: 1, delayed: 0 }));
    await queue.close();

    expect(await rowsOf(scope)).toEqual([
      { name: 'test.doomed', failed_at: expect.any(Date), attempts_made: 2 },
    ]);
    const next = durableQueue(scope);
    expect(await next.stats()).toMatchObject({ failed: 1, waiting: 0, delayed: 0 });
    await next.close();
  });

  it('reads a payload back exactly, NUL, controls and lone surrogates included', async () => {
    const scope = `${prefix}:payload`;
    const texto = 'a\u0000b\u0007c\u202Ed\uD800e "aspas" \\ 🙂';
    const seen: string[] = [];
    const echo = runnableJob({
      name: 'test.echo',
      schema: z.object({ texto: z.string() }),
      handler: async (payload) => {
        seen.push(payload.texto);
      },
    });
    const before = durableQueue(scope);
    await before.enqueue(echo, { texto });
    await before.close();

    const after = durableQueue(scope);
    await after.start([echo]);
    await eventually(() => expect(seen).toEqual([texto]));
    await after.close();
  });
});

describe("an older version's queued_jobs taken into the journal", () => {
  it('takes in the pending and the failed rows once, and deletes them', async () => {
    const scope = `${prefix}:journal`;
    const dir = await mkdtemp(join(tmpdir(), 'fila-antiga-'));
    const seen: string[] = [];
    const echo = runnableJob({
      name: 'test.legacy',
      schema: z.object({ texto: z.string() }),
      attempts: 1,
      handler: async ({ texto }) => {
        seen.push(texto);
        if (texto === 'falha') throw new Error('Graph fora do ar');
      },
    });
    try {
      const older = durableQueue(scope);
      await older.start([echo]);
      await older.enqueue(echo, { texto: 'falha' });
      await eventually(async () => expect(await older.stats()).toMatchObject({ failed: 1 }));
      await older.enqueue(echo, { texto: 'pendente' }, { delayMs: 60_000 });
      await older.close();
      expect(await rowsOf(scope)).toHaveLength(2);
      seen.length = 0;

      const journaled = () =>
        createMemoryQueue({
          logger,
          store: createJournalStore({
            dir,
            queue: scope,
            logger,
            legacy: queuedJobsToMove({ db, queue: scope }),
          }),
        });
      const newer = journaled();
      expect(await newer.stats()).toMatchObject({ failed: 1, delayed: 1 });
      expect(await rowsOf(scope)).toEqual([]);
      await newer.close();
      // The journal holds them now: a second start finds the same two jobs, not four.
      const again = journaled();
      expect(await again.stats()).toMatchObject({ failed: 1, delayed: 1 });
      await again.close();
      expect(seen).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

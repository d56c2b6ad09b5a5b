import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { currentContext, runWithContext } from '#platform/http/request-context.ts';
import { createLogger, type Logger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { createJobStore } from '#prisma/queued-jobs-store.ts';
import { createBullmqQueue } from './bullmq-queue.ts';
import { JobPayloadError, PermanentJobError } from './define-job.ts';
import { type JobQueue, retention } from './job-queue.ts';
import { createJournalStore } from './journal-store.ts';
import { createMemoryQueue } from './memory-queue.ts';
import { runnableJob } from './test-support.ts';

// One suite, run against every driver: the memory driver promises BullMQ's rules, and this is
// where that promise is kept; with a store (as the server runs it without Redis: a journal file on
// the embedded database, queued_jobs on PostgreSQL) it also keeps its jobs across a restart, as
// Redis does. BullMQ runs only when REDIS_URL is set.

/** `scope` names the queue's storage: two queues of one scope are the same queue, before and after a restart. */
type MakeQueue = (options: { logger: Logger; concurrency?: number; scope: string }) => JobQueue;

const redisUrl = process.env.REDIS_URL;

/** Polls until `check` stops throwing; no fixed sleeps. */
const eventually = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 5000, interval: 5 });

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const runScope = `${process.env.REDIS_PREFIX ?? 'test'}:jobs-${randomBytes(4).toString('hex')}`;

describeQueue('memory', (options) => createMemoryQueue(options), { isDurable: false });

describe('in the database', () => {
  afterAll(() => db.queuedJob.deleteMany({ where: { queue: { startsWith: runScope } } }));
  describeQueue('memory', ({ scope, ...options }) =>
    createMemoryQueue({ ...options, store: createJobStore({ db, queue: scope, logger: options.logger }) }),
  );
});

describe('in a journal file (the embedded default)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fila-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  describeQueue('memory', ({ scope, ...options }) =>
    createMemoryQueue({
      ...options,
      store: createJournalStore({ dir, queue: scope, logger: options.logger }),
    }),
  );
});

describe.skipIf(!redisUrl)('with Redis', () => {
  // A prefix per queue (under the run's own) keeps tests apart; their keys are deleted at the end.
  const prefixes: string[] = [];
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    await redis.quit();
  });

  describeQueue('bullmq', ({ scope, ...options }) => {
    prefixes.push(scope);
    return createBullmqQueue({ ...options, redisUrl: redisUrl!, prefix: scope });
  });
});

describe('bullmq driver without Redis', () => {
  it('reports the queue as down instead of throwing', async () => {
    const queue = createBullmqQueue({
      redisUrl: 'redis://127.0.0.1:1',
      prefix: 'test:unreachable',
      logger: createLogger({ level: 'silent', pretty: false }),
    });
    try {
      const started = performance.now();
      await expect(queue.stats()).resolves.toMatchObject({ driver: 'bullmq', ok: false, waiting: null });
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      await queue.close();
    }
  });
});

function describeQueue(driver: 'memory' | 'bullmq', makeQueue: MakeQueue, { isDurable = true } = {}) {
  describe(`job queue (${driver}${isDurable ? '' : ', no store'})`, () => {
    const openQueues: JobQueue[] = [];
    afterEach(async () => {
      await Promise.all(openQueues.splice(0).map((queue) => queue.close()));
    });

    function newQueue(options: { concurrency?: number; scope?: string } = {}) {
      const logs: Record<string, unknown>[] = [];
      const logger = createLogger({
        level: 'info',
        pretty: false,
        destination: { write: (line: string) => logs.push(JSON.parse(line)) },
      });
      const scope = options.scope ?? `${runScope}-${randomBytes(4).toString('hex')}`;
      const queue = makeQueue({ logger, concurrency: options.concurrency, scope });
      openQueues.push(queue);
      return { queue, logs };
    }

    it.runIf(isDurable)('keeps a job added and not finished across a restart, with its delay', async () => {
      const ran: number[] = [];
      const job = runnableJob({
        name: 'test.restart',
        schema: z.object({ n: z.number() }),
        handler: async ({ n }) => {
          ran.push(n);
        },
      });
      const scope = `${runScope}-restart-${randomBytes(4).toString('hex')}`;
      const before = newQueue({ scope }).queue;
      const id = await before.enqueue(job, { n: 1 }, { jobId: 'um' });
      await before.enqueue(job, { n: 2 }, { delayMs: 60_000 });
      await before.close();

      const after = newQueue({ scope }).queue;
      expect(await after.stats()).toMatchObject({ waiting: 1, delayed: 1, active: 0 });
      // Its id still deduplicates: the same job, not a second one.
      expect(await after.enqueue(job, { n: 9 }, { jobId: 'um' })).toBe(id);
      await after.start([job]);
      await eventually(() => expect(ran).toEqual([1]));
      await eventually(async () => expect(await after.stats()).toMatchObject({ waiting: 0, active: 0 }));
      expect(await after.stats()).toMatchObject({ delayed: 1 });
      expect(ran).toEqual([1]);
    });

    it.runIf(isDurable)('takes up a retry after a restart as the next attempt', async () => {
      const attempts: number[] = [];
      const flaky = runnableJob({
        name: 'test.restart-retry',
        schema: z.object({}),
        attempts: 3,
        // Long enough for the first queue to close before the retry is due.
        backoff: { type: 'fixed', delayMs: 1_000 },
        handler: async (_payload, ctx) => {
          attempts.push(ctx.attempt);
          if (ctx.attempt === 1) throw new Error('falha antes da queda');
        },
      });
      const scope = `${runScope}-retry-${randomBytes(4).toString('hex')}`;
      const before = newQueue({ scope }).queue;
      await before.start([flaky]);
      await before.enqueue(flaky, {});
      await eventually(async () => expect(await before.stats()).toMatchObject({ delayed: 1 }));
      await before.close();

      const after = newQueue({ scope }).queue;
      await after.start([flaky]);
      await eventually(() => expect(attempts).toEqual([1, 2]));
      await eventually(async () => expect(await after.stats()).toMatchObject({ delayed: 0, active: 0 }));
    });

    it('runs a job enqueued before start, with its payload as the schema outputs it', async () => {
      const runs: { payload: unknown; attempt: number; jobId: string }[] = [];
      const greet = runnableJob({
        name: 'test.greet',
        schema: z.object({ nome: z.string().trim(), vezes: z.number().default(1) }),
        handler: async (payload, ctx) => {
          runs.push({ payload, attempt: ctx.attempt, jobId: ctx.jobId });
        },
      });
      const { queue } = newQueue();

      const id = await queue.enqueue(greet, { nome: '  Ana ' });
      expect(await queue.stats()).toMatchObject({ driver, ok: true, waiting: 1, active: 0 });
      expect(runs).toEqual([]);

      await queue.start([greet]);
      await eventually(() => expect(runs).toHaveLength(1));
      expect(runs[0]).toEqual({ payload: { nome: 'Ana', vezes: 1 }, attempt: 1, jobId: id });
    });

    it("runs the handler under the job's own log context, not the enqueuing request's", async () => {
      const contexts: unknown[] = [];
      const audit = runnableJob({
        name: 'test.audit',
        schema: z.object({}),
        handler: async () => {
          contexts.push(currentContext());
        },
      });
      const { queue } = newQueue();
      await queue.start([audit]);

      // Twice: the second enqueue finds the queue idle, with nothing else scheduled.
      const first = await runWithContext({ reqId: 'req-1' }, () => queue.enqueue(audit, {}));
      await eventually(() => expect(contexts).toHaveLength(1));
      const second = await runWithContext({ reqId: 'req-2' }, () => queue.enqueue(audit, {}));
      await eventually(() =>
        expect(contexts).toEqual([
          { jobId: first, job: 'test.audit', attempt: 1 },
          { jobId: second, job: 'test.audit', attempt: 1 },
        ]),
      );
    });

    it('rejects an invalid payload at enqueue and enqueues nothing', async () => {
      const handler = vi.fn(async () => {});
      const notify = runnableJob({
        name: 'test.notify',
        schema: z.object({ telefone: z.string() }),
        handler,
      });
      const remind = runnableJob({ name: 'test.remind', schema: z.object({ quando: z.date() }), handler });
      const { queue } = newQueue();

      const invalid = queue.enqueue(notify, { telefone: 5511999990000 } as never);
      await expect(invalid).rejects.toBeInstanceOf(JobPayloadError);
      await expect(invalid).rejects.toThrow(/test\.notify[\s\S]*telefone/);
      // A Date would reach the handler as a string after storage, so it is refused up front.
      await expect(queue.enqueue(remind, { quando: new Date() })).rejects.toBeInstanceOf(JobPayloadError);

      expect(await queue.stats()).toMatchObject({ waiting: 0, delayed: 0 });
      await queue.start([notify, remind]);
      await queue.enqueue(notify, { telefone: 'ok' });
      await eventually(() => expect(handler).toHaveBeenCalledTimes(1));
      expect(handler).toHaveBeenCalledWith({ telefone: 'ok' }, expect.anything());
    });

    it('retries a failing handler with exponential backoff until it succeeds', async () => {
      const starts: number[] = [];
      const failures: number[] = [];
      const flaky = runnableJob({
        name: 'test.flaky',
        schema: z.object({}),
        attempts: 3,
        backoff: { type: 'exponential', delayMs: 20 },
        handler: async (_payload, ctx) => {
          starts.push(performance.now());
          if (ctx.attempt < 3) {
            failures.push(performance.now());
            throw new Error(`falha ${ctx.attempt}`);
          }
        },
      });
      const { queue } = newQueue();
      await queue.start([flaky]);
      await queue.enqueue(flaky, {});

      await eventually(() => expect(starts).toHaveLength(3));
      // 20 ms then 40 ms between attempts (a couple of ms of clock slack).
      expect(starts[1]! - failures[0]!).toBeGreaterThanOrEqual(18);
      expect(starts[2]! - failures[1]!).toBeGreaterThanOrEqual(38);
      await eventually(async () =>
        expect(await queue.stats()).toMatchObject({ active: 0, delayed: 0, failed: 0 }),
      );
    });

    it('gives up after `attempts` and logs the job name and id, never the payload', async () => {
      const handler = vi.fn(async () => {
        throw new Error('WhatsApp fora do ar');
      });
      const send = runnableJob({
        name: 'test.send',
        schema: z.object({ telefone: z.string() }),
        attempts: 2,
        backoff: { type: 'fixed', delayMs: 5 },
        handler,
      });
      const { queue, logs } = newQueue();
      await queue.start([send]);
      const id = await queue.enqueue(send, { telefone: '+5511999990000' });

      await eventually(async () => expect(await queue.stats()).toMatchObject({ failed: 1, delayed: 0 }));
      expect(handler).toHaveBeenCalledTimes(2);
      const final = logs.find((line) => line.msg === 'job falhou e não será tentado de novo');
      expect(final).toMatchObject({ job: 'test.send', jobId: id, attempt: 2 });
      // One line per failed attempt: the retry warning, then the final error.
      expect(
        logs.filter((line) => String(line.msg).startsWith('job falhou')).map((line) => line.level),
      ).toEqual([40, 50]);
      expect(JSON.stringify(logs)).not.toContain('+5511999990000');
    });

    it('fails at once, without retries, when the handler throws PermanentJobError', async () => {
      const handler = vi.fn(async () => {
        throw new PermanentJobError('lojista removido');
      });
      const doomed = runnableJob({ name: 'test.doomed', schema: z.object({}), attempts: 5, handler });
      const { queue } = newQueue();
      await queue.start([doomed]);
      await queue.enqueue(doomed, {});

      await eventually(async () => expect(await queue.stats()).toMatchObject({ failed: 1, delayed: 0 }));
      expect(handler).toHaveBeenCalledTimes(1);
    });

    it('ignores a second enqueue with the same jobId while the first exists, even once it has run', async () => {
      const seen: string[] = [];
      const digest = runnableJob({
        name: 'test.digest',
        schema: z.object({ texto: z.string() }),
        handler: async ({ texto }) => {
          seen.push(texto);
        },
      });
      const other = runnableJob({
        name: 'test.other',
        schema: z.object({ texto: z.string() }),
        handler: digest.handler,
      });
      const { queue } = newQueue();

      const first = await queue.enqueue(digest, { texto: 'primeiro' }, { jobId: 'match:42' });
      const second = await queue.enqueue(digest, { texto: 'segundo' }, { jobId: 'match:42' });
      expect(second).toBe(first);
      // Keys are per job name: another job may use the same business key.
      await queue.enqueue(other, { texto: 'outro' }, { jobId: 'match:42' });
      expect(await queue.stats()).toMatchObject({ waiting: 2 });

      await queue.start([digest, other]);
      await eventually(() => expect(seen.sort()).toEqual(['outro', 'primeiro']));
      await eventually(async () => expect(await queue.stats()).toMatchObject({ waiting: 0, active: 0 }));

      // A completed job keeps its id for a while, so a late duplicate is still a no-op.
      expect(await queue.enqueue(digest, { texto: 'tarde' }, { jobId: 'match:42' })).toBe(first);
      expect(await queue.stats()).toMatchObject({ waiting: 0, delayed: 0, active: 0 });
    });

    it('forgets the oldest finished ids beyond the retention count, and only those', async () => {
      const seen: number[] = [];
      const count = runnableJob({
        name: 'test.count',
        schema: z.object({ n: z.number() }),
        handler: async ({ n }) => {
          seen.push(n);
        },
      });
      // One at a time, so finishing order is enqueue order.
      const { queue } = newQueue({ concurrency: 1 });
      await queue.start([count]);
      const kept = retention.completed.count;
      for (let n = 0; n <= kept; n++) await queue.enqueue(count, { n }, { jobId: `n${n}` });
      await eventually(() => expect(seen).toHaveLength(kept + 1));
      await eventually(async () => expect(await queue.stats()).toMatchObject({ waiting: 0, active: 0 }));

      // One over the count: the first to finish is forgotten and runs again; the last is still known.
      await queue.enqueue(count, { n: -1 }, { jobId: 'n0' });
      await queue.enqueue(count, { n: -2 }, { jobId: `n${kept}` });
      await eventually(() => expect(seen.slice(kept + 1)).toEqual([-1]));
      await eventually(async () => expect(await queue.stats()).toMatchObject({ waiting: 0, active: 0 }));
      expect(seen.slice(kept + 1)).toEqual([-1]);
    });

    it('holds a delayed job until its time while others run', async () => {
      const ran: { nome: string; at: number }[] = [];
      const tick = runnableJob({
        name: 'test.tick',
        schema: z.object({ nome: z.string() }),
        handler: async ({ nome }) => {
          ran.push({ nome, at: performance.now() });
        },
      });
      const { queue } = newQueue();
      await queue.start([tick]);

      const enqueuedAt = performance.now();
      await queue.enqueue(tick, { nome: 'depois' }, { delayMs: 150 });
      expect(await queue.stats()).toMatchObject({ delayed: 1 });
      await queue.enqueue(tick, { nome: 'agora' });

      await eventually(() => expect(ran.map((r) => r.nome)).toEqual(['agora', 'depois']));
      expect(ran[1]!.at - enqueuedAt).toBeGreaterThanOrEqual(145);
    });

    it('counts waiting, active, failed and delayed jobs', async () => {
      const release = gate();
      const work = runnableJob({
        name: 'test.work',
        schema: z.object({ kind: z.enum(['block', 'fail', 'later']) }),
        attempts: 1,
        handler: async ({ kind }) => {
          if (kind === 'block') await release.opened;
          if (kind === 'fail') throw new Error('falhou');
        },
      });
      const { queue } = newQueue();
      await queue.enqueue(work, { kind: 'block' });
      await queue.enqueue(work, { kind: 'fail' });
      await queue.enqueue(work, { kind: 'later' }, { delayMs: 60_000 });
      expect(await queue.stats()).toEqual({ driver, ok: true, waiting: 2, active: 0, failed: 0, delayed: 1 });

      await queue.start([work]);
      await eventually(async () =>
        expect(await queue.stats()).toEqual({
          driver,
          ok: true,
          waiting: 0,
          active: 1,
          failed: 1,
          delayed: 1,
        }),
      );
      release.open();
      await eventually(async () => expect(await queue.stats()).toMatchObject({ active: 0 }));
    });

    it('runs no more handlers at once than its concurrency', async () => {
      const release = gate();
      let running = 0;
      let most = 0;
      const slow = runnableJob({
        name: 'test.slow',
        schema: z.object({ n: z.number() }),
        handler: async () => {
          running += 1;
          most = Math.max(most, running);
          await release.opened;
          running -= 1;
        },
      });
      const { queue } = newQueue({ concurrency: 2 });
      await queue.start([slow]);
      for (const n of [1, 2, 3, 4]) await queue.enqueue(slow, { n });

      await eventually(async () => expect(await queue.stats()).toMatchObject({ active: 2, waiting: 2 }));
      release.open();
      await eventually(async () => expect(await queue.stats()).toMatchObject({ active: 0, waiting: 0 }));
      expect(most).toBe(2);
    });

    it('closes only after the running handler finishes, and takes no new jobs', async () => {
      const release = gate();
      const events: string[] = [];
      const job = runnableJob({
        name: 'test.long',
        schema: z.object({ n: z.number() }),
        handler: async ({ n }) => {
          events.push(`start ${n}`);
          await release.opened;
          events.push(`end ${n}`);
        },
      });
      const { queue } = newQueue({ concurrency: 1 });
      await queue.start([job]);
      await queue.enqueue(job, { n: 1 });
      await queue.enqueue(job, { n: 2 });
      await eventually(() => expect(events).toEqual(['start 1']));

      const closed = queue.close().then(() => events.push('closed'));
      // Long enough for an eager close to resolve; the handler is still holding it open.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(events).toEqual(['start 1']);

      release.open();
      await closed;
      expect(events).toEqual(['start 1', 'end 1', 'closed']);
      await expect(queue.enqueue(job, { n: 3 })).rejects.toThrow(/encerrada/);
      expect(await queue.stats()).toMatchObject({ ok: false });
    });
  });
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createLogger } from '#platform/logger.ts';
import { createJournalStore } from './journal-store.ts';
import { createMemoryQueue } from './memory-queue.ts';
import { runnableJob } from './test-support.ts';

// The embedded default killed mid-work (no close, nothing flushed): the next queue on the same
// folder runs what was acknowledged and not finished, and not what had finished.

const logger = createLogger({ level: 'silent', pretty: false });
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fila-morta-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const queueOn = (concurrency: number) =>
  createMemoryQueue({
    logger,
    concurrency,
    store: createJournalStore({ dir, queue: 'desejo:jobs', logger }),
  });

it('a new queue on the same folder runs the jobs a killed one left, running or waiting', async () => {
  const ranBefore: string[] = [];
  const hung = new Promise<void>(() => {});
  const before = runnableJob({
    name: 'test.crash',
    schema: z.object({ n: z.string() }),
    handler: async ({ n }) => {
      ranBefore.push(n);
      if (n !== 'feito') await hung;
    },
  });
  const killed = queueOn(1);
  await killed.start([before]);
  await killed.enqueue(before, { n: 'feito' }, { jobId: 'feito' });
  await vi.waitFor(() => expect(ranBefore).toEqual(['feito']));
  for (const n of ['rodando', 'esperando-1', 'esperando-2']) await killed.enqueue(before, { n });
  await vi.waitFor(() => expect(ranBefore).toEqual(['feito', 'rodando']));
  // The completed job's removal is not awaited by anyone: give it its write.
  await new Promise((resolve) => setTimeout(resolve, 50));

  const ranAfter: string[] = [];
  const after = runnableJob({
    name: 'test.crash',
    schema: z.object({ n: z.string() }),
    handler: async ({ n }) => {
      ranAfter.push(n);
    },
  });
  const next = queueOn(1);
  await next.start([after]);
  await vi.waitFor(() => expect(ranAfter.sort()).toEqual(['esperando-1', 'esperando-2', 'rodando']));
  await next.close();
});

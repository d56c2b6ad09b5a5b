import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createLogger } from '#platform/logger.ts';
import { type BusyGate, createBusyGate, startThrottle } from './busy-gate.ts';
import type { JobQueue } from './job-queue.ts';
import { createMemoryQueue } from './memory-queue.ts';
import { runnableJob } from './test-support.ts';

// The in-process queue starts jobs sparingly while the event loop is busy, so acknowledgements
// sharing the loop come first, and still starts every one of them.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds the event loop, as a burst of PGlite statements does. */
function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

const queues: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.close()));
});

describe('createBusyGate', () => {
  it('says busy after a window the loop spent mostly running, idle after one spent mostly waiting', async () => {
    const gate = createBusyGate({ windowMs: 20 });
    spin(40);
    expect(gate.isBusy()).toBe(true);
    // Within the window the answer stands; the next window is measured anew.
    expect(gate.isBusy()).toBe(true);
    // A window spent waiting reads idle. On a loaded machine one window can still catch the
    // process running (preempted right after the spin, a GC), so the next windows are read too.
    await sleep(40);
    await expect.poll(() => gate.isBusy(), { interval: 40, timeout: 2000 }).toBe(false);
  });
});

describe('startThrottle', () => {
  it('lets every start through on an idle loop, and one per window on a busy one', async () => {
    let isBusy = false;
    const throttle = startThrottle({ isBusy: () => isBusy, windowMs: 30 });
    expect([throttle.waitMs(), throttle.waitMs(), throttle.waitMs()]).toEqual([0, 0, 0]);
    isBusy = true;
    expect(throttle.waitMs()).toBe(0);
    // The rest of the window (a preempted test process may have used part of it).
    const wait = throttle.waitMs();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    await sleep(35);
    expect(throttle.waitMs()).toBe(0);
  });
});

describe('the in-process queue on a busy event loop', () => {
  function startsOf(gate: BusyGate) {
    const starts: number[] = [];
    const job = runnableJob({
      name: 'test.busy',
      schema: z.object({}),
      handler: async () => {
        starts.push(performance.now());
        await sleep(200);
      },
    });
    const queue = createMemoryQueue({
      logger: createLogger({ level: 'silent', pretty: false }),
      concurrency: 5,
      busyGate: gate,
    });
    queues.push(queue);
    return { starts, job, queue };
  }

  it('starts one job per window while busy, and all of them in the end', async () => {
    const { starts, job, queue } = startsOf({ isBusy: () => true, windowMs: 40 });
    await queue.start([job]);
    for (let i = 0; i < 4; i++) await queue.enqueue(job, {});
    await vi.waitFor(() => expect(starts).toHaveLength(4), { timeout: 2000, interval: 5 });
    const gaps = starts.slice(1).map((at, i) => at - (starts[i] as number));
    // Timers may fire a millisecond early.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(38);
  });

  it('starts up to its concurrency at once when the loop is idle', async () => {
    const { starts, job, queue } = startsOf({ isBusy: () => false, windowMs: 40 });
    await queue.start([job]);
    for (let i = 0; i < 4; i++) await queue.enqueue(job, {});
    await vi.waitFor(() => expect(starts).toHaveLength(4), { timeout: 2000, interval: 5 });
    // Sooner than a busy loop's one start per window could (3 × 38 ms), with room for a loaded machine.
    expect((starts[3] as number) - (starts[0] as number)).toBeLessThan(3 * 38);
  });
});

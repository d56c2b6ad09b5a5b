import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from './client.ts';

// The embedded database runs its statements one per turn of the event loop, in the order they were
// issued (paced-pglite.ts), so a transaction waits a turn for every statement queued before it: on
// a busy machine that adds up to seconds. With Prisma's default maxWait (2 s) the client refused
// the transaction then (P2028, "Unable to start a transaction in the given time"); the client's
// transaction options for the embedded database (database.ts) allow for that queue.

const isEmbedded = !process.env.DATABASE_URL;

/**
 * Fake load, not a sleep: from now on every turn of the event loop counts as `msPerTurn` on the
 * timers Prisma's maxWait uses. Returns the load's clock and its switch.
 */
function busyLoop(msPerTurn: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const load = { elapsed: 0, isBusy: true };
  const turn = () => {
    // Bounded, so a test that hangs does not keep a core spinning after vitest gave up on it.
    if (!load.isBusy || load.elapsed >= 600_000) return;
    load.elapsed += msPerTurn;
    vi.advanceTimersByTime(msPerTurn);
    setImmediate(turn);
  };
  setImmediate(turn);
  return load;
}

beforeAll(async () => {
  // Connected beforehand: opening the database is not what is measured.
  await db.$queryRaw`SELECT 1`;
});

afterEach(() => {
  vi.useRealTimers();
});

describe.runIf(isEmbedded)('the client on the embedded database', () => {
  it('starts an interactive transaction queued behind a burst of statements while the loop is busy', async () => {
    const load = busyLoop(50);
    // Prisma sends a query when it is awaited: Promise.all sends the burst now, 100 statements
    // ahead of the transaction, 5 s of this busy loop.
    const ahead = Promise.all(Array.from({ length: 100 }, () => db.$queryRaw`SELECT 1`));
    let waited = 0;
    try {
      const result = await db.$transaction(async (tx) => {
        waited = load.elapsed;
        const [row] = await tx.$queryRaw<{ n: number }[]>`SELECT 1 AS n`;
        return row?.n;
      });
      expect(result).toBe(1);
      // The scenario did wait past Prisma's default maxWait.
      expect(waited).toBeGreaterThan(2000);
    } finally {
      await ahead;
      // Queued behind whatever the transaction left, so the file's database closes after it.
      await db.$queryRaw`SELECT 1`;
      load.isBusy = false;
    }
  });
});

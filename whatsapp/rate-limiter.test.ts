import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';

// Counts per window, never wall-clock durations: each acquire reports the second it was granted in.

function perWindow(windows: number[]): number[] {
  const counts = new Map<number, number>();
  for (const w of windows) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([, n]) => n);
}

async function acquireAll(limiters: RateLimiter[], total: number): Promise<number[]> {
  return Promise.all(Array.from({ length: total }, (_, i) => limiters[i % limiters.length]!.acquire()));
}

describe('send rate limiter', () => {
  it('in memory: 12 sends at 5 per second take at least three windows, never more than 5 in one', async () => {
    const windows = await acquireAll([createRateLimiter({ limit: 5 })], 12);
    const counts = perWindow(windows);
    expect(counts.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
  });

  describe.runIf(process.env.REDIS_URL)('on Redis', () => {
    const clients: Redis[] = [];
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.quit()));
    });

    it('two processes (two clients) share one budget', async () => {
      const key = `test:rate:${randomUUID()}`;
      const limiters = [0, 1].map(() => {
        const redis = new Redis(process.env.REDIS_URL!);
        clients.push(redis);
        return createRateLimiter({ limit: 5, redis, key });
      });
      const counts = perWindow(await acquireAll(limiters, 12));
      expect(counts.length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...counts)).toBeLessThanOrEqual(5);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    });

    it('a Redis that cannot answer does not stop sends', async () => {
      const redis = new Redis('redis://127.0.0.1:1', {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
      });
      redis.on('error', () => {});
      try {
        const limiter = createRateLimiter({ limit: 1, redis });
        expect(typeof (await limiter.acquire())).toBe('number');
      } finally {
        redis.disconnect();
      }
    });
  });
});

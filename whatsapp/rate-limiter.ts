import type { Redis } from 'ioredis';
import type { Logger } from '#platform/logger.ts';
import { type BotRuntime, getBotRuntime } from '#platform/runtime.ts';

// The business number's send rate (WHATSAPP_RATE_LIMIT messages per second, Meta's 80 by
// default) is one budget for every worker: a counter per one-second window in Redis, in memory
// when there is no Redis (one process). A full window waits for the next one; nothing is dropped.

export type RateLimiter = {
  /** Waits for a slot; returns the window (second) it was granted in. */
  acquire(): Promise<number>;
};

// Redis' clock, not each process's: workers whose clocks differ still count the same window.
const SCRIPT = `
local t = redis.call('TIME')
local window = tonumber(t[1])
local key = KEYS[1] .. ':' .. window
local n = redis.call('INCR', key)
if n == 1 then redis.call('PEXPIRE', key, 2000) end
return { n, window, 1000 - math.floor(tonumber(t[2]) / 1000) }
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRateLimiter(options: {
  limit: number;
  redis?: Redis;
  /** Redis key prefix of the counters. */
  key?: string;
  logger?: Logger;
}): RateLimiter {
  const { limit, redis } = options;
  const key = options.key ?? 'whatsapp:send-rate';
  let memory = { window: -1, count: 0 };
  let lastWarning = 0;

  async function take(): Promise<{ granted: boolean; window: number; waitMs: number }> {
    if (redis) {
      try {
        const [count, window, leftMs] = (await redis.eval(SCRIPT, 1, key)) as [number, number, number];
        return { granted: count <= limit, window, waitMs: leftMs };
      } catch (error) {
        // Redis down: sending unthrottled beats not sending; Meta's 130429 is retried anyway.
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now();
          options.logger?.warn({ err: error }, 'limite de envio do WhatsApp sem Redis; enviando sem limite');
        }
        return { granted: true, window: Math.floor(Date.now() / 1000), waitMs: 0 };
      }
    }
    const now = Date.now();
    const window = Math.floor(now / 1000);
    if (memory.window !== window) memory = { window, count: 0 };
    memory.count += 1;
    return { granted: memory.count <= limit, window, waitMs: 1000 - (now % 1000) };
  }

  return {
    async acquire() {
      for (;;) {
        const slot = await take();
        if (slot.granted) return slot.window;
        // A little spread, so the waiting senders do not all hit the next window's first instant.
        await sleep(slot.waitMs + Math.floor(Math.random() * 20));
      }
    },
  };
}

const perRuntime = new WeakMap<BotRuntime, RateLimiter>();

/** The limiter of this process's runtime (shared through its Redis client when there is one). */
export function sendRateLimiter(): RateLimiter {
  const runtime = getBotRuntime();
  let limiter = perRuntime.get(runtime);
  if (!limiter) {
    limiter = createRateLimiter({
      limit: runtime.env.WHATSAPP_RATE_LIMIT,
      redis: runtime.redis,
      key: `${runtime.env.REDIS_PREFIX}:whatsapp:send-rate`,
      logger: runtime.logger,
    });
    perRuntime.set(runtime, limiter);
  }
  return limiter;
}

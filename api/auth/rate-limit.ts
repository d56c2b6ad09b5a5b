import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

// Counters for auth rate limits, in better-auth's own storage shape (`consume`), so one store
// serves both better-auth's per-address rules and our per-e-mail ones (auth-hooks.ts).
//
// Why not better-auth's choices: its "memory" storage is one Map per process shared by every
// auth instance (tests would throttle each other), "database" costs two or three queries per
// auth request, and "secondary-storage" would also move sessions out of the database. So: an
// in-process store without REDIS_URL (one process), and with REDIS_URL a fixed window in Redis,
// shared by every API process, one atomic round trip per check.

export type RateLimitRule = { window: number; max: number };
export type RateLimitDecision = { allowed: boolean; retryAfter: number | null };

export type RateLimitStore = {
  /** Counts one request against `key` in a window of `rule.window` seconds. */
  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  close(): Promise<void>;
};

/** The auth limits of this product, per client address and per e-mail. Windows in seconds. */
export const authRateLimits = {
  signInPerAddress: { window: 60, max: 10 },
  signInPerEmail: { window: 15 * 60, max: 5 },
  signUpPerAddress: { window: 60 * 60, max: 5 },
  // Confirmation and recovery e-mails to one mailbox, whoever asks: no mail-bombing a victim.
  mailPerEmail: { window: 60 * 60, max: 5 },
} as const satisfies Record<string, RateLimitRule>;

export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let checks = 0;
  return {
    async consume(key, rule) {
      const now = Date.now();
      if (++checks % 1000 === 0) {
        for (const [k, entry] of windows) if (entry.resetAt <= now) windows.delete(k);
      }
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + rule.window * 1000 };
        windows.set(key, entry);
      }
      if (entry.count >= rule.max) {
        return { allowed: false, retryAfter: Math.ceil((entry.resetAt - now) / 1000) };
      }
      entry.count += 1;
      return { allowed: true, retryAfter: null };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and the window's expiry in one step; PTTL tells the caller how long until it reopens.
const consumeScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

export function createRedisRateLimitStore(options: {
  redisUrl: string;
  prefix: string;
  logger: Logger;
}): RateLimitStore {
  // A command fails fast during an outage instead of holding the login request open.
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
  let lastErrorLog = 0;
  redis.on('error', () => {}); // reported below, at most once a minute, when a check fails
  return {
    async consume(key, rule) {
      try {
        const [count, ttlMs] = (await redis.eval(
          consumeScript,
          1,
          `${options.prefix}:auth-rl:${key}`,
          rule.window * 1000,
        )) as [number, number];
        if (count <= rule.max) return { allowed: true, retryAfter: null };
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
      } catch (error) {
        // Fail open: with Redis down, people can still sign in; the outage is logged.
        if (Date.now() - lastErrorLog > 60_000) {
          lastErrorLog = Date.now();
          options.logger.error({ err: error }, 'limite de tentativas indisponível (Redis): liberando');
        }
        return { allowed: true, retryAfter: null };
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

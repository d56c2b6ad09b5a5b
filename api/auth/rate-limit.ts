import { Redis } from 'ioredis';
import type { Logger } from '#platform/logger.ts';

// Counters for auth rate limits. `consume` is better-auth's own storage shape, so one store serves
// both better-auth's per-address rules and ours (auth-hooks.ts, sign-in-throttle.ts); `count`,
// `reset` and `fill` are what sign-in throttling needs beyond it.
//
// Why not better-auth's choices: its "memory" storage is one Map per process shared by every
// auth instance (tests would throttle each other), "database" costs two or three queries per
// auth request, and "secondary-storage" would also move sessions out of the database. So: an
// in-process store without REDIS_URL (one process), and with REDIS_URL the same counters in Redis,
// shared by every API process, one atomic round trip per operation.

export type RateLimitRule = { window: number; max: number };
export type RateLimitDecision = { allowed: boolean; retryAfter: number | null };
export type WindowCount = { count: number; retryAfter: number };

export type RateLimitStore = {
  /** Counts one request against `key` in a window of `rule.window` seconds; refuses past `rule.max`. */
  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /**
   * Adds `amount` (negative to give back, 0 to look) to `key`'s count in its fixed window of
   * `window` seconds, opened by the first addition; the count after and the seconds the window
   * has left (0 when there is none).
   */
  count(key: string, window: number, amount: number): Promise<WindowCount>;
  /** Forgets `key`'s count. */
  reset(key: string): Promise<void>;
  /**
   * A leaky bucket: adds `amount` (0 to look) to `key`'s level, which drains `rule.max` per
   * `rule.window` seconds and never exceeds `rule.max`; the level after.
   */
  fill(key: string, rule: RateLimitRule, amount: number): Promise<number>;
  close(): Promise<void>;
};

/** The auth limits of this product. Windows in seconds. */
export const authRateLimits = {
  // Every sign-in attempt from one address, whatever the e-mail: volume from one machine.
  signInPerAddress: { window: 60, max: 10 },
  // Wrong passwords for one e-mail from one address (or one signed-in-before device).
  signInFailuresPerClient: { window: 15 * 60, max: 5 },
  // Wrong passwords for one e-mail from everywhere, a bucket draining 30 an hour (sign-in-throttle.ts).
  signInFailuresPerEmail: { window: 60 * 60, max: 30 },
  signUpPerAddress: { window: 60 * 60, max: 5 },
  // Confirmation and recovery e-mails to one mailbox, whoever asks: no mail-bombing a victim.
  mailPerEmail: { window: 60 * 60, max: 5 },
} as const satisfies Record<string, RateLimitRule>;

/** Seconds until a bucket at `level` has room for one more unit again (0: it has room now). */
export function bucketRetryAfter(level: number, rule: RateLimitRule): number {
  const excess = level - (rule.max - 1);
  return excess > 0 ? Math.ceil((excess * rule.window) / rule.max) : 0;
}

export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const buckets = new Map<string, { level: number; at: number; drainPerMs: number }>();
  let checks = 0;
  const sweep = (now: number) => {
    if (++checks % 1000 !== 0) return;
    for (const [k, entry] of windows) if (entry.resetAt <= now) windows.delete(k);
    for (const [k, b] of buckets) if (b.level - (now - b.at) * b.drainPerMs <= 0) buckets.delete(k);
  };
  const openWindow = (key: string, window: number, now: number) => {
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + window * 1000 };
      windows.set(key, entry);
    }
    return entry;
  };
  return {
    async consume(key, rule) {
      const now = Date.now();
      sweep(now);
      const entry = openWindow(key, rule.window, now);
      if (entry.count >= rule.max) {
        return { allowed: false, retryAfter: Math.ceil((entry.resetAt - now) / 1000) };
      }
      entry.count += 1;
      return { allowed: true, retryAfter: null };
    },
    async count(key, window, amount) {
      const now = Date.now();
      sweep(now);
      const current = windows.get(key);
      if (amount <= 0 && (!current || current.resetAt <= now)) return { count: 0, retryAfter: 0 };
      const entry = openWindow(key, window, now);
      entry.count += amount;
      if (entry.count <= 0) {
        windows.delete(key);
        return { count: 0, retryAfter: 0 };
      }
      return { count: entry.count, retryAfter: Math.ceil((entry.resetAt - now) / 1000) };
    },
    async reset(key) {
      windows.delete(key);
    },
    async fill(key, rule, amount) {
      const now = Date.now();
      sweep(now);
      const drainPerMs = rule.max / (rule.window * 1000);
      const bucket = buckets.get(key);
      const drained = bucket ? Math.max(0, bucket.level - (now - bucket.at) * drainPerMs) : 0;
      const level = Math.min(rule.max, Math.max(0, drained + amount));
      if (amount !== 0) buckets.set(key, { level, at: now, drainPerMs });
      return level;
    },
    async close() {
      windows.clear();
      buckets.clear();
    },
  };
}

// INCR and the window's expiry in one step; PTTL tells the caller how long until it reopens.
const consumeScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

// ARGV: window ms, amount. A first addition opens the window; a count back to 0 is deleted.
const countScript = `
local amount = tonumber(ARGV[2])
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if amount ~= 0 then
  count = redis.call('INCRBY', KEYS[1], amount)
  if count <= 0 then redis.call('DEL', KEYS[1]) return {0, 0} end
  if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
end
if count <= 0 then return {0, 0} end
return {count, redis.call('PTTL', KEYS[1])}
`;

// ARGV: max, window ms, amount. Redis's clock, so every API process drains the bucket alike; the
// level goes back as a string (a Lua number would be truncated to an integer).
const fillScript = `
local max = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local amount = tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'level', 'at')
local level = tonumber(state[1]) or 0
local at = tonumber(state[2]) or now
level = math.max(0, level - (now - at) * max / windowMs)
level = math.min(max, math.max(0, level + amount))
if amount ~= 0 then
  if level <= 0 then
    redis.call('DEL', KEYS[1])
  else
    redis.call('HSET', KEYS[1], 'level', tostring(level), 'at', now)
    redis.call('PEXPIRE', KEYS[1], math.ceil(level * windowMs / max))
  end
end
return tostring(level)
`;

export function createRedisRateLimitStore(options: {
  redisUrl: string;
  prefix: string;
  logger: Logger;
}): RateLimitStore {
  // A command fails fast during an outage instead of holding the login request open.
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
  const keyOf = (key: string) => `${options.prefix}:auth-rl:${key}`;
  let lastErrorLog = 0;
  redis.on('error', () => {}); // reported below, at most once a minute, when a check fails

  // Fail open: with Redis down, people can still sign in; the outage is logged.
  async function orOpen<T>(run: () => Promise<T>, open: T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (Date.now() - lastErrorLog > 60_000) {
        lastErrorLog = Date.now();
        options.logger.error({ err: error }, 'limite de tentativas indisponível (Redis): liberando');
      }
      return open;
    }
  }

  return {
    consume: (key, rule) =>
      orOpen(
        async () => {
          const [count, ttlMs] = (await redis.eval(consumeScript, 1, keyOf(key), rule.window * 1000)) as [
            number,
            number,
          ];
          if (count <= rule.max) return { allowed: true, retryAfter: null };
          return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
        },
        { allowed: true, retryAfter: null },
      ),
    count: (key, window, amount) =>
      orOpen(
        async () => {
          const [count, ttlMs] = (await redis.eval(countScript, 1, keyOf(key), window * 1000, amount)) as [
            number,
            number,
          ];
          return { count, retryAfter: count > 0 ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0 };
        },
        { count: 0, retryAfter: 0 },
      ),
    reset: (key) =>
      orOpen(async () => {
        await redis.del(keyOf(key));
      }, undefined),
    fill: (key, rule, amount) =>
      orOpen(
        async () => Number(await redis.eval(fillScript, 1, keyOf(key), rule.max, rule.window * 1000, amount)),
        0,
      ),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

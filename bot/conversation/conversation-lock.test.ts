import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '#tests/factories/shops.ts';
import { type ConversationLock, createMemoryLock, createRedisLock } from './conversation-lock.ts';

const eventually = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 5000, interval: 10 });
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
const prefix = `${process.env.REDIS_PREFIX ?? 'test'}:lock:${randomUUID().slice(0, 8)}`;

afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

function sharedRules(make: () => ConversationLock) {
  it('lets one holder per conversation in, others in parallel, and the next one after release', async () => {
    const lock = make();
    const a = randomUUID();
    const held = await lock.acquire(a);
    expect(held).toBeDefined();
    expect(await lock.acquire(a)).toBeUndefined();
    const other = await lock.acquire(randomUUID());
    expect(other).toBeDefined();
    await held?.release();
    // A second release is a no-op, not a release of the next holder's lock.
    const next = await lock.acquire(a);
    expect(next).toBeDefined();
    await held?.release();
    expect(await lock.acquire(a)).toBeUndefined();
    await next?.release();
    await other?.release();
  });

  it("tells the holder's release whether a job knocked while it held the conversation", async () => {
    const lock = make();
    const a = randomUUID();
    const quiet = await lock.acquire(a);
    expect(await quiet?.release()).toBe(false);
    const busy = await lock.acquire(a);
    // A job whose message came after the holder's read: it finds the lock taken and leaves a knock.
    expect(await lock.acquire(a)).toBeUndefined();
    expect(await busy?.release()).toBe(true);
    // The knock was answered by that release: the next holder starts without it.
    const next = await lock.acquire(a);
    expect(await next?.release()).toBe(false);
  });
}

describe('memory conversation lock', () => {
  sharedRules(() => createMemoryLock());
});

describe.skipIf(!redis)('Redis conversation lock', () => {
  const make = (ttlMs?: number) =>
    createRedisLock({ redis: redis as Redis, prefix, logger: memoryLogger().logger, ttlMs });
  sharedRules(() => make());

  it('expires on its own when the holder is gone, and the old holder cannot release the new lock', async () => {
    const conversationId = randomUUID();
    const key = `${prefix}:conversation-lock:${conversationId}`;
    const dead = await make(60_000).acquire(conversationId);
    // What a crashed worker leaves: a lock nobody renews, expiring after its TTL.
    await redis?.pexpire(key, 1);
    const next = await eventually(async () => {
      const handle = await make().acquire(conversationId);
      expect(handle).toBeDefined();
      return handle;
    });
    await dead?.release();
    expect(await redis?.exists(key)).toBe(1);
    await next?.release();
    expect(await redis?.exists(key)).toBe(0);
  });

  it('is renewed while held, and a holder whose lock was taken over learns it', async () => {
    const conversationId = randomUUID();
    const key = `${prefix}:conversation-lock:${conversationId}`;
    const held = await make(1500).acquire(conversationId);
    // Several TTLs later it is still held: the renewals kept it.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await make().acquire(conversationId)).toBeUndefined();
    expect(held?.lost).toBe(false);
    await redis?.set(key, 'outro-worker');
    await eventually(() => expect(held?.lost).toBe(true));
    await held?.release();
    expect(await redis?.get(key)).toBe('outro-worker');
  });

  it("keeps a knock as long as the holder's turn, and a new holder after a crash clears it", async () => {
    const conversationId = randomUUID();
    const key = `${prefix}:conversation-lock:${conversationId}`;
    const held = await make(1500).acquire(conversationId);
    expect(await make().acquire(conversationId)).toBeUndefined();
    // A turn longer than the TTL: the renewals keep the knock with the lock.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await held?.release()).toBe(true);

    const dead = await make(60_000).acquire(conversationId);
    expect(await make().acquire(conversationId)).toBeUndefined();
    // The holder crashed: its lock expires, and whoever takes it next reads every waiting message.
    await redis?.pexpire(key, 1);
    const next = await eventually(async () => {
      const handle = await make().acquire(conversationId);
      expect(handle).toBeDefined();
      return handle;
    });
    expect(await dead?.release()).toBe(false);
    expect(await next?.release()).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '#platform/logger.ts';

// One turn at a time per conversation, across every worker of every process sharing the Redis.
// The lock expires on its own (ttlMs) so a crashed worker cannot block a conversation for longer
// than that; the holder renews it while its turn runs. Without Redis there is one process, and a
// Map does the same job.

export type LockHandle = {
  /** True once a renewal found the lock gone (expired and maybe taken): stop after this batch. */
  readonly lost: boolean;
  release(): Promise<void>;
};

export type ConversationLock = {
  /** undefined when another turn holds the conversation. */
  acquire(conversationId: string): Promise<LockHandle | undefined>;
};

export const defaultLockTtlMs = 30_000;

// Compare-and-delete / compare-and-extend: only the token's owner may touch the lock, so a worker
// whose lock expired cannot release or extend the next holder's.
const releaseScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const renewScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export function createRedisLock(options: {
  redis: Redis;
  prefix: string;
  logger: Logger;
  ttlMs?: number;
}): ConversationLock {
  const { redis, prefix, logger } = options;
  const ttlMs = options.ttlMs ?? defaultLockTtlMs;
  return {
    async acquire(conversationId) {
      const key = `${prefix}:conversation-lock:${conversationId}`;
      const token = randomUUID();
      const ok = await redis.set(key, token, 'PX', ttlMs, 'NX');
      if (ok !== 'OK') return undefined;
      let lost = false;
      let released = false;
      const timer = setInterval(
        () => {
          redis
            .eval(renewScript, 1, key, token, String(ttlMs))
            .then((renewed) => {
              if (renewed === 1 || released) return;
              lost = true;
              logger.warn({ conversationId }, 'trava da conversa perdida durante o turno');
            })
            // A Redis blip: the next renewal (a third of the TTL later) tries again.
            .catch((error) => logger.warn({ err: error, conversationId }, 'falha ao renovar a trava'));
        },
        Math.max(1, Math.floor(ttlMs / 3)),
      );
      timer.unref();
      return {
        get lost() {
          return lost;
        },
        async release() {
          if (released) return;
          released = true;
          clearInterval(timer);
          // Not thrown: the lock expires by itself, and the turn's own outcome is what matters.
          await redis
            .eval(releaseScript, 1, key, token)
            .catch((error) => logger.warn({ err: error, conversationId }, 'falha ao liberar a trava'));
        },
      };
    },
  };
}

export function createMemoryLock(): ConversationLock {
  const held = new Set<string>();
  return {
    async acquire(conversationId) {
      if (held.has(conversationId)) return undefined;
      held.add(conversationId);
      let released = false;
      return {
        lost: false,
        async release() {
          if (released) return;
          released = true;
          held.delete(conversationId);
        },
      };
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '#platform/logger.ts';

// One turn at a time per conversation, across every worker of every process sharing the Redis.
// The lock expires on its own (ttlMs) so a crashed worker cannot block a conversation for longer
// than that; the holder renews it while its turn runs. Without Redis there is one process, and a
// Map does the same job.
// A turn job that finds the lock taken knocks, in the same command: its message arrived after the
// holder read the conversation, and the holder's release says whether anyone knocked, so the holder
// looks again only then. That answer replaces a query for waiting messages after every turn
// (bench/pipeline), and it cannot miss one: the knock and the release are serialized by Redis (or by
// the event loop), so a job either knocks before the release or finds the lock free.

export type LockHandle = {
  /** True once a renewal found the lock gone (expired and maybe taken): stop after this batch. */
  readonly lost: boolean;
  /**
   * Frees the conversation. True when a turn job knocked while it was held (or the answer is not
   * known: Redis failed), so the holder must look for waiting messages before leaving.
   */
  release(): Promise<boolean>;
};

export type ConversationLock = {
  /** undefined when another turn holds the conversation (a knock is left for the holder). */
  acquire(conversationId: string): Promise<LockHandle | undefined>;
};

export const defaultLockTtlMs = 30_000;

// KEYS[1] the lock, KEYS[2] its knocks; ARGV[1] the token, ARGV[2] the TTL. Only the token's owner
// may extend or delete the lock, so a worker whose lock expired cannot touch the next holder's; the
// knocks live as long as the lock they wait on. A new holder reads everything waiting after it
// takes the lock, so the knocks of before are answered by that read and are cleared.
const acquireScript = `if redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then
  redis.call('del', KEYS[2]) return 1 end
redis.call('set', KEYS[2], '1', 'PX', ARGV[2]) return 0`;
const releaseScript = `if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('del', KEYS[1]) return redis.call('del', KEYS[2])`;
const renewScript = `if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('pexpire', KEYS[2], ARGV[2]) return redis.call('pexpire', KEYS[1], ARGV[2])`;

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
      const knocks = `${key}:knocks`;
      const token = randomUUID();
      if ((await redis.eval(acquireScript, 2, key, knocks, token, String(ttlMs))) !== 1) return undefined;
      let lost = false;
      let released = false;
      const timer = setInterval(
        () => {
          redis
            .eval(renewScript, 2, key, knocks, token, String(ttlMs))
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
          if (released) return false;
          released = true;
          clearInterval(timer);
          // Not thrown: the lock expires by itself, and the turn's own outcome is what matters.
          try {
            return (await redis.eval(releaseScript, 2, key, knocks, token)) === 1;
          } catch (error) {
            logger.warn({ err: error, conversationId }, 'falha ao liberar a trava');
            return true;
          }
        },
      };
    },
  };
}

export function createMemoryLock(): ConversationLock {
  /** Held conversations, each with whether a job knocked. */
  const held = new Map<string, { knocked: boolean }>();
  return {
    async acquire(conversationId) {
      const holder = held.get(conversationId);
      if (holder) {
        holder.knocked = true;
        return undefined;
      }
      const mine = { knocked: false };
      held.set(conversationId, mine);
      let released = false;
      return {
        lost: false,
        async release() {
          if (released) return false;
          released = true;
          held.delete(conversationId);
          return mine.knocked;
        },
      };
    },
  };
}

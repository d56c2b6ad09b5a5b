import { AI_RANGES } from '#domain/admin/tools-schemas.ts';
import type { Logger } from '#platform/logger.ts';
import type { BotRuntime } from '#platform/runtime.ts';
import type { Db } from '#prisma/client.ts';
import { answerBatch } from './answer-batch.ts';
import { loadPendingTurn } from './conversation-data.ts';
import { type ConversationLock, createMemoryLock, createRedisLock } from './conversation-lock.ts';

// Whoever holds a conversation's lock answers everything waiting in it, batch after batch; a turn
// job that finds the lock taken returns at once, because the holder will see its message. That is
// what keeps one conversation in order and one turn at a time while others run in parallel.

const locks = new WeakMap<BotRuntime, ConversationLock>();

function lockFor(runtime: BotRuntime): ConversationLock {
  let lock = locks.get(runtime);
  if (!lock) {
    lock = runtime.redis
      ? createRedisLock({
          redis: runtime.redis,
          prefix: runtime.env.REDIS_PREFIX,
          logger: runtime.logger,
          ttlMs: runtime.conversationLockTtlMs,
        })
      : createMemoryLock();
    locks.set(runtime, lock);
  }
  return lock;
}

export type DrainOutcome = 'drained' | 'busy';

export async function drainConversation(
  conversationId: string,
  deps: { db: Db; runtime: BotRuntime; logger: Logger },
): Promise<DrainOutcome> {
  const lock = lockFor(deps.runtime);
  let outcome: DrainOutcome = 'busy';
  for (;;) {
    const handle = await lock.acquire(conversationId);
    if (!handle) return outcome;
    outcome = 'drained';
    let knocked: boolean;
    try {
      // The history up to the largest limit an admin can set: the turn cuts it to the configured one.
      const turn = await loadPendingTurn(deps.db, conversationId, AI_RANGES.message_history_limit.max);
      if (turn && turn.pending.length > 0) await answerBatch(turn, deps);
    } finally {
      knocked = await handle.release();
    }
    // Another worker took over after our lock expired: it drains from here.
    if (handle.lost) return outcome;
    // Messages stored while the agent was thinking (their jobs found the lock taken, knocked and
    // returned): the next batch, answered together. Without a knock every message stored before the
    // release was read here or finds the lock free for its own job (conversation-lock.ts).
    if (!knocked) return outcome;
  }
}

import type { BotConfigKey, BotConfigValues } from '#domain/bot-config/keys.ts';
import type { Broadcast } from '#platform/broadcast.ts';
import type { Logger } from '#platform/logger.ts';
import { parseStored } from './bot-config-parse.ts';
import type { DbClient } from './client.ts';

// bot_config as the turns and their tool calls read it, instead of one query per turn and per
// tool call: the whole table (ten small rows) in one query, each key parsed once per load. A save
// drops it at once in the process that saved (every write goes through bot-config.ts, which calls
// `changed`) and, through the broadcast server/server.ts connects when REDIS_URL is set, in the
// other processes. SAFETY_TTL_MS bounds how long a process that missed the message (Redis down, a
// row edited by hand) keeps old values. Readers share the values, so they are frozen.

const SAFETY_TTL_MS = 5_000;

type Snapshot = { rows: Map<string, unknown>; parsed: Map<BotConfigKey, unknown> };
type Entry = { loadedAt: number; snapshot: Promise<Snapshot> };

export type BotConfigCache = {
  read<K extends BotConfigKey>(
    db: DbClient,
    keys: readonly K[],
    logger?: Logger,
  ): Promise<Pick<BotConfigValues, K>>;
  /** Another process saved: drop what this one keeps. */
  invalidate(): void;
  /** This process saved: drop what it keeps and tell the others. */
  changed(): void;
  /** Hears and tells the other processes' saves through `broadcast`; returns what disconnects. */
  connect(broadcast: Broadcast): () => void;
};

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

async function load(db: DbClient): Promise<Snapshot> {
  const rows = await db.$queryRaw<{ config_key: string; config_value: unknown }[]>`
    SELECT config_key, config_value FROM bot_config`;
  return { rows: new Map(rows.map((r) => [r.config_key, r.config_value])), parsed: new Map() };
}

export function createBotConfigCache(options: { ttlMs?: number } = {}): BotConfigCache {
  const ttlMs = options.ttlMs ?? SAFETY_TTL_MS;
  // Per client: a process that opens a second database (a scratch copy) never reads the first's.
  let entries = new WeakMap<object, Entry>();
  let announce: (() => void) | undefined;

  function snapshotOf(db: DbClient): Promise<Snapshot> {
    const now = performance.now();
    const kept = entries.get(db);
    if (kept && now - kept.loadedAt < ttlMs) return kept.snapshot;
    // A load still running when a save drops the map lands in the old map, not in the new one.
    const map = entries;
    const entry: Entry = { loadedAt: now, snapshot: load(db) };
    map.set(db, entry);
    // A failed load is not kept: the next read tries again.
    entry.snapshot.catch(() => {
      if (map.get(db) === entry) map.delete(db);
    });
    return entry.snapshot;
  }

  function parsedValue(snapshot: Snapshot, key: BotConfigKey, logger?: Logger): unknown {
    if (!snapshot.parsed.has(key)) {
      snapshot.parsed.set(key, deepFreeze(parseStored(key, snapshot.rows.get(key), logger)));
    }
    return snapshot.parsed.get(key);
  }

  const invalidate = () => {
    entries = new WeakMap();
  };

  return {
    async read<K extends BotConfigKey>(db: DbClient, keys: readonly K[], logger?: Logger) {
      const snapshot = await snapshotOf(db);
      return Object.fromEntries(keys.map((key) => [key, parsedValue(snapshot, key, logger)])) as Pick<
        BotConfigValues,
        K
      >;
    },
    invalidate,
    changed() {
      invalidate();
      announce?.();
    },
    connect(broadcast) {
      announce = () => broadcast.publish();
      const stop = broadcast.subscribe(invalidate);
      return () => {
        announce = undefined;
        stop();
      };
    },
  };
}

/** The process's cache, dropped by every write of bot-config.ts. */
export const botConfigCache = createBotConfigCache();

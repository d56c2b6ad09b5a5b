// A small in-memory LRU with a time to live. A Map keeps insertion order, so re-inserting a key on
// every read makes the first key the least recently used one.

export type LruCache<V> = { get(key: string): V | undefined; set(key: string, value: V): void };

export function createLruCache<V>(options: {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}): LruCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}

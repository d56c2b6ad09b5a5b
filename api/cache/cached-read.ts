import type { Db } from '#prisma/client.ts';

// A read that changes only when an admin edits it (the category tree, the bot's reference data),
// kept per process for a while and shared by every turn: one promise per database client, renewed
// after `ttlMs`, dropped on failure so the next caller tries again, and cleared by the admin's write.

export type CachedRead<T> = {
  get(db: Db, now?: number): Promise<T>;
  clear(): void;
};

export function cachedRead<T>(ttlMs: number, read: (db: Db) => Promise<T>): CachedRead<T> {
  let cached: { db: Db; at: number; value: Promise<T> } | undefined;
  return {
    get(db, now = Date.now()) {
      if (!cached || cached.db !== db || now - cached.at > ttlMs) {
        const value = read(db);
        cached = { db, at: now, value };
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
    clear() {
      cached = undefined;
    },
  };
}

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';

// Counts the statements the process sends whose text matches, whichever database the worker uses
// (node-postgres' clients, the pool's included, or PGlite), as bench/pipeline.ts counts them.

type Query = (...args: unknown[]) => unknown;

function sqlOf(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  return typeof arg === 'object' && arg !== null && 'text' in arg ? String(arg.text) : '';
}

/** Counts from now on; `restore` puts the drivers back. */
export function countQueries(pattern: RegExp): { count(): number; restore(): void } {
  let count = 0;
  const spies = [pg.Client.prototype, PGlite.prototype].map((proto) => {
    const original = proto.query as Query;
    return vi.spyOn(proto as { query: Query }, 'query').mockImplementation(function (this: unknown, ...args) {
      if (pattern.test(sqlOf(args[0]))) count += 1;
      return original.apply(this, args);
    });
  });
  return {
    count: () => count,
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

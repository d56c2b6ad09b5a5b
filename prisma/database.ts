import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { pacedPglite } from './paced-pglite.ts';
import { statementNames } from './statement-names.ts';

// Where the data lives: PostgreSQL when DATABASE_URL is set, else an embedded PGlite database in
// a local folder, so `npm start` needs nothing installed. The same migrations and client code
// run on both.

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

export function databaseTarget(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dir: resolve(env.DATA_DIR, 'pglite') };
}

/** How long Prisma lets a transaction wait to start, and then to finish (both in ms). */
export type TransactionOptions = { maxWait: number; timeout: number };

export type OpenDatabase = {
  target: DatabaseTarget;
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** For the whole client: no transaction sets its own, so one rule governs them all. */
  transactionOptions: TransactionOptions;
  close(): Promise<void>;
};

// PostgreSQL: a transaction waits for one of the pool's ten connections, then for the row locks
// other transactions hold (twenty offers of one shop racing, the events of one Stripe checkout
// arriving together). Prisma's defaults (2 s to start, 5 s to finish) failed those needlessly.
const postgresTransactions: TransactionOptions = { maxWait: 15_000, timeout: 20_000 };

// PGlite: the statements run one at a time, one per turn of the event loop, in the order they were
// issued (paced-pglite.ts), so a transaction starts after every statement queued before it, a turn
// each. That wait is a queue, not a deadlock: it ends, and on a busy machine it took longer than
// 2 s (P2028, "Unable to start a transaction in the given time", in an eval case and the csrf
// test). What bounds it is the work ahead, each transaction of which ends within `timeout`.
const embeddedTransactions: TransactionOptions = { maxWait: 60_000, timeout: 20_000 };

export function openDatabase(target: DatabaseTarget): OpenDatabase {
  if (target.kind === 'postgres') {
    // Our own pool, so close() ends its connections instead of leaving them idle for seconds.
    // Idle connections are kept a few minutes (pg's default is 10 s): a conversation's next message
    // usually comes later than that, and reconnecting cost a turn ~35 ms in bench/pipeline.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, idleTimeoutMillis: 300_000 });
    const factory = new PrismaPg(pool, { statementNameGenerator: statementNames() });
    return { target, factory, transactionOptions: postgresTransactions, close: () => pool.end() };
  }
  // Only the migrator creates the embedded database (prisma/migrate/embedded.ts), in a temporary
  // folder renamed into place when ready: PGlite opening a missing folder would initdb in place,
  // and a kill there leaves a folder that never opens again.
  if (!existsSync(join(target.dir, 'PG_VERSION'))) {
    throw new Error(
      `O banco embutido em ${target.dir} ainda não existe: rode npm run db:migrate (ou npm start).`,
    );
  }
  const pglite = new PGlite(target.dir);
  return {
    target,
    factory: new PrismaPGlite(pacedPglite(pglite)),
    transactionOptions: embeddedTransactions,
    close: () => pglite.close(),
  };
}

/** Describes a target for logs without its credentials. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `PGlite embutido em ${target.dir}`;
  const url = new URL(target.url);
  return `PostgreSQL em ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

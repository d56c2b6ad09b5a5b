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

export type OpenDatabase = {
  target: DatabaseTarget;
  factory: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
};

export function openDatabase(target: DatabaseTarget): OpenDatabase {
  if (target.kind === 'postgres') {
    // Our own pool, so close() ends its connections instead of leaving them idle for seconds.
    // Idle connections are kept a few minutes (pg's default is 10 s): a conversation's next message
    // usually comes later than that, and reconnecting cost a turn ~35 ms in bench/pipeline.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, idleTimeoutMillis: 300_000 });
    const factory = new PrismaPg(pool, { statementNameGenerator: statementNames() });
    return { target, factory, close: () => pool.end() };
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
  return { target, factory: new PrismaPGlite(pacedPglite(pglite)), close: () => pglite.close() };
}

/** Describes a target for logs without its credentials. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `PGlite embutido em ${target.dir}`;
  const url = new URL(target.url);
  return `PostgreSQL em ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

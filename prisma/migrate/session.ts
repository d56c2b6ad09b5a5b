import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// One connection for the migration runner, the same shape on PostgreSQL and PGlite. A single
// connection (not a pool) because the advisory lock and each migration's transaction belong to
// the connection that took them.

export type SqlSession = {
  /** One statement with $1… parameters. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** A script of several statements, no parameters (a migration.sql). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
};

export async function postgresSession(url: string): Promise<SqlSession> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost while idle would otherwise crash the process; the next query rejects anyway.
  client.on('error', () => {});
  await client.connect();
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    // Without parameters pg uses the simple query protocol, which takes several statements.
    exec: async (script) => {
      await client.query(script);
    },
    close: () => client.end(),
  };
}

export async function pgliteSession(dir: string): Promise<SqlSession> {
  const db = new PGlite(dir);
  await db.waitReady;
  return pgliteSessionOf(db);
}

export function pgliteSessionOf(db: PGlite): SqlSession {
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows,
    exec: async (script) => {
      await db.exec(script);
    },
    close: () => db.close(),
  };
}

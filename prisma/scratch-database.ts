import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from './database.ts';

// Empty databases for migration tests and the benches: a new database `<prefix>_<random>` on the
// PostgreSQL server of `serverUrl` (tests put their run id in the prefix, so the run's teardown
// drops any left behind), or a fresh temporary folder with an embedded PGlite `pglite` inside it.

export type Scratch = { target: DatabaseTarget; dataDir?: string; drop(): Promise<void> };

async function admin(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function scratchDatabase(options: { serverUrl?: string; prefix: string }): Promise<Scratch> {
  const suffix = randomBytes(4).toString('hex');
  if (!options.serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), `${options.prefix}-${suffix}-`));
    return {
      target: { kind: 'pglite', dir: join(dataDir, 'pglite') },
      dataDir,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const { serverUrl } = options;
  const name = `${options.prefix}_${suffix}`;
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

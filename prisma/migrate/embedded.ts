import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { MigrationError, unopenableEmbedded } from './errors.ts';
import { readHistory } from './history.ts';
import type { Warn } from './runner.ts';
import { pgliteSession, type SqlSession } from './session.ts';

// The embedded database (PGlite in $DATA_DIR/pglite) is created where a kill cannot half-make it:
// initdb and the first migrations run in a sibling folder `pglite.init-<pid>-<random>`, renamed
// to `pglite` only once both finished and PGlite is closed. A first start killed on the way
// leaves only that temporary folder, removed at the next start. An existing `pglite` folder is
// never deleted: at most, when an older version's first start was killed during initdb or its
// first migrations (so it holds no data), it is moved aside and made again.

type Migrate = (session: SqlSession) => Promise<string[]>;

const initMarker = '.init-';

/** Temporary folders of first starts that died (their process is gone). */
async function removeAbandonedInits(dir: string) {
  const prefix = `${basename(dir)}${initMarker}`;
  const parent = dirname(dir);
  if (!existsSync(parent)) return;
  for (const name of await readdir(parent)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    if (pid !== process.pid && isAlive(pid)) continue; // another start is initialising right now
    await rm(join(parent, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Older versions created the folder before initdb wrote anything: an empty one holds no data. */
async function removeIfEmpty(dir: string) {
  if (existsSync(dir) && (await readdir(dir)).length === 0) await rmdir(dir);
}

async function initialise(dir: string, migrate: Migrate): Promise<string[]> {
  const temp = `${dir}${initMarker}${process.pid}-${randomBytes(4).toString('hex')}`;
  await mkdir(dirname(dir), { recursive: true });
  let applied: string[];
  try {
    const session = await pgliteSession(temp);
    try {
      applied = await migrate(session);
    } finally {
      await session.close();
    }
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  try {
    await rename(temp, dir);
  } catch (error) {
    // Another start on the same folder finished first (it renames only a migrated database):
    // keep its database, drop ours; nothing was applied to the one in use.
    await rm(temp, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
    return [];
  }
  return applied;
}

/**
 * Migrates an existing folder, or says why it holds no data: an older version's first start
 * killed during initdb (no PG_VERSION: postgres never opened it) or during its first migrations
 * (no migration ever finished, so the server never ran on it, and the half left is in the way).
 */
async function migrateExisting(dir: string, migrate: Migrate): Promise<string[] | { abandoned: string }> {
  if (!existsSync(join(dir, 'PG_VERSION'))) return { abandoned: 'a criação do banco (initdb) não terminou' };
  const session = await pgliteSession(dir).catch((error) => {
    throw unopenableEmbedded(dir, error);
  });
  try {
    const history = await readHistory(session);
    const neverFinished = history.length > 0 && history.every((row) => row.finished_at === null);
    try {
      return await migrate(session);
    } catch (error) {
      if (neverFinished && error instanceof MigrationError && error.kind === 'half-applied') {
        return { abandoned: 'nenhuma migração chegou a terminar' };
      }
      throw error;
    }
  } finally {
    await session.close();
  }
}

export async function migrateEmbedded(dir: string, migrate: Migrate, warn: Warn): Promise<string[]> {
  await removeAbandonedInits(dir);
  await removeIfEmpty(dir);
  if (!existsSync(dir)) return initialise(dir, migrate);
  const applied = await migrateExisting(dir, migrate);
  if (Array.isArray(applied)) return applied;
  // Moved, never deleted: it holds no data, but that is for the operator to see.
  const aside = `${dir}.interrompido-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(dir, aside);
  warn(
    `O banco embutido em ${dir} veio de um primeiro início interrompido de uma versão anterior ` +
      `(${applied.abandoned}; portanto sem dados): guardado em ${aside} e criado de novo.`,
  );
  return initialise(dir, migrate);
}

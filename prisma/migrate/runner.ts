import { failedMigration, halfAppliedMigration } from './errors.ts';
import { checksumMatches, type MigrationFile } from './files.ts';
import {
  ensureHistoryTable,
  type HistoryRow,
  isApplied,
  isFailed,
  markFailedRolledBack,
  readHistory,
  recordApplied,
} from './history.ts';
import type { SqlSession } from './session.ts';

// Applies pending migrations so that none can be left half done: each runs in ONE transaction
// together with its `_prisma_migrations` row, so a process killed mid-migration leaves neither
// tables nor a row behind and the next start simply applies it again. PostgreSQL (and PGlite)
// run DDL in transactions. Prisma's engine, which this replaces for applying, ran the statements
// one by one and left a failed row plus half the tables (P3009 on every later start).

/** Prisma's own advisory lock key: our runner and a stray `prisma migrate` also exclude each other. */
export const migrationLockKey = 72707369;

export type Warn = (message: string) => void;

/**
 * Runs `work` holding the migration lock for the whole session, so two processes starting at once
 * never migrate together: the second waits, then finds everything applied. The lock belongs to
 * the connection, so a killed process frees it when its connection closes.
 */
export async function withMigrationLock<T>(session: SqlSession, warn: Warn, work: () => Promise<T>) {
  const [first] = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
    migrationLockKey,
  ]);
  if (!first?.locked) {
    warn('Outro processo está aplicando as migrações neste banco: aguardando ele terminar...');
    await session.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
  }
  try {
    return await work();
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
  }
}

export async function inTransaction(session: SqlSession, work: () => Promise<void>) {
  await session.exec('BEGIN');
  try {
    await work();
    await session.exec('COMMIT');
  } catch (error) {
    await session.exec('ROLLBACK').catch(() => {});
    throw error;
  }
}

function warnChangedChecksums(history: HistoryRow[], migrations: MigrationFile[], warn: Warn) {
  for (const migration of migrations) {
    const row = history.find((r) => r.migration_name === migration.name && isApplied(r));
    if (row && !checksumMatches(row.checksum, migration.sql)) {
      warn(
        `Aviso: a migração ${migration.name} foi alterada depois de aplicada (o checksum do ` +
          'migration.sql difere do registrado em _prisma_migrations). O banco não foi mexido; ' +
          'confira se o arquivo foi editado por engano.',
      );
    }
  }
}

/** Applies the migrations not yet applied, in order; returns the names applied now. */
export async function applyPending(session: SqlSession, migrations: MigrationFile[], warn: Warn) {
  return withMigrationLock(session, warn, async () => {
    await ensureHistoryTable(session);
    const history = await readHistory(session);
    warnChangedChecksums(history, migrations, warn);
    const applied: string[] = [];
    for (const migration of migrations) {
      const rows = history.filter((row) => row.migration_name === migration.name);
      if (rows.some(isApplied)) continue;
      // A failed row can only come from the old engine (ours never commits one): its run was not
      // transactional, so try again in one; if the half it created is in the way, stop and say how.
      const leftByOldEngine = rows.some(isFailed);
      try {
        await inTransaction(session, async () => {
          await session.exec(migration.sql);
          if (leftByOldEngine) await markFailedRolledBack(session, migration.name);
          await recordApplied(session, migration);
        });
      } catch (error) {
        throw leftByOldEngine
          ? halfAppliedMigration(migration.name, error)
          : failedMigration(migration.name, error);
      }
      applied.push(migration.name);
    }
    return applied;
  });
}

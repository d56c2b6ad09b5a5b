import { randomUUID } from 'node:crypto';
import type { SqlSession } from './session.ts';

// `_prisma_migrations`, kept exactly as Prisma's engine creates and fills it, so databases
// migrated by the old engine (or by `prisma migrate deploy`) and by this runner read the same.
// A row is applied when finished_at is set and rolled_back_at is not; failed (Prisma's P3009)
// when neither is set; rolled back rows are history only.

export type HistoryRow = {
  id: string;
  checksum: string;
  migration_name: string;
  started_at: Date;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
};

const table = '"_prisma_migrations"';

export async function ensureHistoryTable(session: SqlSession) {
  await session.exec(`CREATE TABLE IF NOT EXISTS ${table} (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
  )`);
}

/** Every row, oldest first; none when the table does not exist yet (nothing was ever migrated). */
export async function readHistory(session: SqlSession): Promise<HistoryRow[]> {
  const [exists] = await session.query<{ found: string | null }>(
    `SELECT to_regclass('${table}')::text AS found`,
  );
  if (!exists?.found) return [];
  return session.query<HistoryRow>(`SELECT * FROM ${table} ORDER BY started_at, migration_name`);
}

export const isApplied = (row: HistoryRow) => row.finished_at !== null && row.rolled_back_at === null;
export const isFailed = (row: HistoryRow) => row.finished_at === null && row.rolled_back_at === null;

/**
 * Records a migration as applied. Called inside the migration's own transaction: started_at is
 * the transaction's start (now()), finished_at the moment of the insert. `stepsCount` 0 marks a
 * migration resolved by hand rather than run.
 */
export async function recordApplied(
  session: SqlSession,
  migration: { name: string; checksum: string },
  stepsCount = 1,
) {
  await session.query(
    `INSERT INTO ${table} (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
     VALUES ($1, $2, $3, now(), clock_timestamp(), $4)`,
    [randomUUID(), migration.checksum, migration.name, stepsCount],
  );
}

/** Marks the failed rows of a migration rolled back (what `prisma migrate resolve --rolled-back` does). */
export async function markFailedRolledBack(session: SqlSession, name: string) {
  await session.query(
    `UPDATE ${table} SET rolled_back_at = clock_timestamp()
     WHERE migration_name = $1 AND finished_at IS NULL AND rolled_back_at IS NULL`,
    [name],
  );
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectPath } from '#paths/project-root.ts';

// The migrations on disk: one folder per migration, applied in name order (the timestamp prefix),
// as Prisma lays them out. The checksum is Prisma's: sha256 hex of migration.sql as stored.

export const migrationsDir = projectPath('prisma', 'migrations');

export type MigrationFile = { name: string; sql: string; checksum: string };

export const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

export async function readMigrations(dir = migrationsDir): Promise<MigrationFile[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: checksumOf(sql) };
    }),
  );
}

/**
 * Whether a recorded checksum is this file's. Like Prisma, a file whose line endings changed
 * (a Windows checkout) still matches.
 */
export function checksumMatches(recorded: string, sql: string): boolean {
  const lf = sql.replace(/\r\n/g, '\n');
  return [sql, lf, lf.replace(/\n/g, '\r\n')].some((variant) => checksumOf(variant) === recorded);
}

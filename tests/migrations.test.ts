import { describe, expect, it } from 'vitest';
import { currentDbTarget, db } from '../prisma/client.ts';
import { openDatabase } from '../prisma/database.ts';
import { applyMigrations, readMigrationList } from '../prisma/migrate/engine.ts';

describe('migrations', () => {
  it('are recorded like prisma migrate deploy and a second run applies nothing', async () => {
    const rows = await db.$queryRaw<{ migration_name: string; checksum: string; finished_at: Date | null }[]>`
      SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name`;
    const list = await readMigrationList();
    expect(rows.map((r) => r.migration_name)).toEqual(list.migrationDirectories.map((m) => m.path));
    expect(rows.every((r) => r.finished_at !== null && /^[0-9a-f]{64}$/.test(r.checksum))).toBe(true);

    const target = currentDbTarget();
    if (!target) throw new Error('no database');
    if (target.kind === 'pglite') return; // one PGlite instance per folder: the live client holds it
    const second = openDatabase(target);
    try {
      expect(await applyMigrations(second.factory)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '../prisma/client.ts';
import type { DatabaseTarget } from '../prisma/database.ts';
import { migrateDatabase } from '../prisma/migrate/deploy.ts';
import { applyWithSchemaEngine } from '../prisma/migrate/engine.ts';
import { MigrationError } from '../prisma/migrate/errors.ts';
import { checksumOf, readMigrations } from '../prisma/migrate/files.ts';
import { ensureHistoryTable, type HistoryRow, readHistory } from '../prisma/migrate/history.ts';
import { resolveMigration } from '../prisma/migrate/resolve.ts';
import { applyPending } from '../prisma/migrate/runner.ts';
import {
  pgliteSession,
  pgliteSessionOf,
  postgresSession,
  type SqlSession,
} from '../prisma/migrate/session.ts';
import { formatStatus, migrationStatus } from '../prisma/migrate/status.ts';
import { type Scratch, scratchDatabase } from '../prisma/scratch-database.ts';

// The migration runner on the backend of this run (PostgreSQL when DATABASE_URL is set, else
// PGlite). Tests of the runner itself share one database, each in its own schema (the runner's
// SQL is unqualified, so search_path places it), because a PGlite initdb costs seconds.

const serverUrl = process.env.DATABASE_URL;
const runId = inject('testDbPlan').runId;
const scratches: Scratch[] = [];
const noWarn = () => {};

async function scratch() {
  const created = await scratchDatabase({ serverUrl, prefix: `t_${runId}_mig` });
  scratches.push(created);
  return created;
}

/** A session on the database of the target, which must exist (PGlite folders are made by the runner). */
const sessionOn = (target: DatabaseTarget) =>
  target.kind === 'postgres' ? postgresSession(target.url) : pgliteSession(target.dir);

let sharedLite: PGlite | undefined;
let sharedUrl: string | undefined;

async function schemaSession(): Promise<SqlSession> {
  const schema = `s_${randomBytes(4).toString('hex')}`;
  const session = sharedUrl
    ? await postgresSession(sharedUrl)
    : { ...pgliteSessionOf(sharedLite as PGlite), close: async () => {} };
  await session.exec(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}`);
  return session;
}

/** A migrations folder holding these migrations (name → SQL). */
async function migrationsDir(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'migracoes-'));
  for (const [name, sql] of Object.entries(files)) await writeMigration(dir, name, sql);
  return dir;
}

async function writeMigration(dir: string, name: string, sql: string) {
  await mkdir(join(dir, name), { recursive: true });
  await writeFile(join(dir, name, 'migration.sql'), sql);
}

const exists = async (session: SqlSession, table: string) =>
  (await session.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]))[0]
    ?.found !== null;

/** A row as the old engine left a migration it did not finish (killed, or a statement failed). */
async function oldEngineFailedRow(session: SqlSession, name: string, sql: string) {
  await ensureHistoryTable(session);
  await session.query(
    `INSERT INTO _prisma_migrations (id, checksum, migration_name, logs, started_at, applied_steps_count)
     VALUES (gen_random_uuid()::text, $1, $2, 'interrompida', now(), 0)`,
    [checksumOf(sql), name],
  );
}

beforeAll(async () => {
  if (serverUrl) {
    const shared = await scratch();
    sharedUrl = shared.target.kind === 'postgres' ? shared.target.url : undefined;
  } else {
    sharedLite = new PGlite();
  }
});

afterAll(async () => {
  await sharedLite?.close();
  for (const created of scratches) await created.drop();
});

/** A database migrated by the old engine, as existing installations are; a runner session on it. */
async function oldEngineDatabase(): Promise<SqlSession> {
  if (!serverUrl) {
    const lite = new PGlite();
    await applyWithSchemaEngine(new PrismaPGlite(lite));
    return pgliteSessionOf(lite);
  }
  const { target } = await scratch();
  const url = target.kind === 'postgres' ? target.url : '';
  // The engine keeps Prisma's advisory lock (the runner's too) on its pooled connection until
  // the pool closes.
  const pool = new pg.Pool({ connectionString: url });
  try {
    await applyWithSchemaEngine(new PrismaPg(pool));
  } finally {
    await pool.end();
  }
  const session = await postgresSession(url);
  // The server lets the lock go only once the closed connection's backend has exited, which a
  // loaded machine makes visible: the runner would then say another process is migrating.
  for (let i = 0; i < 200; i++) {
    const [held] = await session.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
       WHERE l.locktype = 'advisory' AND d.datname = current_database()`,
    );
    if (held?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return session;
}

function statusCli(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts', '--status'], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('migrations', { timeout: 120_000 }, () => {
  it('have no semicolon in a comment line, which the old engine over the pg adapter splits on', async () => {
    // Caught otherwise only on PostgreSQL, by the old-engine case below: "syntax error at or near".
    const offending = (await readMigrations()).flatMap((m) =>
      m.sql
        .split('\n')
        .filter((line) => line.trimStart().startsWith('--') && line.includes(';'))
        .map((line) => `${m.name}: ${line}`),
    );
    expect(offending).toEqual([]);
  });

  it('the test database holds every migration, recorded like prisma migrate deploy', async () => {
    const rows = await db.$queryRaw<{ migration_name: string; checksum: string; finished_at: Date | null }[]>`
      SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name`;
    const files = await readMigrations();
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((m) => m.name));
    expect(rows.map((r) => r.checksum)).toEqual(files.map((m) => m.checksum));
    expect(rows.every((r) => r.finished_at !== null)).toBe(true);
  });

  it('applies every migration to an empty database, --status says so, and a second run applies nothing', async () => {
    const { target, dataDir } = await scratch();
    const env: Record<string, string> =
      target.kind === 'postgres' ? { DATABASE_URL: target.url } : { DATA_DIR: dataDir ?? '' };
    const before = statusCli(env);
    expect(before.status).toBe(1);
    expect(before.stdout).toMatch(/pendente/);

    const files = await readMigrations();
    expect(await migrateDatabase(target, { warn: noWarn })).toEqual(files.map((m) => m.name));
    expect(await migrateDatabase(target, { warn: noWarn })).toEqual([]);

    const after = statusCli(env);
    expect(after.status).toBe(0);
    expect(after.stdout).toContain('em dia');
    for (const file of files) expect(after.stdout).toMatch(new RegExp(`${file.name}\\s+aplicada em `));

    const session = await sessionOn(target);
    try {
      const rows = await readHistory(session);
      expect(rows.map((r) => [r.migration_name, r.checksum, r.applied_steps_count])).toEqual(
        files.map((m) => [m.name, m.checksum, 1]),
      );
      for (const row of rows) {
        expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(row.finished_at).not.toBeNull();
        expect(row.rolled_back_at).toBeNull();
      }
    } finally {
      await session.close();
    }
  });

  it('a migration whose SQL fails leaves no row and no partial table, and applies once fixed', async () => {
    const dir = await migrationsDir({
      '001_a': 'CREATE TABLE a (id int);',
      '002_bc': 'CREATE TABLE b (id int);\nCREATE TABLE c (id int REFERENCES nao_existe (id));',
    });
    const session = await schemaSession();
    try {
      const failure = await applyPending(session, await readMigrations(dir), noWarn).catch((e) => e);
      expect(failure).toBeInstanceOf(MigrationError);
      expect(failure.kind).toBe('failed');
      expect(failure.message).toContain('002_bc');
      expect(await exists(session, 'a')).toBe(true);
      expect(await exists(session, 'b')).toBe(false);
      expect((await readHistory(session)).map((r) => r.migration_name)).toEqual(['001_a']);

      await writeMigration(
        dir,
        '002_bc',
        'CREATE TABLE b (id int);\nCREATE TABLE c (id int REFERENCES a (id));',
      );
      await session.exec('ALTER TABLE a ADD PRIMARY KEY (id)');
      expect(await applyPending(session, await readMigrations(dir), noWarn)).toEqual(['002_bc']);
      expect(await exists(session, 'c')).toBe(true);
    } finally {
      await session.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('retries a migration the old engine left unfinished, and marks its old row rolled back', async () => {
    const sql = 'CREATE TABLE a (id int);';
    const dir = await migrationsDir({ '001_a': sql });
    const session = await schemaSession();
    try {
      await oldEngineFailedRow(session, '001_a', sql);
      expect(await applyPending(session, await readMigrations(dir), noWarn)).toEqual(['001_a']);
      const rows = await readHistory(session);
      expect(rows).toHaveLength(2);
      const [old, retried] = rows as [HistoryRow, HistoryRow];
      expect(old.finished_at).toBeNull();
      expect(old.rolled_back_at).not.toBeNull();
      expect(retried.finished_at).not.toBeNull();
      expect(retried.rolled_back_at).toBeNull();
      expect(await exists(session, 'a')).toBe(true);
    } finally {
      await session.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stops on a half-created old-engine migration with the recovery commands, which then work', async () => {
    const sqlAb = 'CREATE TABLE a (id int);\nCREATE TABLE b (id int);';
    const sqlC = 'CREATE TABLE c (id int);';
    const dir = await migrationsDir({ '001_ab': sqlAb, '002_c': sqlC });
    const session = await schemaSession();
    try {
      await oldEngineFailedRow(session, '001_ab', sqlAb);
      await session.exec('CREATE TABLE a (id int)'); // the old engine got this far
      const migrations = await readMigrations(dir);
      const failure = await applyPending(session, migrations, noWarn).catch((e) => e);
      expect(failure).toBeInstanceOf(MigrationError);
      expect(failure.kind).toBe('half-applied');
      expect(failure.message).toContain('A migração 001_ab ficou pela metade');
      expect(failure.message).toContain('npm run db:migrate -- --resolve-rolled-back 001_ab');
      expect(failure.message).toContain('npm run db:migrate -- --resolve-applied 001_ab');
      expect(await exists(session, 'b')).toBe(false);
      expect(migrationStatus(migrations, await readHistory(session)).lines.map((l) => l.state)).toEqual([
        'falhou',
        'pendente',
      ]);

      // The operator undoes the half by hand and says so; the next run applies it whole.
      await session.exec('DROP TABLE a');
      await resolveMigration(session, migrations, { name: '001_ab', as: 'rolled-back', warn: noWarn });
      expect(await applyPending(session, migrations, noWarn)).toEqual(['001_ab', '002_c']);

      // Or completes one by hand and records it applied: it is never run.
      const sqlD = 'CREATE TABLE d (id int);';
      await writeMigration(dir, '003_d', sqlD);
      await oldEngineFailedRow(session, '003_d', sqlD);
      await session.exec(sqlD);
      const withD = await readMigrations(dir);
      await resolveMigration(session, withD, { name: '003_d', as: 'applied', warn: noWarn });
      expect(await applyPending(session, withD, noWarn)).toEqual([]);
      const status = migrationStatus(withD, await readHistory(session));
      expect(status.upToDate).toBe(true);
      await expect(
        resolveMigration(session, withD, { name: '003_d', as: 'applied', warn: noWarn }),
      ).rejects.toThrow('já está aplicada');
    } finally {
      await session.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('--status lists applied, pending and failed migrations with their dates', async () => {
    const dir = await migrationsDir({
      '001_a': 'CREATE TABLE a (id int);',
      '002_b': 'CREATE TABLE b (id int);',
    });
    await writeMigration(dir, '003_c', 'CREATE TABLE c (id int);');
    const session = await schemaSession();
    try {
      const migrations = await readMigrations(dir);
      await applyPending(session, migrations.slice(0, 1), noWarn);
      await oldEngineFailedRow(session, '003_c', 'CREATE TABLE c (id int);');
      const status = migrationStatus(migrations, await readHistory(session));
      expect(status.upToDate).toBe(false);
      const text = formatStatus('Banco de teste', status);
      expect(text).toContain('Banco de teste: 3 migração(ões), 1 pendente(s), 1 com falha.');
      expect(text).toMatch(/001_a\s+aplicada em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}/);
      expect(text).toMatch(/002_b\s+pendente/);
      expect(text).toMatch(/003_c\s+falhou: iniciada em \d{2}\/\d{2}\/\d{4}.* e não concluída/);
    } finally {
      await session.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('warns about a migration changed after it was applied, without blocking', async () => {
    const dir = await migrationsDir({ '001_a': 'CREATE TABLE a (id int);' });
    const session = await schemaSession();
    try {
      await applyPending(session, await readMigrations(dir), noWarn);
      await writeMigration(dir, '001_a', 'CREATE TABLE a (id bigint);');
      const warnings: string[] = [];
      expect(await applyPending(session, await readMigrations(dir), (m) => warnings.push(m))).toEqual([]);
      expect(warnings.join('\n')).toContain('a migração 001_a foi alterada depois de aplicada');
    } finally {
      await session.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes over a database migrated by the old engine untouched, and lays out _prisma_migrations alike', async () => {
    const files = await readMigrations();
    const layout = (session: SqlSession) =>
      session.query(`SELECT column_name, data_type, character_maximum_length, is_nullable, column_default
                     FROM information_schema.columns
                     WHERE table_name = '_prisma_migrations' AND table_schema = current_schema()
                     ORDER BY ordinal_position`);
    const old = await oldEngineDatabase();
    let engineLayout: unknown[];
    try {
      const warnings: string[] = [];
      expect(await applyPending(old, files, (m) => warnings.push(m))).toEqual([]);
      expect(warnings).toEqual([]);
      expect((await readHistory(old)).map((r) => r.checksum)).toEqual(files.map((m) => m.checksum));
      engineLayout = await layout(old);
    } finally {
      await old.close();
    }
    const ours = await schemaSession();
    try {
      await ensureHistoryTable(ours);
      expect(await layout(ours)).toEqual(engineLayout);
    } finally {
      await ours.close();
    }
  });

  it.skipIf(!serverUrl)(
    'two runners starting together apply each migration once (advisory lock)',
    async () => {
      const { target } = await scratch();
      const files = await readMigrations();
      const [first, second] = await Promise.all([
        migrateDatabase(target, { warn: noWarn }),
        migrateDatabase(target, { warn: noWarn }),
      ]);
      expect([...first, ...second].sort()).toEqual(files.map((m) => m.name));
      const session = await sessionOn(target);
      try {
        expect((await readHistory(session)).map((r) => r.migration_name)).toEqual(files.map((m) => m.name));
      } finally {
        await session.close();
      }
    },
  );
});

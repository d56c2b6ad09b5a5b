import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { MigrationError } from './errors.ts';
import { checksumOf, readMigrations } from './files.ts';
import { ensureHistoryTable, readHistory } from './history.ts';
import { migrateDatabase } from './migrate.ts';
import { pgliteSession } from './session.ts';

// The embedded database's first start: created in a temporary folder and renamed into place, so
// a kill leaves nothing that blocks the next start; folders of older versions' interrupted first
// starts (no data) are moved aside and made again; a folder with data is never moved or deleted.

let root: string;
let blank: string; // an initdb'd PGlite folder with nothing in it, copied where a case needs one

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pglite-embutido-'));
  blank = join(root, 'blank');
  await (await pgliteSession(blank)).close();
});

afterAll(() => rm(root, { recursive: true, force: true }));

async function dataDir(name: string) {
  const dir = join(root, name);
  await mkdir(dir, { recursive: true });
  return { dataDir: dir, target: { kind: 'pglite' as const, dir: join(dir, 'pglite') } };
}

const siblings = async (dir: string) => (await readdir(dir)).sort();

async function historyOf(dir: string) {
  const session = await pgliteSession(dir);
  try {
    return await readHistory(session);
  } finally {
    await session.close();
  }
}

describe('the embedded database', { timeout: 120_000 }, () => {
  it('is created in a temporary folder renamed into place, and works there after the rename', async () => {
    const { dataDir: data, target } = await dataDir('novo');
    // What a first start killed by an older version (empty folder) or by this one (its temporary
    // folder, its process gone) leaves behind.
    await mkdir(target.dir);
    await mkdir(join(data, 'pglite.init-999999999-abcd1234', 'base'), { recursive: true });

    const files = await readMigrations();
    expect(await migrateDatabase(target, { warn: () => {} })).toEqual(files.map((m) => m.name));
    expect(await siblings(data)).toEqual(['pglite']);

    const session = await pgliteSession(target.dir);
    try {
      await session.exec(
        'CREATE TABLE depois_de_renomear (id int); INSERT INTO depois_de_renomear VALUES (7)',
      );
      expect(await session.query('SELECT id FROM depois_de_renomear')).toEqual([{ id: 7 }]);
    } finally {
      await session.close();
    }
    const database = openDatabase(target); // the product's own way in
    await database.close();
    expect(await migrateDatabase(target, { warn: () => {} })).toEqual([]);
  });

  it('leaves alone the temporary folder of a start that is still running', async () => {
    const { dataDir: data, target } = await dataDir('em-andamento');
    const running = join(data, `pglite.init-${process.ppid}-feedbeef`);
    await mkdir(running);
    await cp(blank, target.dir, { recursive: true });
    await migrateDatabase(target, { warn: () => {} });
    expect(existsSync(running)).toBe(true);
  });

  it("moves aside an older version's first start killed during initdb, and creates the database again", async () => {
    const { dataDir: data, target } = await dataDir('initdb-interrompido');
    await mkdir(join(target.dir, 'global'), { recursive: true });
    await writeFile(join(target.dir, 'global', 'pg_control'), 'metade');
    const warnings: string[] = [];
    await migrateDatabase(target, { warn: (m) => warnings.push(m) });

    const [aside] = (await siblings(data)).filter((name) => name.startsWith('pglite.interrompido-'));
    expect(aside).toBeDefined();
    expect(existsSync(join(data, aside as string, 'global', 'pg_control'))).toBe(true);
    expect(warnings.join('\n')).toContain('a criação do banco (initdb) não terminou');
    expect((await historyOf(target.dir)).every((row) => row.finished_at !== null)).toBe(true);
  });

  it("moves aside an older version's first start killed in its first migration, and creates it again", async () => {
    const { dataDir: data, target } = await dataDir('migracao-interrompida');
    await cp(blank, target.dir, { recursive: true });
    const [init] = await readMigrations();
    const session = await pgliteSession(target.dir);
    try {
      // As the old engine left it: a failed row and the first statements of the migration run.
      await ensureHistoryTable(session);
      await session.query(
        `INSERT INTO _prisma_migrations (id, checksum, migration_name) VALUES (gen_random_uuid()::text, $1, $2)`,
        [init?.checksum, init?.name],
      );
      await session.exec((init?.sql ?? '').split(';').slice(0, 3).join(';'));
    } finally {
      await session.close();
    }
    const warnings: string[] = [];
    await migrateDatabase(target, { warn: (m) => warnings.push(m) });

    expect((await siblings(data)).filter((name) => name.startsWith('pglite.interrompido-'))).toHaveLength(1);
    expect(warnings.join('\n')).toContain('nenhuma migração chegou a terminar');
    const history = await historyOf(target.dir);
    expect(history.map((row) => row.migration_name)).toEqual((await readMigrations()).map((m) => m.name));
  });

  it('never moves a folder with data: a half-applied old migration there stops with the way out', async () => {
    const { dataDir: data, target } = await dataDir('com-dados');
    const migrations = join(data, 'migrations');
    await mkdir(join(migrations, '001_a'), { recursive: true });
    await mkdir(join(migrations, '002_bc'));
    await writeFile(join(migrations, '001_a', 'migration.sql'), 'CREATE TABLE a (id int);');
    await writeFile(
      join(migrations, '002_bc', 'migration.sql'),
      'CREATE TABLE b (id int); CREATE TABLE c (id int);',
    );
    await cp(blank, target.dir, { recursive: true });
    await migrateDatabase(target, { dir: join(migrations), warn: () => {} });
    const session = await pgliteSession(target.dir);
    try {
      await session.exec('DELETE FROM _prisma_migrations WHERE migration_name = $$002_bc$$');
      await session.exec('DROP TABLE c');
      await session.query(
        `INSERT INTO _prisma_migrations (id, checksum, migration_name) VALUES (gen_random_uuid()::text, $1, '002_bc')`,
        [checksumOf('CREATE TABLE b (id int); CREATE TABLE c (id int);')],
      );
    } finally {
      await session.close();
    }

    const failure = await migrateDatabase(target, { dir: migrations, warn: () => {} }).catch((e) => e);
    expect(failure).toBeInstanceOf(MigrationError);
    expect(failure.message).toContain('--resolve-rolled-back 002_bc');
    expect(await siblings(data)).toEqual(['migrations', 'pglite']);
    expect((await historyOf(target.dir)).map((row) => row.migration_name)).toEqual(['001_a', '002_bc']);
  });

  it('stops with the folder named when it holds a database that does not open, and keeps it', async () => {
    const { dataDir: data, target } = await dataDir('nao-abre');
    await cp(blank, target.dir, { recursive: true });
    await rm(join(target.dir, 'global'), { recursive: true });
    await writeFile(join(target.dir, 'global'), 'estragado');
    // A child process: PGlite's aborted start sets the exit code of the process it runs in.
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: data },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Não foi possível abrir o banco embutido em ${target.dir}`);
    expect(result.stderr).toContain(`mv ${target.dir} ${target.dir}.interrompido && npm start`);
    expect(await siblings(data)).toEqual(['pglite']);
  });
});

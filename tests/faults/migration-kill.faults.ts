import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseTarget } from '#prisma/database.ts';
import { readMigrations } from '#prisma/migrate/files.ts';
import { readHistory } from '#prisma/migrate/history.ts';
import { migrationLockKey } from '#prisma/migrate/runner.ts';
import { pgliteSession, postgresSession, type SqlSession } from '#prisma/migrate/session.ts';
import { scratchDatabase } from '#prisma/scratch-database.ts';
import { type FaultRow, printFaultTable } from './support/fault-table.ts';

// The migrator (`npm run db:migrate`, the same function `npm start` runs before serving) killed
// with SIGKILL at random moments of a first install, then started again: every restart must end
// with the complete schema (identical to a clean run's) and every migration recorded once,
// finished. (a) a fresh PostgreSQL database per attempt, (b) a fresh embedded PGlite folder per
// attempt: initdb and the migrations in a temporary folder, renamed into place at the end. The
// server's first start goes through the same migrateDatabase, so it is not killed separately.
// Delays are drawn within the durations of a clean run measured first; two attempts run at a
// time to keep the case within a few minutes (PGlite's initdb takes seconds). The timeouts only
// guard against a hang: on a busy machine the case is slow, never wrong.

const attempts = 20;
const parallel = 2;
const serverUrl = process.env.DATABASE_URL;
const runId = inject('testDbPlan').runId;
const children = new Set<ChildProcess>();
const rows: FaultRow[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  printFaultTable('Migrações: migrador morto (SIGKILL) em momentos aleatórios da primeira instalação', rows);
});

type Install = { target: DatabaseTarget; env: Record<string, string>; drop(): Promise<void> };

async function freshInstall(kind: 'postgres' | 'pglite'): Promise<Install> {
  if (kind === 'postgres') {
    const scratch = await scratchDatabase({ serverUrl, prefix: `t_${runId}_mig` });
    const url = scratch.target.kind === 'postgres' ? scratch.target.url : '';
    return { target: scratch.target, env: { DATABASE_URL: url }, drop: scratch.drop };
  }
  const dataDir = await mkdtemp(join(tmpdir(), `migracao-morta-${randomBytes(3).toString('hex')}-`));
  return {
    target: { kind: 'pglite', dir: join(dataDir, 'pglite') },
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** The real migrator process, with a watchdog; `kill()` sends SIGKILL unless it already ended. */
function runMigrator(env: Record<string, string>) {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const watchdog = setTimeout(() => child.kill('SIGKILL'), 180_000);
  const done = new Promise<{ code: number | null; ms: number; output: string }>((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(watchdog);
      children.delete(child);
      resolve({ code, ms: Date.now() - started, output });
    });
  });
  const kill = () => {
    const running = child.exitCode === null && child.signalCode === null;
    child.kill('SIGKILL');
    return running;
  };
  return { started, done, kill };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves when the migrator reaches its migrations, seen from outside: on PostgreSQL its
 * connection holds the migration advisory lock; on PGlite its temporary folder holds a finished
 * initdb (PG_VERSION). Resolves anyway when the process ends first.
 */
async function migrationsStarted(install: Install, done: Promise<unknown>) {
  let ended = false;
  void done.then(() => {
    ended = true;
  });
  const admin = install.target.kind === 'postgres' ? await postgresSession(install.target.url) : undefined;
  try {
    while (!ended) {
      if (admin) {
        const held = await admin.query(
          `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          [migrationLockKey],
        );
        if (held.length) return;
      } else {
        const dataDir = install.env.DATA_DIR ?? '';
        const temp = (await readdir(dataDir)).find((name) => name.startsWith('pglite.init-'));
        if (temp && existsSync(join(dataDir, temp, 'PG_VERSION'))) return;
      }
      await sleep(15);
    }
  } finally {
    await admin?.close();
  }
}

const open = (target: DatabaseTarget): Promise<SqlSession> =>
  target.kind === 'postgres' ? postgresSession(target.url) : pgliteSession(target.dir);

/** Tables, columns, indexes, constraints and enum values: equal for two databases with the same schema. */
async function fingerprint(session: SqlSession) {
  const items = await session.query<{ item: string }>(`
    SELECT 'c ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
           coalesce(column_default, '') AS item
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL SELECT 'i ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL SELECT 'k ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL SELECT 'e ' || t.typname || '.' || e.enumlabel
      FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
    ORDER BY 1`);
  return items.map((row) => row.item);
}

/** Schema fingerprint and whether every migration is recorded once, finished, none failed. */
async function inspect(target: DatabaseTarget, names: string[]) {
  const session = await open(target);
  try {
    const history = await readHistory(session);
    const live = history.filter((row) => row.rolled_back_at === null);
    const complete =
      live.every((row) => row.finished_at !== null) &&
      JSON.stringify(live.map((row) => row.migration_name).sort()) === JSON.stringify(names);
    return { schema: await fingerprint(session), complete };
  } finally {
    await session.close();
  }
}

/** Where the kill left the install, before the restart. */
async function stateAfterKill(install: Install, total: number) {
  if (install.target.kind === 'postgres') {
    const session = await open(install.target);
    try {
      const finished = (await readHistory(session)).filter((row) => row.finished_at !== null).length;
      return finished === 0 ? '0 aplicadas' : finished === total ? 'todas aplicadas' : 'parte aplicada';
    } finally {
      await session.close();
    }
  }
  const dataDir = install.env.DATA_DIR ?? '';
  if (existsSync(install.target.dir)) return 'pglite pronto';
  const temp = (await readdir(dataDir)).find((name) => name.startsWith('pglite.init-'));
  if (!temp) return 'nada criado';
  return existsSync(join(dataDir, temp, 'PG_VERSION')) ? 'temporária: migrando' : 'temporária: initdb';
}

async function inPool<T>(count: number, size: number, task: (index: number) => Promise<T>) {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
  return results;
}

async function killAndRestart(kind: 'postgres' | 'pglite') {
  const names = (await readMigrations()).map((m) => m.name);
  // A clean run: the migrator's usual duration (whole, and from its first migration on) and the
  // schema every restart must end with.
  const clean = await freshInstall(kind);
  const cleanRun = runMigrator(clean.env);
  await migrationsStarted(clean, cleanRun.done);
  const migratingFrom = Date.now() - cleanRun.started;
  const baseline = await cleanRun.done;
  expect(baseline.code, baseline.output).toBe(0);
  const migratingMs = baseline.ms - migratingFrom;
  const reference = await inspect(clean.target, names);
  await clean.drop();
  expect(reference.complete).toBe(true);

  // Even attempts die anywhere in the run (startup, initdb, migrations); odd ones within the
  // migrations, the moment that used to leave a half-applied migration behind.
  const outcomes = await inPool(attempts, parallel, async (index) => {
    const install = await freshInstall(kind);
    try {
      const run = runMigrator(install.env);
      if (index % 2 === 0) {
        await Promise.race([sleep(baseline.ms * (0.1 + Math.random() * 0.9)), run.done]);
      } else {
        await migrationsStarted(install, run.done);
        await Promise.race([sleep(Math.random() * migratingMs), run.done]);
      }
      const killed = run.kill();
      await run.done;
      const state = killed ? await stateAfterKill(install, names.length) : 'terminou antes';
      const restart = await runMigrator(install.env).done;
      if (restart.code !== 0) return { index, killed, state, result: 'stuck', output: restart.output };
      const after = await inspect(install.target, names);
      const leftovers =
        install.target.kind === 'pglite' ? (await readdir(install.env.DATA_DIR ?? '')).length !== 1 : false;
      const whole =
        after.complete && !leftovers && JSON.stringify(after.schema) === JSON.stringify(reference.schema);
      return { index, killed, state, result: whole ? 'stored' : 'lost', output: restart.output };
    } finally {
      await install.drop();
    }
  });

  const count = (result: string) => outcomes.filter((o) => o.result === result).length;
  const killedWhere = (parity: number) => outcomes.filter((o) => o.killed && o.index % 2 === parity).length;
  const states = new Map<string, number>();
  for (const o of outcomes) states.set(o.state, (states.get(o.state) ?? 0) + 1);
  rows.push({
    step: kind === 'postgres' ? 'PostgreSQL: banco novo por tentativa' : 'PGlite: pasta nova por tentativa',
    sent: `${outcomes.filter((o) => o.killed).length} SIGKILL`,
    stored: `${count('stored')} reinícios completos`,
    lost: String(count('lost')),
    stuck: String(count('stuck')),
    note:
      `migrador limpo ${baseline.ms} ms (migrações ${migratingMs} ms); mortes em qualquer ponto ` +
      `${killedWhere(0)}, durante as migrações ${killedWhere(1)}; ao morrer: ` +
      [...states].map(([state, n]) => `${state} ${n}`).join(', '),
  });
  for (const o of outcomes.filter((o) => o.result !== 'stored')) process.stdout.write(`${o.output}\n`);
  expect({ lost: count('lost'), stuck: count('stuck') }).toEqual({ lost: 0, stuck: 0 });
  expect(outcomes.filter((o) => o.killed).length).toBeGreaterThanOrEqual(attempts * 0.75);
}

describe('migrator killed at random moments of a first install', () => {
  it(
    'PostgreSQL: every restart completes the schema, each migration recorded once',
    { timeout: 600_000 },
    () => killAndRestart('postgres'),
  );

  it('PGlite: every restart creates the complete database, no folder left behind', { timeout: 900_000 }, () =>
    killAndRestart('pglite'),
  );
});

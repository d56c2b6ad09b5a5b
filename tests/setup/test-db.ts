import { cp, mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';

// Each test run gets its own databases so runs never collide: a template migrated (and seeded)
// once per run, then one copy per vitest worker. PostgreSQL copies with CREATE DATABASE ...
// TEMPLATE; PGlite copies the data folder.

export type TestDbPlan =
  | { kind: 'postgres'; serverUrl: string; runId: string }
  | { kind: 'pglite'; root: string; runId: string };

export function planTestDb(runId: string, env = process.env): TestDbPlan {
  if (env.DATABASE_URL) return { kind: 'postgres', serverUrl: env.DATABASE_URL, runId };
  return { kind: 'pglite', root: resolve('.tmp', `test-${runId}`), runId };
}

function dbUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const templateName = (plan: TestDbPlan) => `t_${plan.runId}_tpl`;
const workerName = (plan: TestDbPlan, worker: string) => `t_${plan.runId}_w${worker}`;

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates the empty template database and returns the env that points at it. */
export async function createTemplate(plan: TestDbPlan): Promise<Record<string, string>> {
  if (plan.kind === 'postgres') {
    await withAdmin(plan.serverUrl, (c) => c.query(`CREATE DATABASE "${templateName(plan)}"`));
    return { DATABASE_URL: dbUrl(plan.serverUrl, templateName(plan)) };
  }
  await mkdir(plan.root, { recursive: true });
  return { DATA_DIR: join(plan.root, 'template') };
}

/** Copies the template for one worker (once) and returns the env that points at the copy. */
export async function workerDatabase(plan: TestDbPlan, worker: string): Promise<Record<string, string>> {
  const name = workerName(plan, worker);
  if (plan.kind === 'postgres') {
    await withAdmin(plan.serverUrl, async (c) => {
      const exists = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) await c.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName(plan)}"`);
    });
    return { DATABASE_URL: dbUrl(plan.serverUrl, name) };
  }
  const dir = join(plan.root, name);
  await cp(join(plan.root, 'template'), dir, { recursive: true, force: false, errorOnExist: false });
  return { DATA_DIR: dir };
}

export async function dropRun(plan: TestDbPlan) {
  if (plan.kind === 'pglite') return rm(plan.root, { recursive: true, force: true });
  await withAdmin(plan.serverUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`t_${plan.runId}_%`],
    );
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

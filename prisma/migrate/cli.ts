import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from '#platform/config/env.ts';
import { type DatabaseTarget, databaseTarget, describeTarget } from '../database.ts';
import { MigrationError, resolveRefused, unopenableEmbedded } from './errors.ts';
import { readMigrations } from './files.ts';
import { readHistory } from './history.ts';
import { migrateDatabase } from './migrate.ts';
import { type Resolution, resolveMigration } from './resolve.ts';
import { pgliteSession, postgresSession, type SqlSession } from './session.ts';
import { formatStatus, migrationStatus } from './status.ts';

// `npm run db:migrate [-- --status | --resolve-rolled-back <nome> | --resolve-applied <nome>]`.
// Exit code 0 when the database ends up to date, 1 otherwise (or when the runner refuses).

const usage = [
  'Uso:',
  '  npm run db:migrate                                    aplica as migrações pendentes',
  '  npm run db:migrate -- --status                        lista aplicadas, pendentes e com falha',
  '  npm run db:migrate -- --resolve-rolled-back <nome>    marca uma falha antiga como desfeita',
  '  npm run db:migrate -- --resolve-applied <nome>        marca uma migração como aplicada à mão',
].join('\n');

/**
 * A session on a database that already exists: status and resolve never create one (PGlite
 * would initdb into a folder without PG_VERSION, such as an interrupted first start's).
 */
async function openExisting(target: DatabaseTarget): Promise<SqlSession | undefined> {
  if (target.kind === 'postgres') return postgresSession(target.url);
  if (!existsSync(join(target.dir, 'PG_VERSION'))) return undefined;
  return pgliteSession(target.dir).catch((error) => {
    throw unopenableEmbedded(target.dir, error);
  });
}

async function status(target: DatabaseTarget) {
  const session = await openExisting(target);
  const history = session ? await readHistory(session).finally(() => session.close()) : [];
  const result = migrationStatus(await readMigrations(), history);
  const where = session ? describeTarget(target) : `${describeTarget(target)} (ainda não criado)`;
  console.log(formatStatus(where, result));
  return result.upToDate ? 0 : 1;
}

async function resolve(target: DatabaseTarget, as: Resolution, name: string | undefined) {
  if (!name) throw resolveRefused(`Diga qual migração resolver.\n${usage}`);
  const session = await openExisting(target);
  if (!session) throw resolveRefused(`${describeTarget(target)} ainda não existe: nada a resolver.`);
  try {
    const warn = (message: string) => console.warn(message);
    console.log(await resolveMigration(session, await readMigrations(), { name, as, warn }));
    return 0;
  } finally {
    await session.close();
  }
}

async function deploy(target: DatabaseTarget) {
  const applied = await migrateDatabase(target);
  console.log(
    applied.length
      ? `${describeTarget(target)}: ${applied.length} migração(ões) aplicada(s): ${applied.join(', ')}`
      : `${describeTarget(target)}: nenhuma migração pendente.`,
  );
  return 0;
}

export async function runCli(args: string[]): Promise<number> {
  const target = databaseTarget(loadEnv());
  const [flag, name, ...rest] = args;
  try {
    if (flag === undefined) return await deploy(target);
    if (flag === '--status' && name === undefined) return await status(target);
    if (flag === '--resolve-rolled-back' && !rest.length) return await resolve(target, 'rolled-back', name);
    if (flag === '--resolve-applied' && !rest.length) return await resolve(target, 'applied', name);
    console.error(usage);
    return 2;
  } catch (error) {
    if (!(error instanceof MigrationError)) throw error;
    console.error(error.message);
    return 1;
  }
}

import { loadEnv } from '#platform/config/env.ts';
import { type DatabaseTarget, databaseTarget } from '../database.ts';
import { migrateEmbedded } from './embedded.ts';
import { readMigrations } from './files.ts';
import { applyPending, type Warn } from './runner.ts';
import { postgresSession } from './session.ts';

// Applies pending migrations to DATABASE_URL or the embedded PGlite folder: what `npm start`,
// `npm run db:migrate`, the seed and the tests run before anything touches the database.
// (deploy.ts re-exports this for its many importers; the command line is scripts/migrate.ts.)

export type MigrateOptions = { dir?: string; warn?: Warn };

/** Applies pending migrations; returns the names applied now (empty on a second run). */
export async function migrateDatabase(
  target: DatabaseTarget = databaseTarget(loadEnv()),
  options: MigrateOptions = {},
): Promise<string[]> {
  const migrations = await readMigrations(options.dir);
  const warn = options.warn ?? ((message: string) => console.warn(message));
  if (target.kind === 'pglite') {
    return migrateEmbedded(target.dir, (session) => applyPending(session, migrations, warn), warn);
  }
  const session = await postgresSession(target.url);
  try {
    return await applyPending(session, migrations, warn);
  } finally {
    await session.close();
  }
}

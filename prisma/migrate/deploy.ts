import { loadEnv } from '../../api/config/env.ts';
import { databaseTarget, describeTarget, openDatabase } from '../database.ts';
import { applyMigrations } from './engine.ts';

// `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded PGlite folder.

export async function migrateDatabase(target = databaseTarget(loadEnv())) {
  const db = openDatabase(target);
  try {
    return await applyMigrations(db.factory);
  } finally {
    await db.close();
  }
}

if (process.argv[1] === import.meta.filename) {
  const target = databaseTarget(loadEnv());
  const applied = await migrateDatabase(target);
  console.log(
    applied.length
      ? `${describeTarget(target)}: ${applied.length} migração(ões) aplicada(s): ${applied.join(', ')}`
      : `${describeTarget(target)}: nenhuma migração pendente.`,
  );
}

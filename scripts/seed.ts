import '#platform/polyfills.ts';
import { ensureAdminFromEnv } from '#api/auth/admin-account.ts';
import { createAuth } from '#api/auth/auth.ts';
import { EnvError, loadEnv } from '#platform/config/env.ts';
import { resolveAuthSecret } from '#platform/config/secrets.ts';
import { createMemoryQueue } from '#platform/jobs/memory-queue.ts';
import { createLogger } from '#platform/logger.ts';
import { connectDb, disconnectDb } from '#prisma/client.ts';
import { databaseTarget, describeTarget } from '#prisma/database.ts';
import { migrateDatabase } from '#prisma/migrate/deploy.ts';
import { seedReferenceData } from '#prisma/seed/reference-data.ts';
import { DEFAULT_BOT_FUNCTIONS } from '#tools/bot-functions.ts';

// `npm run db:seed`: migrates, loads the reference data and, when ADMIN_EMAIL/ADMIN_PASSWORD are
// set, the first administrator. Safe to repeat: a second run inserts nothing.

async function main() {
  const env = loadEnv();
  resolveAuthSecret(env); // a missing AUTH_SECRET in production fails here, before any write
  const target = databaseTarget(env);
  const applied = await migrateDatabase(target);
  console.log(`${describeTarget(target)}: ${applied.length} migração(ões) aplicada(s).`);

  const db = connectDb(target);
  const seeded = await seedReferenceData(db, { botFunctions: DEFAULT_BOT_FUNCTIONS });
  console.log(
    [
      'Dados de referência inseridos nesta execução:',
      `  estados: ${seeded.estados}`,
      `  cidades: ${seeded.cidades}`,
      `  categorias: ${seeded.categorias}`,
      `  subcategorias: ${seeded.subcategorias}`,
      `  marcas: ${seeded.marcas}`,
      `  termos de categoria: ${seeded.categoriaTermos}`,
      `  termos de subcategoria: ${seeded.subcategoriaTermos}`,
      `  configurações do bot: ${seeded.botConfig}`,
    ].join('\n'),
  );

  // Creating an admin sends no e-mail: a queue that is never started is enough.
  const queue = createMemoryQueue({ logger: createLogger({ level: 'warn', pretty: false }) });
  const auth = createAuth({ db, env, queue });
  const logger = {
    info: (details: { email: string }, message: string) => console.log(`${message}: ${details.email}`),
  };
  const admin = await ensureAdminFromEnv({ auth, db, env, logger });
  if (!admin) console.log('ADMIN_EMAIL e ADMIN_PASSWORD não definidos: nenhum administrador criado.');
}

try {
  await main();
} catch (error) {
  if (error instanceof EnvError) console.error(error.message);
  else console.error('Falha ao popular o banco:', error);
  process.exitCode = 1;
} finally {
  await disconnectDb();
}

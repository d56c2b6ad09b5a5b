import '#platform/polyfills.ts';
import { EnvError } from '#platform/config/env.ts';
import { startServer } from '#server/server.ts';
import { MigrationError } from '../prisma/migrate/errors.ts';

// Runs the product: site + API + job worker. `npm start` calls this after building what is missing.
try {
  const server = await startServer();
  console.log(`Servidor pronto em ${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await server.close();
      process.exit(0);
    });
  }
} catch (error) {
  // Both are for the operator and carry the way out: the message alone, no stack.
  if (error instanceof EnvError || error instanceof MigrationError) {
    console.error(error.message);
  } else {
    console.error('Falha ao iniciar:', error);
  }
  process.exit(1);
}

// `npm run db:migrate`: see cli.ts for its options. Importers take migrateDatabase from here.
export { type MigrateOptions, migrateDatabase } from './migrate.ts';

if (process.argv[1] === import.meta.filename) {
  const { runCli } = await import('./cli.ts');
  process.exitCode = await runCli(process.argv.slice(2));
}

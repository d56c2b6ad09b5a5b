// What `npm start`, the seed, the tests and the benches import to migrate; the command line
// (`npm run db:migrate`) is scripts/migrate.ts over cli.ts.
export { type MigrateOptions, migrateDatabase } from './migrate.ts';

import { runCli } from '#prisma/migrate/cli.ts';

// `npm run db:migrate` (dist/server/migrate.js in the image): see prisma/migrate/cli.ts for its
// options. An entry of its own because the compiled server bundles the migrator too: a module
// asking "am I the process's main file?" would answer yes inside dist/server/serve.js.
process.exitCode = await runCli(process.argv.slice(2));

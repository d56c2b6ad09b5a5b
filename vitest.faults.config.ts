import { defineConfig } from 'vitest/config';

// `npm run test:faults`: Redis killed, hung and restarted under webhook traffic, PostgreSQL
// connections cut mid-transaction, the model API and the Graph API failing, a worker process killed
// mid-turn and between storing and sending replies, the embedded server killed under load, the
// migrator killed at random moments, hostile characters in every webhook field. Each case prints
// what was sent, stored, answered, lost and stuck. It needs the real PostgreSQL (DATABASE_URL; a
// per-run database as in `npm test`) and starts its own redis-server processes, never touching
// the machine's Redis. One file at a time: the cases time things and kill processes.
if (!process.env.DATABASE_URL) {
  throw new Error('npm run test:faults precisa de DATABASE_URL (PostgreSQL): veja .ci/run');
}

export default defineConfig({
  test: {
    include: ['tests/faults/**/*.faults.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/worker-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});

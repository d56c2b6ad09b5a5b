import '#platform/polyfills.ts';
import { afterAll, inject } from 'vitest';
import { disconnectDb } from '../../prisma/client.ts';
import { workerDatabase } from './test-db.ts';

// Before each test file: point this worker at its own copy of the run's template database and
// give Redis keys a prefix of this run, then close the connection when the file is done.
const plan = inject('testDbPlan');
const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '1';
Object.assign(process.env, await workerDatabase(plan, worker), {
  REDIS_PREFIX: `test:${plan.runId}:${worker}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
});

afterAll(() => disconnectDb());

import '../../api/polyfills.ts';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { databaseTarget } from '../../prisma/database.ts';
import { migrateDatabase } from '../../prisma/migrate/deploy.ts';
import { createTemplate, dropRun, planTestDb, type TestDbPlan } from './test-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDbPlan: TestDbPlan;
  }
}

// Once per `npm test`: one migrated template database for this run, dropped at the end.
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const plan = planTestDb(runId);
  const env = await createTemplate(plan);
  await migrateDatabase(databaseTarget({ DATA_DIR: env.DATA_DIR ?? '', DATABASE_URL: env.DATABASE_URL }));
  project.provide('testDbPlan', plan);
  return () => dropRun(plan);
}

import '#platform/polyfills.ts';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { connectDb, disconnectDb } from '../../prisma/client.ts';
import { databaseTarget } from '../../prisma/database.ts';
import { migrateDatabase } from '../../prisma/migrate/deploy.ts';
import { seedReferenceData } from '../../prisma/seed/reference-data.ts';
import { DEFAULT_BOT_FUNCTIONS } from '../../tools/bot-functions.ts';
import { createTemplate, dropRun, planTestDb, type TestDbPlan } from './test-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDbPlan: TestDbPlan;
  }
}

// Once per `npm test`: one migrated and seeded template database for this run, dropped at the end.
// Seeding here keeps the 5,570 municipalities out of every worker's setup time.
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const plan = planTestDb(runId);
  const env = await createTemplate(plan);
  const target = databaseTarget({ DATA_DIR: env.DATA_DIR ?? '', DATABASE_URL: env.DATABASE_URL });
  await migrateDatabase(target);
  try {
    await seedReferenceData(connectDb(target), { botFunctions: DEFAULT_BOT_FUNCTIONS });
  } finally {
    // PostgreSQL refuses to copy a template that still has connections.
    await disconnectDb();
  }
  project.provide('testDbPlan', plan);
  return () => dropRun(plan);
}

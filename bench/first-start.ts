import '#platform/polyfills.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDb, disconnectDb } from '../prisma/client.ts';
import { databaseTarget, describeTarget } from '../prisma/database.ts';
import { migrateDatabase } from '../prisma/migrate/deploy.ts';
import { seedReferenceData } from '../prisma/seed/reference-data.ts';

// What a fresh machine pays before serving: migrations and the reference seed on an empty
// embedded database, then the same on the second start (both must be near no-ops).
// Usage: npx tsx bench/first-start.ts   (BENCH_DATABASE_URL=postgresql://... for PostgreSQL)

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  console.log(`${label.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms   rss ${rssMb.toFixed(0)} MB`);
  return result;
}

const dir = await mkdtemp(join(tmpdir(), 'bench-start-'));
const target = databaseTarget({ DATA_DIR: dir, DATABASE_URL: process.env.BENCH_DATABASE_URL });
console.log(describeTarget(target));
try {
  await timed('migrate (empty database)', () => migrateDatabase(target));
  await timed('seed (first run)', () => seedReferenceData(connectDb(target)));
  await disconnectDb();
  await timed('migrate (second run)', () => migrateDatabase(target));
  await timed('seed (second run)', () => seedReferenceData(connectDb(target)));
} finally {
  await disconnectDb();
  await rm(dir, { recursive: true, force: true });
}

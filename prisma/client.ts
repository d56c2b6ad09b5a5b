import { loadEnv } from '#platform/config/env.ts';
import { type DatabaseTarget, databaseTarget, type OpenDatabase, openDatabase } from './database.ts';
import { Prisma, PrismaClient } from './generated/client.ts';

// The one Prisma client of the process. Opened lazily from the environment (DATABASE_URL or the
// embedded PGlite folder) so tests can point each worker at its own database before first use.

export type Db = PrismaClient;
/** The client or an open transaction: what a data function takes when it may run inside one. */
export type DbClient = Db | Prisma.TransactionClient;
export { Prisma } from './generated/client.ts';

/**
 * The unique key that refused a write. The driver adapters describe it differently (PGlite: the
 * fields, pg: the index name); the database's own message names the constraint on both.
 */
export type UniqueViolation = { constraint?: string; model?: string; fields: string[] };

type AdapterCause = { originalMessage?: string; constraint?: { fields?: string[]; index?: string } };

/** What refused the write when a unique key did (Prisma's P2002); undefined for any other error. */
export function uniqueViolation(error: unknown): UniqueViolation | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return undefined;
  const cause = (error.meta?.driverAdapterError as { cause?: AdapterCause } | undefined)?.cause;
  const constraint =
    cause?.originalMessage?.match(/unique constraint "([^"]+)"/)?.[1] ?? cause?.constraint?.index;
  const fields = cause?.constraint?.fields ?? (error.meta?.target as string[] | undefined) ?? [];
  return {
    constraint,
    model: error.meta?.modelName as string | undefined,
    // PGlite quotes the column names.
    fields: fields.map((field) => field.replace(/"/g, '')),
  };
}

/** A unique key refused the write: a duplicate, or the loser of a race for the same key. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== undefined;
}

/** A foreign key refused the write: the row it points at is gone (Prisma's P2003). */
export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003';
}

let current: { client: PrismaClient; database: OpenDatabase } | undefined;

export function connectDb(target: DatabaseTarget = databaseTarget(loadEnv())): PrismaClient {
  if (current) return current.client;
  const database = openDatabase(target);
  const { factory: adapter, transactionOptions } = database;
  current = { client: new PrismaClient({ adapter, transactionOptions }), database };
  return current.client;
}

export async function disconnectDb(): Promise<void> {
  if (!current) return;
  const { client, database } = current;
  current = undefined;
  await client.$disconnect();
  await database.close();
}

export function currentDbTarget(): DatabaseTarget | undefined {
  return current?.database.target;
}

/** Lazily connected client: `db.lojista.findMany(...)` anywhere, one connection pool per process. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = connectDb();
    const value = Reflect.get(client, property, client);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});

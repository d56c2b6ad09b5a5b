import { loadEnv } from '#platform/config/env.ts';
import { type DatabaseTarget, databaseTarget, type OpenDatabase, openDatabase } from './database.ts';
import { Prisma, PrismaClient } from './generated/client.ts';

// The one Prisma client of the process. Opened lazily from the environment (DATABASE_URL or the
// embedded PGlite folder) so tests can point each worker at its own database before first use.

export type Db = PrismaClient;
/** The client or an open transaction: what a data function takes when it may run inside one. */
export type DbClient = Db | Prisma.TransactionClient;
export { Prisma } from './generated/client.ts';

/** Prisma's known request errors by code: P2002 a unique key refused the row, P2003 a foreign key. */
export function isPrismaError(error: unknown, code: 'P2002' | 'P2003'): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;
}

let current: { client: PrismaClient; database: OpenDatabase } | undefined;

export function connectDb(target: DatabaseTarget = databaseTarget(loadEnv())): PrismaClient {
  if (current) return current.client;
  const database = openDatabase(target);
  current = { client: new PrismaClient({ adapter: database.factory }), database };
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

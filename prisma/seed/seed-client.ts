import type { Db, Prisma } from '#prisma/client.ts';

/** The client a seed function writes with: the app's client or one inside a `$transaction`. */
export type SeedClient = Db | Prisma.TransactionClient;

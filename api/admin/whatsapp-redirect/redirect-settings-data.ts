import { REDIRECT_NUMBER_KEY } from '#domain/whatsapp-redirect/redirect-number.ts';
import type { RedirectStats } from '#domain/whatsapp-redirect/redirect-settings.ts';
import type { Db } from '#prisma/client.ts';

// Prisma calls of the dashboard's redirect section: saving the number and counting the accesses.

/** Upsert on config_key, recording the admin who changed it (spec 001 §7). */
export async function writeRedirectNumber(db: Db, numero: string, updatedBy: string): Promise<void> {
  await db.botConfig.upsert({
    where: { config_key: REDIRECT_NUMBER_KEY },
    create: { config_key: REDIRECT_NUMBER_KEY, config_value: numero, updated_by: updatedBy },
    update: { config_value: numero, updated_by: updatedBy },
  });
}

/**
 * The four counts of successful redirects in one pass over the (success, created_at) index:
 * since each instant given, and overall.
 */
export async function countSuccessfulRedirects(
  db: Db,
  since: { hoje: Date; ultimos7Dias: Date; ultimos30Dias: Date },
): Promise<RedirectStats> {
  const [row] = await db.$queryRaw<RedirectStats[]>`
    SELECT count(*) FILTER (WHERE created_at >= ${since.hoje})::int AS "hoje",
           count(*) FILTER (WHERE created_at >= ${since.ultimos7Dias})::int AS "ultimos7Dias",
           count(*) FILTER (WHERE created_at >= ${since.ultimos30Dias})::int AS "ultimos30Dias",
           count(*)::int AS "total"
    FROM whatsapp_redirects
    WHERE success`;
  return row ?? { hoje: 0, ultimos7Dias: 0, ultimos30Dias: 0, total: 0 };
}

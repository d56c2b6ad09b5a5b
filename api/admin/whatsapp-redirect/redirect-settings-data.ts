import type { RedirectStats } from '#domain/whatsapp-redirect/redirect-settings.ts';
import type { Db } from '#prisma/client.ts';

// The dashboard's redirect statistics: the accesses counted (the number is a bot_config key,
// read and written through prisma/bot-config.ts).

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

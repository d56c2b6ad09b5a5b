import { truncateRedirectText } from '#domain/whatsapp-redirect/redirect-number.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { insertRedirectAccess, readRedirectNumber } from './redirect-data.ts';

/**
 * The number /whatsapp opens. The spec reads only the configured setting; an installation that
 * has not set it yet (or stored something unusable) falls back to SUPPORT_WHATSAPP, the support
 * number the floating button already uses, so the page never dead-ends on a fresh install.
 */
export async function findRedirectNumber(options: {
  db: Db;
  fallback: string;
  logger: Logger;
}): Promise<{ numero: string }> {
  // An unusable stored value is logged by the read (bot_config whatsapp_redirect_number).
  const numero = await readRedirectNumber(options.db, options.logger);
  return { numero: numero || options.fallback };
}

/** One visit of the redirect page, successful or not. */
export async function recordRedirectAccess(options: {
  db: Db;
  success: boolean;
  userAgent: string | undefined;
  referrer: string | undefined;
}): Promise<{ id: string }> {
  return insertRedirectAccess(options.db, {
    success: options.success,
    userAgent: truncateRedirectText(options.userAgent),
    referrer: truncateRedirectText(options.referrer),
  });
}

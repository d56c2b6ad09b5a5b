import type { Logger } from '#platform/logger.ts';
import { readBotConfig } from '#prisma/bot-config.ts';
import type { Db } from '#prisma/client.ts';

// Data of the WhatsApp redirect: the configured number (bot_config) and the whatsapp_redirects
// statistics.

/**
 * The digits of the configured number (any of its stored forms), '' when none is set. A stored
 * value without a usable number is logged when a logger is given.
 */
export async function readRedirectNumber(db: Db, logger?: Logger): Promise<string> {
  return readBotConfig(db, 'whatsapp_redirect_number', logger);
}

export async function insertRedirectAccess(
  db: Db,
  access: { success: boolean; userAgent: string | null; referrer: string | null },
): Promise<{ id: string }> {
  return db.whatsappRedirect.create({
    data: { success: access.success, user_agent: access.userAgent, referrer: access.referrer },
    select: { id: true },
  });
}

import { REDIRECT_NUMBER_KEY } from '#domain/whatsapp-redirect/redirect-number.ts';
import type { Db } from '#prisma/client.ts';

// Prisma calls of the WhatsApp redirect: the configured number's bot_config row and the
// whatsapp_redirects statistics.

/** The stored value of `whatsapp_redirect_number` as it is (any of its three forms), or null. */
export async function readRedirectNumberValue(db: Db): Promise<unknown> {
  const row = await db.botConfig.findUnique({
    where: { config_key: REDIRECT_NUMBER_KEY },
    select: { config_value: true },
  });
  return row?.config_value ?? null;
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

import type { Db } from '#prisma/client.ts';

// Prisma calls of the webhook's own bot_config row (key whatsapp_webhook): the generated verify
// token, stored encrypted.

export const WEBHOOK_CONFIG_KEY = 'whatsapp_webhook';

export async function readStoredVerifyToken(db: Db): Promise<string | null> {
  const row = await db.botConfig.findUnique({
    where: { config_key: WEBHOOK_CONFIG_KEY },
    select: { config_value: true },
  });
  const value = row?.config_value as { verify_token?: unknown } | undefined;
  return typeof value?.verify_token === 'string' && value.verify_token !== '' ? value.verify_token : null;
}

/** Inserts the token unless a row exists already (another process won the race): never overwrites. */
export async function insertVerifyTokenIfMissing(db: Db, encrypted: string): Promise<void> {
  await db.botConfig.createMany({
    data: [
      { config_key: WEBHOOK_CONFIG_KEY, config_value: { verify_token: encrypted }, updated_by: 'sistema' },
    ],
    skipDuplicates: true,
  });
}

/** Replaces a token that no longer decrypts (the encryption key changed). */
export async function replaceVerifyToken(db: Db, encrypted: string): Promise<void> {
  await db.botConfig.upsert({
    where: { config_key: WEBHOOK_CONFIG_KEY },
    create: {
      config_key: WEBHOOK_CONFIG_KEY,
      config_value: { verify_token: encrypted },
      updated_by: 'sistema',
    },
    update: { config_value: { verify_token: encrypted }, updated_by: 'sistema' },
  });
}

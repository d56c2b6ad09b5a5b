import { decryptSecret, encryptSecret, maskSecret } from '#platform/config/encryption.ts';
import type { Env } from '#platform/config/env.ts';
import { readBotConfig, writeBotConfig } from '#prisma/bot-config.ts';
import type { Db } from '#prisma/client.ts';

// The Cloud API credentials an admin types in /gestao: the access token (kept encrypted at rest,
// see platform/config/encryption.ts) and the phone number id. Both set = the Cloud API is configured.

export type WhatsappSettings = { accessToken: string; phoneNumberId: string; configured: boolean };

function decrypted(stored: string, env: Env): string {
  return stored === '' ? '' : decryptSecret(stored, env);
}

export async function readWhatsappSettings(db: Db, env: Env): Promise<WhatsappSettings> {
  const stored = await readBotConfig(db, 'whatsapp_settings');
  const accessToken = decrypted(stored.access_token, env);
  const phoneNumberId = stored.phone_number_id;
  return { accessToken, phoneNumberId, configured: accessToken !== '' && phoneNumberId !== '' };
}

/**
 * Saves the credentials; `accessToken` undefined keeps the stored token (a form that shows it
 * masked and was not retyped), '' removes it. Returns what a screen may show.
 */
export async function saveWhatsappSettings(
  db: Db,
  env: Env,
  settings: { accessToken?: string; phoneNumberId: string },
  updatedBy: string | null,
): Promise<{ accessTokenMasked: string; phoneNumberId: string; configured: boolean }> {
  const phoneNumberId = settings.phoneNumberId.trim();
  const accessToken =
    settings.accessToken === undefined
      ? decrypted((await readBotConfig(db, 'whatsapp_settings')).access_token, env)
      : settings.accessToken.trim();
  await writeBotConfig(
    db,
    'whatsapp_settings',
    {
      access_token: accessToken === '' ? '' : encryptSecret(accessToken, env),
      phone_number_id: phoneNumberId,
    },
    updatedBy,
  );
  clearWhatsappSettingsCache();
  return {
    accessTokenMasked: maskSecret(accessToken),
    phoneNumberId,
    configured: accessToken !== '' && phoneNumberId !== '',
  };
}

// An admin's new credentials apply within this time (at once in the process that saved them);
// meanwhile a busy fan-out does not read bot_config and decrypt the token for every message.
const CACHE_TTL_MS = 2_000;
let cached: { at: number; value: Promise<WhatsappSettings> } | undefined;

/** readWhatsappSettings, reused for up to two seconds. */
export function cachedWhatsappSettings(db: Db, env: Env): Promise<WhatsappSettings> {
  const now = Date.now();
  if (!cached || now - cached.at > CACHE_TTL_MS) {
    const value = readWhatsappSettings(db, env);
    // A failed read is not kept: the next send tries again.
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
    cached = { at: now, value };
  }
  return cached.value;
}

export function clearWhatsappSettingsCache(): void {
  cached = undefined;
}

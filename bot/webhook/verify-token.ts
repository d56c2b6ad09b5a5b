import { randomBytes } from 'node:crypto';
import { decryptSecret, encryptSecret } from '#platform/config/encryption.ts';
import type { Env } from '#platform/config/env.ts';
import { insertMissingBotConfig, readBotConfig, writeBotConfig } from '#prisma/bot-config.ts';
import type { Db } from '#prisma/client.ts';

// The token Meta echoes in the GET handshake. A per-installation secret (DECISIONS: never
// hard-coded): WHATSAPP_VERIFY_TOKEN when set, else one generated on first use and kept encrypted
// in bot_config (key whatsapp_webhook), so it survives restarts and is the same for every process.

type TokenEnv = Pick<
  Env,
  'WHATSAPP_VERIFY_TOKEN' | 'CONFIG_ENCRYPTION_KEY' | 'AUTH_SECRET' | 'NODE_ENV' | 'DATA_DIR'
>;

/** bot_config.updated_by of a token the code generated. */
const SYSTEM = 'sistema';

/** The stored token, still encrypted; null when none was stored. */
async function readStoredVerifyToken(db: Db): Promise<string | null> {
  const { verify_token } = await readBotConfig(db, 'whatsapp_webhook');
  return verify_token === '' ? null : verify_token;
}

export async function resolveVerifyToken(db: Db, env: TokenEnv): Promise<string> {
  if (env.WHATSAPP_VERIFY_TOKEN) return env.WHATSAPP_VERIFY_TOKEN;
  const stored = await readStoredVerifyToken(db);
  if (stored) {
    try {
      return decryptSecret(stored, env);
    } catch {
      // Encrypted under another key: unreadable for good. A new token is the only way forward;
      // the admin page shows it for Meta's console.
      const token = generateToken();
      await writeBotConfig(db, 'whatsapp_webhook', { verify_token: encryptSecret(token, env) }, SYSTEM);
      return token;
    }
  }
  // Never overwrites: when two processes raced, both read back the one that was stored.
  await insertMissingBotConfig(
    db,
    { whatsapp_webhook: { verify_token: encryptSecret(generateToken(), env) } },
    SYSTEM,
  );
  const winner = await readStoredVerifyToken(db);
  if (!winner) throw new Error('token de verificação do webhook não foi gravado');
  return decryptSecret(winner, env);
}

function generateToken(): string {
  return randomBytes(24).toString('base64url');
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Env } from './env.ts';
import { resolveAuthSecret } from './secrets.ts';

// Secrets kept in bot_config (the WhatsApp access token, the webhook verify token) are stored
// encrypted with AES-256-GCM, so a database dump or backup does not hand out the business number.
// The key is CONFIG_ENCRYPTION_KEY, else derived from the session secret.

const PREFIX = 'enc:v1:';

type KeyEnv = Pick<Env, 'CONFIG_ENCRYPTION_KEY' | 'AUTH_SECRET' | 'NODE_ENV' | 'DATA_DIR'>;

function keyFor(env: KeyEnv): Buffer {
  const material = env.CONFIG_ENCRYPTION_KEY ?? resolveAuthSecret(env);
  return Buffer.from(hkdfSync('sha256', material, 'desejo-local', 'bot-config-secrets', 32));
}

export function isEncrypted(value: string): boolean {
  return value.startsWith(PREFIX);
}

export function encryptSecret(plain: string, env: KeyEnv): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(env), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
  return `${PREFIX}${parts.join(':')}`;
}

/**
 * The plain secret. A value without the prefix is returned as is (typed in before encryption
 * existed); one that does not decrypt (another key) throws, never returns garbage.
 */
export function decryptSecret(stored: string, env: KeyEnv): string {
  if (!isEncrypted(stored)) return stored;
  const [iv, tag, data] = stored
    .slice(PREFIX.length)
    .split(':')
    .map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !data) throw new Error('segredo cifrado em formato inválido');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(env), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** For screens: the last 4 characters only. */
export function maskSecret(plain: string): string {
  if (plain === '') return '';
  return `${'•'.repeat(8)}${plain.slice(-4)}`;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

// Who may ask for a quick registration's credentials again. The registrar has no account (the
// page is public), so a session cannot say it; a bare shop id in the URL must not either, or
// anyone who learns one could reset that shop's password and have it e-mailed again and again.
// The registration response therefore carries this token, and only it: an HMAC of the shop id and
// an expiry under the server's auth secret. It is not stored anywhere; the success screen keeps it
// in memory and sends it back with each resend. So only the browser that saw that response, for
// that shop, within `resendTokenTtlMs`, can resend. Nothing secret is inside (id and expiry).

export const resendTokenTtlMs = 30 * 60 * 1000;

function signature(secret: string, lojistaId: string, expiresAt: number): Buffer {
  return createHmac('sha256', secret)
    .update(`parceiros.cadastro-rapido.reenvio:${lojistaId}:${expiresAt}`)
    .digest();
}

export function signResendToken(options: { secret: string; lojistaId: string; now?: number }): string {
  const expiresAt = (options.now ?? Date.now()) + resendTokenTtlMs;
  return `${expiresAt}.${signature(options.secret, options.lojistaId, expiresAt).toString('base64url')}`;
}

export function isValidResendToken(options: {
  secret: string;
  lojistaId: string;
  token: string;
  now?: number;
}): boolean {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(options.token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= (options.now ?? Date.now())) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(options.secret, options.lojistaId, expiresAt);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// X-Hub-Signature-256: "sha256=" + hex HMAC-SHA256 of the exact bytes Meta sent, keyed with the
// app secret. Computed on the raw body: re-serialized JSON would not match byte for byte.

const PREFIX = 'sha256=';

export function signBody(rawBody: Buffer | string, appSecret: string): string {
  return PREFIX + createHmac('sha256', appSecret).update(rawBody).digest('hex');
}

/** Constant-time check of the header against the body; false for a missing or malformed header. */
export function isValidSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith(PREFIX)) return false;
  const given = Buffer.from(header.slice(PREFIX.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  // A non-hex or short header decodes to fewer bytes; timingSafeEqual needs equal lengths.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Constant-time string equality (verify token): both sides hashed first, so not even the length leaks. */
export function safeEqualText(a: string, b: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

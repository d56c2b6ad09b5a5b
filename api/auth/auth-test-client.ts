import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Env, parseEnv } from '../config/env.ts';
import type { Auth } from './auth.ts';

// Drives better-auth through its fetch handler, as the browser would: JSON bodies, the site's
// Origin, and the session cookie carried from one call to the next.

export const testOrigin = 'http://localhost:3000';

export function testAuthEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    PORT: '3000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'auth-test-')),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PRODUCT_NAME: 'Desejo Teste',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...overrides,
  });
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(6).toString('hex')}@Exemplo.com.br`;
}

export type AuthCall = { method?: 'GET' | 'POST'; body?: unknown; cookie?: string; origin?: string | null };

export async function callAuth(auth: Auth, path: string, call: AuthCall = {}) {
  const headers = new Headers();
  if (call.origin !== null) headers.set('origin', call.origin ?? testOrigin);
  if (call.cookie) headers.set('cookie', call.cookie);
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(`${testOrigin}/api/auth${path}`, {
      method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    }),
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

/** The `name=value` pairs of the Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function signUp(auth: Auth, email: string, password: string, name = 'Pessoa Teste') {
  return callAuth(auth, '/sign-up/email', { body: { email, password, name } });
}

export async function signIn(auth: Auth, email: string, password: string) {
  const response = await callAuth(auth, '/sign-in/email', { body: { email, password } });
  return { ...response, cookie: cookiesOf(response.headers) };
}

/** RFC 6238 code (SHA-1, 6 digits, 30 s) for a base32 secret, as an authenticator app shows it. */
export function totpCode(base32Secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

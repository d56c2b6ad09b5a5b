import '../mail/test-outbox.ts';
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { type Env, parseEnv } from '#platform/config/env.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { createMemoryQueue } from '#platform/jobs/memory-queue.ts';
import { db } from '#prisma/client.ts';
import { generalJobs } from '#server/job-registry.ts';
import type { Auth } from './auth.ts';
import { clientAddressHeader } from './mount.ts';
import { createMemoryRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from './rate-limit.ts';

// Drives better-auth through its fetch handler, as the browser would: JSON bodies, the site's
// Origin, and the session cookie carried from one call to the next.

export const testOrigin = 'http://localhost:3000';

export function testAuthEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    PORT: '3000',
    // Where the mail.send job writes the outbox (see test-outbox.ts): readOutbox(env) finds it.
    DATA_DIR: process.env.DATA_DIR!,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PRODUCT_NAME: 'Desejo Teste',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...overrides,
  });
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(6).toString('hex')}@Exemplo.com.br`;
}

/** The in-process queue running the real job definitions, so e-mails really go through mail.send. */
export async function startTestQueue(): Promise<JobQueue> {
  const queue = createMemoryQueue({ logger: pino({ level: 'silent' }) });
  await queue.start(generalJobs);
  return queue;
}

/** A random client address, so unrelated tests never share a rate-limit bucket. */
export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The store production uses: Redis with REDIS_URL (a prefix of its own), in-process otherwise. */
export function testRateLimitStore(): RateLimitStore {
  if (!process.env.REDIS_URL) return createMemoryRateLimitStore();
  return createRedisRateLimitStore({
    redisUrl: process.env.REDIS_URL,
    prefix: `${process.env.REDIS_PREFIX ?? 'test'}:${randomBytes(4).toString('hex')}`,
    logger: pino({ level: 'silent' }),
  });
}

/** A rate-limit store that counts nothing, for suites about something else that sign in a lot. */
export const unlimitedRateLimitStore: RateLimitStore = {
  consume: async () => ({ allowed: true, retryAfter: null }),
  count: async () => ({ count: 0, retryAfter: 0 }),
  reset: async () => {},
  fill: async () => 0,
  close: async () => {},
};

/** Marks the e-mail confirmed, for tests about something else than the confirmation link. */
export async function confirmEmail(email: string): Promise<void> {
  await db.user.update({ where: { email: email.toLowerCase() }, data: { emailVerified: true } });
}

export type AuthCall = {
  method?: 'GET' | 'POST';
  body?: unknown;
  cookie?: string;
  origin?: string | null;
  /** The client address mount.ts would pass on; a random one by default. */
  address?: string;
};

export async function callAuth(auth: Auth, path: string, call: AuthCall = {}) {
  const headers = new Headers();
  headers.set(clientAddressHeader, call.address ?? randomAddress());
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

/** Signs up and confirms the e-mail, ready to sign in. */
export async function signUpConfirmed(auth: Auth, email: string, password: string, name = 'Pessoa Teste') {
  const response = await signUp(auth, email, password, name);
  if (response.status !== 200)
    throw new Error(`cadastro falhou: ${response.status} ${JSON.stringify(response.json)}`);
  await confirmEmail(email);
  return response;
}

export async function signIn(auth: Auth, email: string, password: string, call: Omit<AuthCall, 'body'> = {}) {
  const response = await callAuth(auth, '/sign-in/email', { ...call, body: { email, password } });
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

/**
 * A browser on the real app (createApp + supertest): keeps its cookies, sends the site's Origin,
 * and comes from its own address through a proxy on this host (X-Forwarded-For, which Express
 * honours from loopback only, `trust proxy` 'loopback').
 */
export function testBrowser(app: Express, address = randomAddress()) {
  const agent = request.agent(app);
  const withHeaders = (test: request.Test) => test.set('Origin', testOrigin).set('X-Forwarded-For', address);
  return {
    address,
    agent,
    get: (path: string) => withHeaders(agent.get(path)),
    post: (path: string, body: object = {}) => withHeaders(agent.post(path)).send(body),
  };
}

/** The session token inside a response's better-auth session cookie, if it set one. */
export function sessionTokenOf(setCookie: string[] | string | undefined): string | undefined {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const value = cookies
    .find((c) => /^(__Secure-)?better-auth\.session_token=/.test(c))
    ?.split(';')[0]
    ?.split('=')[1];
  return value ? decodeURIComponent(value).split('.')[0] || undefined : undefined;
}

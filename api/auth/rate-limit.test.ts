import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimitMessage } from '#domain/auth-messages.ts';
import { db } from '#prisma/client.ts';
import { createApp } from '#server/app.ts';
import { createAuth } from './auth.ts';
import {
  randomAddress,
  signUpConfirmed,
  startTestQueue,
  testAuthEnv,
  testBrowser,
  uniqueEmail,
} from './auth-test-client.ts';
import { clientAddressHeader } from './mount.ts';
import {
  bucketRetryAfter,
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from './rate-limit.ts';

const queue = await startTestQueue();
const env = testAuthEnv();
const auth = createAuth({ db, env, queue });
const app = createApp({ env, logger: pino({ level: 'silent' }), auth, queue, siteDir: '/nao-existe' });
afterAll(() => queue.close());

const signIn = (address: string, email: string, password: string) =>
  testBrowser(app, address).post('/api/auth/sign-in/email', { email, password });

describe('sign-in limits per address', () => {
  it('refuses the 11th attempt from one address within a minute, whatever e-mails it tries', async () => {
    const address = randomAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn(address, uniqueEmail('varredura'), 'qualquer1')).status).toBe(401);
    }
    const blocked = await signIn(address, uniqueEmail('varredura'), 'qualquer1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    // The client's own copy of the internal address header is ignored: the proxy's word counts.
    const spoofed = await testBrowser(app, address)
      .post('/api/auth/sign-in/email', { email: uniqueEmail('varredura'), password: 'qualquer1' })
      .set(clientAddressHeader, randomAddress());
    expect(spoofed.status).toBe(429);
    expect((await signIn(randomAddress(), uniqueEmail('varredura'), 'qualquer1')).status).toBe(401);
  });

  it('records the address the proxy on this host reports for the client', async () => {
    const email = uniqueEmail('endereco');
    await signUpConfirmed(auth, email, 'segredo1');
    const address = randomAddress();
    expect((await signIn(address, email, 'segredo1')).status).toBe(200);
    const session = await db.session.findFirstOrThrow({
      where: { user: { email: email.toLowerCase() } },
      select: { ipAddress: true },
    });
    expect(session.ipAddress).toBe(address);
  });
});

describe('sign-up and e-mail limits', () => {
  it('refuses the 6th sign-up from one address within an hour', async () => {
    const browser = testBrowser(app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await browser.post('/api/auth/sign-up/email', {
        name: 'Robô',
        email: uniqueEmail('lote'),
        password: 'segredo1',
      });
      expect(res.status).toBe(200);
    }
    const blocked = await browser.post('/api/auth/sign-up/email', {
      name: 'Robô',
      email: uniqueEmail('lote'),
      password: 'segredo1',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED', message: rateLimitMessage });
  });

  it('sends at most 5 recovery or confirmation e-mails an hour to one mailbox, whoever asks', async () => {
    const email = uniqueEmail('caixa');
    await signUpConfirmed(auth, email, 'segredo1');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await testBrowser(app).post('/api/auth/request-password-reset', { email });
      expect(res.status).toBe(200);
    }
    const blocked = await testBrowser(app).post('/api/auth/send-verification-email', { email });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
  });
});

describe.each([
  ['memory', () => createMemoryRateLimitStore()],
  ...(process.env.REDIS_URL
    ? [
        [
          'redis',
          () =>
            createRedisRateLimitStore({
              redisUrl: process.env.REDIS_URL!,
              prefix: `${process.env.REDIS_PREFIX ?? 'test'}:${randomBytes(4).toString('hex')}`,
              logger: pino({ level: 'silent' }),
            }),
        ] as const,
      ]
    : []),
] as const)('rate-limit store (%s)', (_name, makeStore: () => RateLimitStore) => {
  it('allows max requests per window per key, then tells how long to wait', async () => {
    const store = makeStore();
    try {
      const rule = { window: 60, max: 2 };
      expect(await store.consume('a', rule)).toEqual({ allowed: true, retryAfter: null });
      expect(await store.consume('a', rule)).toEqual({ allowed: true, retryAfter: null });
      const third = await store.consume('a', rule);
      expect(third.allowed).toBe(false);
      expect(third.retryAfter).toBeGreaterThan(55);
      expect(third.retryAfter).toBeLessThanOrEqual(60);
      expect((await store.consume('b', rule)).allowed).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('counts up and down in a window, tells how long it has left, and forgets on reset', async () => {
    const store = makeStore();
    try {
      expect(await store.count('n', 60, 0)).toEqual({ count: 0, retryAfter: 0 });
      expect((await store.count('n', 60, 1)).count).toBe(1);
      const second = await store.count('n', 60, 1);
      expect(second.count).toBe(2);
      expect(second.retryAfter).toBeGreaterThan(55);
      expect(second.retryAfter).toBeLessThanOrEqual(60);
      expect((await store.count('n', 60, -1)).count).toBe(1);
      expect((await store.count('n', 60, 0)).count).toBe(1);
      await store.reset('n');
      expect(await store.count('n', 60, 0)).toEqual({ count: 0, retryAfter: 0 });
      // Giving back below zero leaves nothing behind.
      expect(await store.count('m', 60, -1)).toEqual({ count: 0, retryAfter: 0 });
    } finally {
      await store.close();
    }
  });

  it('fills a leaky bucket up to its maximum and drains it over its window', async () => {
    const store = makeStore();
    try {
      const rule = { window: 2, max: 4 };
      expect(await store.fill('b', rule, 0)).toBe(0);
      for (let i = 0; i < 6; i++) await store.fill('b', rule, 1);
      const full = await store.fill('b', rule, 0);
      expect(full).toBeGreaterThan(3.5);
      expect(full).toBeLessThanOrEqual(4);
      expect(bucketRetryAfter(full, rule)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 600));
      // 4 a 2 s drain: about 1.2 gone, so room for one more again.
      const drained = await store.fill('b', rule, 0);
      expect(drained).toBeLessThan(3);
      expect(bucketRetryAfter(drained, rule)).toBe(0);
    } finally {
      await store.close();
    }
  });

  it('opens the window again once it has passed', async () => {
    const store = makeStore();
    try {
      const rule = { window: 1, max: 1 };
      expect((await store.consume('c', rule)).allowed).toBe(true);
      expect((await store.consume('c', rule)).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await store.consume('c', rule)).allowed).toBe(true);
    } finally {
      await store.close();
    }
  });
});

describe('rate-limit store on Redis', () => {
  it('lets requests through when Redis is unreachable (fail open), without hanging', async () => {
    const store = createRedisRateLimitStore({
      redisUrl: 'redis://127.0.0.1:1',
      prefix: 'test',
      logger: pino({ level: 'silent' }),
    });
    try {
      const started = performance.now();
      expect(await store.consume('x', { window: 60, max: 1 })).toEqual({ allowed: true, retryAfter: null });
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await store.close();
    }
  });
});

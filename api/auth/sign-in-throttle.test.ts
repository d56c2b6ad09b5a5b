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
  testRateLimitStore,
  uniqueEmail,
} from './auth-test-client.ts';
import { authRateLimits } from './rate-limit.ts';

// Sign-in throttling (sign-in-throttle.ts) through the real app, on the store production uses
// (Redis with REDIS_URL, in-process otherwise). Every attempt comes from a fresh browser, without
// cookies, except in the tests about the device cookie.

const queue = await startTestQueue();
const store = testRateLimitStore();
function makeApp(overrides: Record<string, string> = {}) {
  const env = testAuthEnv(overrides);
  const auth = createAuth({ db, env, queue, rateLimitStore: store });
  return {
    auth,
    app: createApp({ env, logger: pino({ level: 'silent' }), auth, queue, siteDir: '/nao-existe' }),
  };
}
const { auth, app } = makeApp();
afterAll(async () => {
  await queue.close();
  await store.close();
});

const attempt = (address: string, email: string, password: string) =>
  testBrowser(app, address).post('/api/auth/sign-in/email', { email, password });

async function account(label: string) {
  const email = uniqueEmail(label);
  await signUpConfirmed(auth, email, 'segredo1');
  return email;
}

const perClient = authRateLimits.signInFailuresPerClient.max;
const ceiling = authRateLimits.signInFailuresPerEmail.max;

describe('sign-in throttling', { timeout: 120_000 }, () => {
  it('refuses the 6th wrong password from one address, right password included, and only there', async () => {
    const email = await account('par');
    const guesser = randomAddress();
    for (let i = 1; i <= perClient; i++)
      expect((await attempt(guesser, email, 'chute-errado')).status).toBe(401);
    const blocked = await attempt(guesser, email, 'segredo1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED', message: rateLimitMessage });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(blocked.headers['set-cookie']).toBeUndefined();
    expect((await attempt(randomAddress(), email, 'segredo1')).status).toBe(200);
  });

  it('forgets an address’s wrong passwords once it signs in', async () => {
    const email = await account('limpa');
    const address = randomAddress();
    for (let i = 1; i < perClient; i++) expect((await attempt(address, email, 'errada1')).status).toBe(401);
    expect((await attempt(address, email, 'segredo1')).status).toBe(200);
    for (let i = 1; i < perClient; i++) expect((await attempt(address, email, 'errada1')).status).toBe(401);
  });

  it('does not count what is no wrong password (a malformed e-mail)', async () => {
    const address = randomAddress();
    for (let i = 0; i <= perClient; i++) {
      expect((await attempt(address, 'sem-arroba', 'qualquer1')).status).toBe(400);
    }
  });

  it('checks at most 5 passwords from a burst of 10 parallel wrong ones', async () => {
    const email = await account('rajada');
    const address = randomAddress();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await attempt(address, email, 'errada1')).status),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(perClient);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - perClient);
  });

  it('at the e-mail’s ceiling refuses addresses that failed, while a clean address and a known browser still get in', async () => {
    const email = await account('teto');
    const shared = randomAddress();
    const known = testBrowser(app, shared);
    expect((await known.post('/api/auth/sign-in/email', { email, password: 'segredo1' })).status).toBe(200);

    // A guesser behind the same address as the known browser, and others elsewhere, fill the ceiling.
    for (let i = 1; i <= perClient; i++) expect((await attempt(shared, email, 'errada1')).status).toBe(401);
    const others = Array.from({ length: ceiling }, randomAddress);
    for (const address of others) expect((await attempt(address, email, 'errada1')).status).toBe(401);

    // An address that failed once is refused now (it had four more tries below the ceiling)...
    const refused = await attempt(others[0]!, email, 'segredo1');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    // ...a clean address gets one try, and the right password from one signs in...
    const fresh = randomAddress();
    expect((await attempt(fresh, email, 'errada1')).status).toBe(401);
    expect((await attempt(fresh, email, 'errada1')).status).toBe(429);
    expect((await attempt(randomAddress(), email, 'segredo1')).status).toBe(200);
    // ...and the browser that signed in before is counted apart from its address, so it gets in too.
    expect((await attempt(shared, email, 'segredo1')).status).toBe(429);
    expect((await known.post('/api/auth/sign-in/email', { email, password: 'segredo1' })).status).toBe(200);
  });

  it('sets a device cookie at sign-in that counts for the e-mail it signed in to only', async () => {
    const email = await account('aparelho');
    const other = await account('outra');
    const shared = randomAddress();
    const browser = testBrowser(app, shared);
    const first = await browser.post('/api/auth/sign-in/email', { email, password: 'segredo1' });
    const cookies = first.headers['set-cookie'] as unknown as string[];
    expect(cookies.some((c) => c.startsWith('better-auth.sign_in_device='))).toBe(true);
    // Failures from the shared address for the other account block that account's next try from
    // this browser: its device cookie names the first e-mail, not this one.
    for (let i = 1; i <= perClient; i++) expect((await attempt(shared, other, 'errada1')).status).toBe(401);
    expect(
      (await browser.post('/api/auth/sign-in/email', { email: other, password: 'segredo1' })).status,
    ).toBe(429);
  });
});

describe('AUTH_RATE_LIMIT_SCALE', { timeout: 120_000 }, () => {
  it('multiplies the limits: scale 2 refuses the 11th wrong password from one address instead of the 6th', async () => {
    const scaled = makeApp({ AUTH_RATE_LIMIT_SCALE: '2' });
    const email = uniqueEmail('escala');
    await signUpConfirmed(scaled.auth, email, 'segredo1');
    const address = randomAddress();
    const wrong = () =>
      testBrowser(scaled.app, address).post('/api/auth/sign-in/email', { email, password: 'errada1' });
    for (let i = 1; i <= 2 * perClient; i++) expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(429);
  });
});

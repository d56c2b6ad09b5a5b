import { afterAll, describe, expect, it } from 'vitest';
import { startAuthTestApp } from './auth-test-app.ts';
import { sessionTokenOf, signUpConfirmed, testBrowser, uniqueEmail } from './auth-test-client.ts';

// The signed-in user's sessions, listed without tokens and ended by id (session-list.ts).

const { queue, auth, app } = await startAuthTestApp();
afterAll(() => queue.close());

type Browser = ReturnType<typeof testBrowser>;

/** A browser signed in to `email`, with the session token its cookie holds. */
async function signedIn(email: string, userAgent: string) {
  const browser = testBrowser(app);
  const res = await browser
    .post('/api/auth/sign-in/email', { email, password: 'segredo1' })
    .set('User-Agent', userAgent);
  expect(res.status).toBe(200);
  return { browser, token: sessionTokenOf(res.headers['set-cookie'])! };
}

const list = (browser: Browser) => browser.get('/api/auth/list-sessions');
const revoke = (browser: Browser, id: string) => browser.post('/api/auth/revoke-session-by-id', { id });
const sessionOf = async (browser: Browser) => (await browser.get('/api/auth/get-session')).body;

describe('GET /api/auth/list-sessions', () => {
  it('lists id, device and dates of each session, marks this one, and carries no token', async () => {
    const email = uniqueEmail('lista');
    await signUpConfirmed(auth, email, 'segredo1');
    const phone = await signedIn(email, 'Celular/1.0');
    const laptop = await signedIn(email, 'Notebook/2.0');

    const res = await list(laptop.browser);
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/token/i);
    for (const token of [phone.token, laptop.token]) expect(res.text).not.toContain(token);
    expect(res.body).toHaveLength(2);
    for (const entry of res.body) {
      expect(Object.keys(entry).sort()).toEqual(
        ['createdAt', 'expiresAt', 'id', 'ipAddress', 'isCurrent', 'updatedAt', 'userAgent'].sort(),
      );
    }
    const byAgent = Object.fromEntries(res.body.map((s: { userAgent: string }) => [s.userAgent, s]));
    expect(byAgent['Notebook/2.0']).toMatchObject({ isCurrent: true, ipAddress: laptop.browser.address });
    expect(byAgent['Celular/1.0']).toMatchObject({ isCurrent: false, ipAddress: phone.browser.address });
  });

  it('answers 401 without a session', async () => {
    expect((await list(testBrowser(app))).status).toBe(401);
  });
});

describe('POST /api/auth/revoke-session-by-id', () => {
  it('ends another session of the same user, which can no longer be used', async () => {
    const email = uniqueEmail('encerra');
    await signUpConfirmed(auth, email, 'segredo1');
    const phone = await signedIn(email, 'Celular/1.0');
    const laptop = await signedIn(email, 'Notebook/2.0');
    const phoneId = (await sessionOf(phone.browser)).session.id;

    const res = await revoke(laptop.browser, phoneId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    expect(await sessionOf(phone.browser)).toBeNull();
    const left = (await list(laptop.browser)).body;
    expect(left.map((s: { id: string }) => s.id)).not.toContain(phoneId);
    expect(left).toHaveLength(1);
  });

  it('ends this browser’s own session and clears its cookie', async () => {
    const email = uniqueEmail('propria');
    await signUpConfirmed(auth, email, 'segredo1');
    const { browser } = await signedIn(email, 'Notebook/2.0');
    const id = (await sessionOf(browser)).session.id;
    const res = await revoke(browser, id);
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/better-auth\.session_token=;/);
    expect(await sessionOf(browser)).toBeNull();
  });

  it('refuses another user’s session id with 404 and leaves that session alone', async () => {
    const victimEmail = uniqueEmail('vitima');
    const intruderEmail = uniqueEmail('intruso');
    await signUpConfirmed(auth, victimEmail, 'segredo1');
    await signUpConfirmed(auth, intruderEmail, 'segredo1');
    const victim = await signedIn(victimEmail, 'Celular/1.0');
    const intruder = await signedIn(intruderEmail, 'Notebook/2.0');
    const victimId = (await sessionOf(victim.browser)).session.id;

    const res = await revoke(intruder.browser, victimId);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('SESSION_NOT_FOUND');
    expect((await sessionOf(victim.browser)).user.email).toBe(victimEmail.toLowerCase());
    // Without a session nothing is ended either.
    expect((await revoke(testBrowser(app), victimId)).status).toBe(401);
    expect((await sessionOf(victim.browser)).session.id).toBe(victimId);
  });
});

import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { mfaRequiredMessage } from '#domain/auth-messages.ts';
import { db } from '#prisma/client.ts';
import { createApp } from '#server/app.ts';
import { ensureAdmin } from '../auth/admin-account.ts';
import { createAuth } from '../auth/auth.ts';
import {
  signUpConfirmed,
  startTestQueue,
  testAuthEnv,
  testBrowser,
  totpCode,
  uniqueEmail,
} from '../auth/auth-test-client.ts';
import { grantRole } from '../auth/roles.ts';

// The back office API through the real app: who gets in, and what TOTP changes.

const queue = await startTestQueue();
afterAll(() => queue.close());

function buildApp(overrides: Record<string, string> = {}) {
  const env = testAuthEnv(overrides);
  const auth = createAuth({ db, env, queue });
  return {
    auth,
    app: createApp({ env, logger: pino({ level: 'silent' }), auth, queue, siteDir: '/nao-existe' }),
  };
}

const { auth, app } = buildApp();

type Browser = ReturnType<typeof testBrowser>;

async function newAdmin(target = auth) {
  const email = uniqueEmail('admin');
  const { userId } = await ensureAdmin({
    auth: target,
    db,
    email,
    password: 'senha-admin-1',
    name: 'Ana Admin',
  });
  return { email, userId, password: 'senha-admin-1' };
}

async function signedIn(email: string, password: string, into = app): Promise<Browser> {
  const browser = testBrowser(into);
  const res = await browser.post('/api/auth/sign-in/email', { email, password });
  expect(res.status).toBe(200);
  return browser;
}

/** Enrols TOTP from a signed-in browser, as /gestao/mfa does; returns the secret. */
async function enrolTotp(browser: Browser, password: string): Promise<string> {
  const enabled = await browser.post('/api/auth/two-factor/enable', { password });
  expect(enabled.status).toBe(200);
  const secret = new URL(enabled.body.totpURI).searchParams.get('secret')!;
  const verified = await browser.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
  expect(verified.status).toBe(200);
  expect(verified.text).not.toMatch(/"token"/);
  return secret;
}

describe('GET /api/admin/me', () => {
  it('answers 401 without a session', async () => {
    const res = await testBrowser(app).get('/api/admin/me');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it("answers 403 'Acesso negado' to a shopkeeper, and hides which admin paths exist", async () => {
    const email = uniqueEmail('lojista');
    const { json } = await signUpConfirmed(auth, email, 'segredo1');
    await grantRole(db, json.user.id, 'lojista');
    const shop = await signedIn(email, 'segredo1');
    for (const path of ['/api/admin/me', '/api/admin/nao-existe']) {
      const res = await shop.get(path);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Acesso negado', code: 'FORBIDDEN' });
    }
  });

  it('answers an admin with who they are, and nothing more', async () => {
    const admin = await newAdmin();
    const browser = await signedIn(admin.email, admin.password);
    const res = await browser.get('/api/admin/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: admin.userId,
      email: admin.email.toLowerCase(),
      name: 'Ana Admin',
      twoFactorEnabled: false,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('admin with TOTP', () => {
  it('gets no session from the password alone; only the code opens /api/admin', async () => {
    const admin = await newAdmin();
    const secret = await enrolTotp(await signedIn(admin.email, admin.password), admin.password);

    const browser = testBrowser(app);
    const login = await browser.post('/api/auth/sign-in/email', {
      email: admin.email,
      password: admin.password,
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ twoFactorRedirect: true });
    expect(login.text).not.toMatch(/"token"|senha-admin-1/);
    expect((await browser.get('/api/auth/get-session')).body).toBeNull();
    expect((await browser.get('/api/admin/me')).status).toBe(401);

    const wrong = await browser.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect((await browser.get('/api/admin/me')).status).toBe(401);

    // "Trust this device" is ignored: the next sign-in asks for the code again.
    const verified = await browser.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret),
      trustDevice: true,
    });
    expect(verified.status).toBe(200);
    expect(verified.text).not.toMatch(/"token"/);
    expect(verified.text).not.toContain(secret);
    const me = await browser.get('/api/admin/me');
    expect(me.status).toBe(200);
    expect(me.body.twoFactorEnabled).toBe(true);

    const again = await browser.post('/api/auth/sign-in/email', {
      email: admin.email,
      password: admin.password,
    });
    expect(again.body).toMatchObject({ twoFactorRedirect: true });
  });

  it('ends the sessions opened with the password alone when enrolment completes', async () => {
    const admin = await newAdmin();
    const laptop = await signedIn(admin.email, admin.password);
    const phone = await signedIn(admin.email, admin.password);
    expect((await phone.get('/api/admin/me')).status).toBe(200);

    await enrolTotp(laptop, admin.password);
    expect((await phone.get('/api/admin/me')).status).toBe(401);
    const me = await laptop.get('/api/admin/me');
    expect(me.status).toBe(200);
    expect(me.body.twoFactorEnabled).toBe(true);
  });
});

describe('ADMIN_MFA_REQUIRED=true', () => {
  const strict = buildApp({ ADMIN_MFA_REQUIRED: 'true' });

  it('turns an admin without TOTP away from /api/admin and the admin plugin, but lets them enrol', async () => {
    const admin = await newAdmin(strict.auth);
    const browser = await signedIn(admin.email, admin.password, strict.app);

    const me = await browser.get('/api/admin/me');
    expect(me.status).toBe(403);
    expect(me.body).toEqual({ error: mfaRequiredMessage, code: 'MFA_REQUIRED' });
    expect(me.body.error).toBe('Configure a autenticação de dois fatores para continuar.');
    const plugin = await browser.get('/api/auth/admin/list-users');
    expect(plugin.status).toBe(403);
    expect(plugin.body.code).toBe('MFA_REQUIRED');

    // What /gestao/mfa needs stays open: the session, and enrolment.
    expect((await browser.get('/api/auth/get-session')).body.user.role).toBe('admin');
    await enrolTotp(browser, admin.password);
    expect((await browser.get('/api/admin/me')).status).toBe(200);
    expect((await browser.get('/api/auth/admin/list-users')).status).toBe(200);
  });

  it("still answers a shopkeeper 'Acesso negado', not MFA_REQUIRED", async () => {
    const email = uniqueEmail('lojista');
    await signUpConfirmed(strict.auth, email, 'segredo1');
    const shop = await signedIn(email, 'segredo1', strict.app);
    const res = await shop.get('/api/admin/me');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});

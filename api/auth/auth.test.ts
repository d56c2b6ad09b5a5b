import { afterAll, describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { createAuth, trustedOrigins } from './auth.ts';
import {
  callAuth,
  confirmEmail,
  cookiesOf,
  signIn,
  signUp,
  signUpConfirmed,
  startTestQueue,
  testAuthEnv,
  totpCode,
  uniqueEmail,
} from './auth-test-client.ts';

const queue = await startTestQueue();
const auth = createAuth({ db, env: testAuthEnv(), queue });
afterAll(() => queue.close());

describe('email and password sessions', () => {
  it('signs up, signs in and reads the session from an httpOnly cookie', async () => {
    const email = uniqueEmail('cliente');
    const created = await signUp(auth, email, 'segredo123', 'Maria Lojista');
    expect(created.status).toBe(200);
    expect(created.json.user.email).toBe(email.toLowerCase());
    await confirmEmail(email);

    const login = await signIn(auth, email, 'segredo123');
    expect(login.status).toBe(200);
    const setCookie = login.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const session = await callAuth(auth, '/get-session', { cookie: login.cookie });
    expect(session.status).toBe(200);
    expect(session.json.user).toMatchObject({
      email: email.toLowerCase(),
      name: 'Maria Lojista',
      role: 'user',
    });
  });

  it('refuses a wrong password and a password shorter than 6 characters', async () => {
    const email = uniqueEmail();
    const short = await signUp(auth, email, '12345');
    expect(short.status).toBe(400);
    expect(short.json.code).toBe('PASSWORD_TOO_SHORT');
    expect((await signUp(auth, email, '123456')).status).toBe(200);
    expect((await signIn(auth, email, '654321')).status).toBe(401);
  });

  it('returns no session without the cookie', async () => {
    const session = await callAuth(auth, '/get-session');
    expect(session.status).toBe(200);
    expect(session.json).toBeNull();
  });

  it('rejects a request carrying the session cookie from an origin that is not the site', async () => {
    const email = uniqueEmail();
    await signUpConfirmed(auth, email, 'segredo123');
    const { cookie } = await signIn(auth, email, 'segredo123');
    const forged = await callAuth(auth, '/sign-out', { body: {}, cookie, origin: 'https://golpe.example' });
    expect(forged.status).toBe(403);
    expect(forged.json.code).toBe('INVALID_ORIGIN');
    const anonymous = await callAuth(auth, '/sign-out', { body: {}, cookie, origin: null });
    expect(anonymous.status).toBe(403);
    expect(anonymous.json.code).toBe('MISSING_OR_NULL_ORIGIN');
    const session = await callAuth(auth, '/get-session', { cookie });
    expect(session.json.user.email).toBe(email.toLowerCase());
  });

  it('marks cookies Secure in production', async () => {
    const production = createAuth({
      db,
      env: testAuthEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://desejo.example' }),
      queue,
    });
    const email = uniqueEmail();
    await signUpConfirmed(production, email, 'segredo123');
    const login = await signIn(production, email, 'segredo123');
    const setCookie = login.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
  });
});

describe('trustedOrigins', () => {
  it('lists the public URL, localhost and 127.0.0.1 on the port, and the Vite dev server', () => {
    expect(trustedOrigins({ PORT: 8080, PUBLIC_URL: 'https://desejo.example/app' })).toEqual([
      'https://desejo.example',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://localhost:5173',
    ]);
    expect(trustedOrigins({ PORT: 5173, PUBLIC_URL: undefined })).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
  });
});

describe('two-factor authentication (TOTP)', () => {
  it('enrols with the product as issuer and then asks for the code at sign-in', async () => {
    const email = uniqueEmail('totp');
    await signUpConfirmed(auth, email, 'segredo123');
    const { cookie } = await signIn(auth, email, 'segredo123');

    const enabled = await callAuth(auth, '/two-factor/enable', { body: { password: 'segredo123' }, cookie });
    expect(enabled.status).toBe(200);
    const uri = new URL(enabled.json.totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Desejo Teste');
    const secret = uri.searchParams.get('secret')!;

    const verified = await callAuth(auth, '/two-factor/verify-totp', {
      body: { code: totpCode(secret) },
      cookie,
    });
    expect(verified.status).toBe(200);

    const login = await signIn(auth, email, 'segredo123');
    expect(login.json).toMatchObject({ twoFactorRedirect: true });
    const challenge = cookiesOf(login.headers);
    const session = await callAuth(auth, '/two-factor/verify-totp', {
      body: { code: totpCode(secret) },
      cookie: challenge,
    });
    expect(session.status).toBe(200);
    expect(session.json.user.email).toBe(email.toLowerCase());
  });
});

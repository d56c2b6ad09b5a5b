import type { Response } from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { authErrorMessage } from '#domain/auth-messages.ts';
import { linkIn, mailsTo, waitForMail } from '../mail/test-outbox.ts';
import { startAuthTestApp } from './auth-test-app.ts';
import { sessionTokenOf, signUpConfirmed, testBrowser, uniqueEmail } from './auth-test-client.ts';

// The shopkeeper's account flows through the real app, as the site drives them: the e-mails go
// through the mail.send job into this worker's outbox, and the links in them are followed.

const { queue, env, auth, app } = await startAuthTestApp();
afterAll(() => queue.close());

const authBase = 'http://localhost:3000/api/auth';

/** No response body carries a password, a session token or any `token` field. */
function expectNothingSecret(res: Response, secrets: (string | undefined)[]) {
  expect(res.text).not.toMatch(/"token"/);
  for (const secret of secrets) if (secret) expect(res.text).not.toContain(secret);
  const token = sessionTokenOf(res.headers['set-cookie']);
  if (token) expect(res.text).not.toContain(token);
}

async function session(browser: ReturnType<typeof testBrowser>) {
  return (await browser.get('/api/auth/get-session')).body;
}

describe('sign-up and e-mail confirmation', () => {
  it('sends the confirmation e-mail; its link confirms, signs in and returns to /email-confirmado', async () => {
    const email = uniqueEmail('novo');
    const browser = testBrowser(app);
    const signUp = await browser.post('/api/auth/sign-up/email', {
      name: 'Maria',
      email,
      password: 'segredo1',
    });
    expect(signUp.status).toBe(200);
    expectNothingSecret(signUp, ['segredo1']);

    const mail = await waitForMail(env, email, /Confirme seu email/);
    expect(mail.subject).toBe('Confirme seu email no Desejo Teste');
    const link = linkIn(mail, `${authBase}/verify-email?`);
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
    expect(mail.text).not.toContain('segredo1');

    const confirmed = await browser.get(link.slice('http://localhost:3000'.length));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.location).toBe('http://localhost:3000/email-confirmado');
    const current = await session(browser);
    expect(current.user).toMatchObject({ email: email.toLowerCase(), emailVerified: true });
    expect(current.session.token).toBeUndefined();

    const other = testBrowser(app);
    const login = await other.post('/api/auth/sign-in/email', { email, password: 'segredo1' });
    expect(login.status).toBe(200);
    expectNothingSecret(login, ['segredo1']);
  });

  it('refuses to sign in before the confirmation, resends it on request, and the new link works', async () => {
    const email = uniqueEmail('pendente');
    const browser = testBrowser(app);
    await browser.post('/api/auth/sign-up/email', { name: 'João', email, password: 'segredo1' });
    await waitForMail(env, email);

    const early = await browser.post('/api/auth/sign-in/email', { email, password: 'segredo1' });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(authErrorMessage(early.body)).toMatch(/não foi confirmado/);
    expect(sessionTokenOf(early.headers['set-cookie'])).toBeUndefined();

    const resent = await browser.post('/api/auth/send-verification-email', { email });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ status: true });
    await expect.poll(async () => (await mailsTo(env, email)).length).toBe(2);

    const latest = (await mailsTo(env, email)).at(-1)!;
    await browser.get(linkIn(latest, `${authBase}/verify-email?`).slice('http://localhost:3000'.length));
    const login = await testBrowser(app).post('/api/auth/sign-in/email', { email, password: 'segredo1' });
    expect(login.status).toBe(200);
  });

  it('answers a sign-up with a registered e-mail like any other, and tells the owner by e-mail', async () => {
    const email = uniqueEmail('repetido');
    await signUpConfirmed(auth, email, 'segredo1');
    const again = await testBrowser(app).post('/api/auth/sign-up/email', {
      name: 'Outra Pessoa',
      email,
      password: 'outra-senha',
    });
    expect(again.status).toBe(200);
    expectNothingSecret(again, ['outra-senha']);
    const mail = await waitForMail(env, email, /já tem uma conta/);
    expect(mail.text).toContain('http://localhost:3000/lojista/auth');
  });
});

describe('sign-in errors', () => {
  it('answers a wrong password and an unknown e-mail with the same code', async () => {
    const email = uniqueEmail('senha');
    await signUpConfirmed(auth, email, 'segredo1');
    const wrong = await testBrowser(app).post('/api/auth/sign-in/email', { email, password: 'errada1' });
    const unknown = await testBrowser(app).post('/api/auth/sign-in/email', {
      email: uniqueEmail('ninguem'),
      password: 'errada1',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
      expect(authErrorMessage(res.body)).toBe('Email ou senha incorretos.');
    }
  });
});

describe('password recovery', () => {
  it('mails a link that lands on the dashboard with the token; the reset ends every session', async () => {
    const email = uniqueEmail('esqueci');
    await signUpConfirmed(auth, email, 'senha-antiga');
    const laptop = testBrowser(app);
    const phone = testBrowser(app);
    expect((await laptop.post('/api/auth/sign-in/email', { email, password: 'senha-antiga' })).status).toBe(
      200,
    );
    expect((await phone.post('/api/auth/sign-in/email', { email, password: 'senha-antiga' })).status).toBe(
      200,
    );

    const asked = await testBrowser(app).post('/api/auth/request-password-reset', { email });
    expect(asked.status).toBe(200);
    const mail = await waitForMail(env, email, /Redefinição de senha/);
    expect(mail.text).not.toContain('senha-antiga');

    const link = linkIn(mail, `${authBase}/reset-password/`);
    const landed = await testBrowser(app).get(link.slice('http://localhost:3000'.length));
    expect(landed.status).toBe(302);
    const target = new URL(String(landed.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:3000/minha-conta/dashboard');
    expect(target.searchParams.get('trocar-senha')).toBe('true');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await testBrowser(app).post('/api/auth/reset-password', {
      newPassword: 'senha-nova',
      token,
    });
    expect(reset.status).toBe(200);
    expectNothingSecret(reset, ['senha-nova', token]);

    expect(await session(laptop)).toBeNull();
    expect(await session(phone)).toBeNull();
    const old = await testBrowser(app).post('/api/auth/sign-in/email', { email, password: 'senha-antiga' });
    expect(old.status).toBe(401);
    const renewed = await testBrowser(app).post('/api/auth/sign-in/email', { email, password: 'senha-nova' });
    expect(renewed.status).toBe(200);

    const reused = await testBrowser(app).post('/api/auth/reset-password', {
      newPassword: 'outra-vez',
      token,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_TOKEN');
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const email = uniqueEmail('desconhecido');
    const asked = await testBrowser(app).post('/api/auth/request-password-reset', { email });
    expect(asked.status).toBe(200);
    expect(await mailsTo(env, email)).toEqual([]);
  });
});

describe('password change and sign-out', () => {
  it('changes the password with the current one, and can end the other sessions', async () => {
    const email = uniqueEmail('troca');
    await signUpConfirmed(auth, email, 'senha-atual');
    const laptop = testBrowser(app);
    const phone = testBrowser(app);
    await laptop.post('/api/auth/sign-in/email', { email, password: 'senha-atual' });
    await phone.post('/api/auth/sign-in/email', { email, password: 'senha-atual' });

    const wrong = await laptop.post('/api/auth/change-password', {
      currentPassword: 'nao-e-essa',
      newPassword: 'senha-nova',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');

    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: 'senha-atual',
      newPassword: 'senha-nova',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expectNothingSecret(changed, ['senha-atual', 'senha-nova']);
    expect((await session(laptop)).user.email).toBe(email.toLowerCase());
    expect(await session(phone)).toBeNull();
    expect(
      (await testBrowser(app).post('/api/auth/sign-in/email', { email, password: 'senha-atual' })).status,
    ).toBe(401);
  });

  it('signs out this device only, or every device', async () => {
    const email = uniqueEmail('sair');
    await signUpConfirmed(auth, email, 'segredo1');
    const [a, b, c] = [testBrowser(app), testBrowser(app), testBrowser(app)];
    for (const browser of [a, b, c])
      await browser.post('/api/auth/sign-in/email', { email, password: 'segredo1' });
    const cookieOfA = (await a.get('/api/auth/get-session')).request.cookies;
    expect(cookieOfA).toMatch(/better-auth.session_token=/);

    const out = await a.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect(await session(a)).toBeNull();
    // The old cookie no longer opens anything, even replayed.
    const replay = await testBrowser(app).get('/api/auth/get-session').set('Cookie', cookieOfA);
    expect(replay.body).toBeNull();
    expect((await session(b)).user.email).toBe(email.toLowerCase());

    const everywhere = await b.post('/api/auth/revoke-sessions');
    expect(everywhere.status).toBe(200);
    expect(await session(b)).toBeNull();
    expect(await session(c)).toBeNull();
  });
});

describe('session lifetime', () => {
  it("keeps a 7-day cookie with 'Salvar dados' and a browser-session cookie without", async () => {
    const email = uniqueEmail('lembrar');
    await signUpConfirmed(auth, email, 'segredo1');
    const remembered = await testBrowser(app).post('/api/auth/sign-in/email', {
      email,
      password: 'segredo1',
    });
    const cookie = (remembered.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('better-auth.session_token='),
    );
    expect(cookie).toMatch(/Max-Age=604800/);

    const forgotten = await testBrowser(app).post('/api/auth/sign-in/email', {
      email,
      password: 'segredo1',
      rememberMe: false,
    });
    const sessionCookie = (forgotten.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('better-auth.session_token='),
    );
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
  });
});

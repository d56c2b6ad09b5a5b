import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '#api/auth/admin-account.ts';
import { startAuthTestApp } from '#api/auth/auth-test-app.ts';
import {
  sessionTokenOf,
  signUpConfirmed,
  testBrowser,
  totpCode,
  uniqueEmail,
} from '#api/auth/auth-test-client.ts';
import { db } from '#prisma/client.ts';
import { printTable } from './print-table.ts';

// A session token is the session: no JSON answer of /api/auth may carry one (the cookie holds it,
// httpOnly). Every auth answer a shopkeeper and an admin get along their flows is checked for a
// field named like a token and for the value of any session token issued; then the session list's
// revoke-by-id is tried on the user's own sessions, on another user's, and without a session.

const { queue, auth, app } = await startAuthTestApp();
afterAll(() => queue.close());

type Browser = ReturnType<typeof testBrowser>;

/** Paths in a JSON body whose key is `token` or ends in `Token` (accessToken, sessionToken...). */
function tokenFields(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => tokenFields(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(key === 'token' || key.endsWith('Token') ? [`${path}.${key}`] : []),
    ...tokenFields(v, `${path}.${key}`),
  ]);
}

const sessionAt = async (browser: Browser) => (await browser.get('/api/auth/get-session')).body;

describe('session tokens in auth answers', { timeout: 120_000 }, () => {
  it('no JSON answer of the shopkeeper’s and the admin’s flows carries a token field or a session token', async () => {
    const answers: { route: string; res: Response }[] = [];
    const issued = new Set<string>();
    const record = (route: string, res: Response) => {
      answers.push({ route, res });
      const token = sessionTokenOf(res.headers['set-cookie']);
      if (token) issued.add(token);
      return res;
    };

    const email = uniqueEmail('varredura');
    const shop = testBrowser(app);
    record(
      'POST /sign-up/email',
      await shop.post('/api/auth/sign-up/email', { name: 'Loja', email, password: 'segredo1' }),
    );
    await db.user.update({ where: { email: email.toLowerCase() }, data: { emailVerified: true } });
    record(
      'POST /sign-in/email',
      await shop.post('/api/auth/sign-in/email', { email, password: 'segredo1' }),
    );
    const phone = testBrowser(app);
    record(
      'POST /sign-in/email (2º aparelho)',
      await phone.post('/api/auth/sign-in/email', { email, password: 'segredo1' }),
    );
    record('GET /get-session', await shop.get('/api/auth/get-session'));
    record('GET /list-sessions', await shop.get('/api/auth/list-sessions'));
    record('GET /list-accounts', await shop.get('/api/auth/list-accounts'));
    record('POST /update-user', await shop.post('/api/auth/update-user', { name: 'Loja Nova' }));
    const phoneId = (await sessionAt(phone)).session.id;
    record('POST /revoke-session-by-id', await shop.post('/api/auth/revoke-session-by-id', { id: phoneId }));
    record(
      'POST /change-password',
      await shop.post('/api/auth/change-password', {
        currentPassword: 'segredo1',
        newPassword: 'segredo2',
        revokeOtherSessions: true,
      }),
    );

    const adminEmail = `admin-${randomUUID()}@exemplo.com.br`;
    await ensureAdmin({ auth, db, email: adminEmail, password: 'senha-admin-1' });
    const admin = testBrowser(app);
    record(
      'POST /sign-in/email (admin)',
      await admin.post('/api/auth/sign-in/email', { email: adminEmail, password: 'senha-admin-1' }),
    );
    const shopUser = await db.user.findUniqueOrThrow({
      where: { email: email.toLowerCase() },
      select: { id: true },
    });
    record('GET /admin/list-users', await admin.get('/api/auth/admin/list-users'));
    record(
      'POST /admin/list-user-sessions',
      await admin.post('/api/auth/admin/list-user-sessions', { userId: shopUser.id }),
    );
    const enabled = record(
      'POST /two-factor/enable',
      await admin.post('/api/auth/two-factor/enable', { password: 'senha-admin-1' }),
    );
    const secret = new URL(enabled.body.totpURI).searchParams.get('secret')!;
    record(
      'POST /two-factor/verify-totp (ativação)',
      await admin.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) }),
    );
    const again = testBrowser(app);
    record(
      'POST /sign-in/email (admin com TOTP)',
      await again.post('/api/auth/sign-in/email', { email: adminEmail, password: 'senha-admin-1' }),
    );
    record(
      'POST /two-factor/verify-totp (login)',
      await again.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) }),
    );
    record('POST /sign-out', await shop.post('/api/auth/sign-out'));

    for (const row of await db.session.findMany({
      where: { userId: shopUser.id },
      select: { token: true },
    })) {
      issued.add(row.token);
    }
    const problems: string[] = [];
    const rows = answers.map(({ route, res }) => {
      const fields = tokenFields(res.body);
      const values = [...issued].filter((token) => res.text.includes(token));
      if (res.status >= 400) problems.push(`${route}: ${res.status}`);
      if (fields.length) problems.push(`${route}: campos ${fields.join(', ')}`);
      if (values.length) problems.push(`${route}: ${values.length} token(s) de sessão`);
      return [
        route,
        String(res.status),
        fields.length ? fields.join(', ') : 'nenhum',
        values.length ? 'VAZOU' : 'ausente',
      ];
    });
    printTable(['resposta', 'status', 'campo token', `valor de ${issued.size} tokens emitidos`], rows);
    expect(issued.size).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  });
});

describe('ending a session by id', { timeout: 120_000 }, () => {
  it('ends only the signed-in user’s own sessions', async () => {
    const email = uniqueEmail('dono');
    const otherEmail = uniqueEmail('outro');
    await signUpConfirmed(auth, email, 'segredo1');
    await signUpConfirmed(auth, otherEmail, 'segredo1');
    const signedIn = async (who: string) => {
      const browser = testBrowser(app);
      expect(
        (await browser.post('/api/auth/sign-in/email', { email: who, password: 'segredo1' })).status,
      ).toBe(200);
      return browser;
    };
    const laptop = await signedIn(email);
    const phone = await signedIn(email);
    const stranger = await signedIn(otherEmail);
    const idOf = async (browser: Browser) => (await sessionAt(browser)).session.id as string;
    const alive = async (browser: Browser) => (await sessionAt(browser)) !== null;
    const [phoneId, strangerId] = [await idOf(phone), await idOf(stranger)];

    const cases: [string, () => Promise<Response>, number, () => Promise<boolean>][] = [
      [
        'sessão de outro usuário',
        () => laptop.post('/api/auth/revoke-session-by-id', { id: strangerId }),
        404,
        () => alive(stranger),
      ],
      [
        'sem sessão',
        () => testBrowser(app).post('/api/auth/revoke-session-by-id', { id: strangerId }),
        401,
        () => alive(stranger),
      ],
      [
        'de outra origem (CSRF)',
        () =>
          laptop
            .post('/api/auth/revoke-session-by-id', { id: phoneId })
            .set('Origin', 'https://malicioso.example'),
        403,
        () => alive(phone),
      ],
      [
        'id no revoke-session do better-auth (pede o token)',
        () => laptop.post('/api/auth/revoke-session', { token: strangerId }),
        200,
        () => alive(stranger),
      ],
      [
        'outra sessão própria',
        () => laptop.post('/api/auth/revoke-session-by-id', { id: phoneId }),
        200,
        async () => !(await alive(phone)),
      ],
      [
        'a própria sessão atual',
        async () => laptop.post('/api/auth/revoke-session-by-id', { id: await idOf(laptop) }),
        200,
        async () => !(await alive(laptop)),
      ],
    ];
    const rows: string[][] = [];
    const problems: string[] = [];
    for (const [label, call, status, holds] of cases) {
      const res = await call();
      const expected = await holds();
      rows.push([label, String(status), String(res.status), expected ? 'sim' : 'NÃO']);
      if (res.status !== status) problems.push(`${label}: ${res.status}, esperado ${status}`);
      if (!expected) problems.push(`${label}: resultado errado`);
    }
    printTable(['caso', 'esperado', 'obtido', 'só a sessão certa encerrada'], rows);
    expect(problems).toEqual([]);
  });
});

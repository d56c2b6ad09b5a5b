import { afterAll, describe, expect, it, vi } from 'vitest';
import { db } from '#prisma/client.ts';
import { ensureAdmin, ensureAdminFromEnv } from './admin-account.ts';
import { createAuth } from './auth.ts';
import {
  callAuth,
  signIn,
  signUp,
  signUpConfirmed,
  startTestQueue,
  testAuthEnv,
  uniqueEmail,
} from './auth-test-client.ts';

const queue = await startTestQueue();
const auth = createAuth({ db, env: testAuthEnv(), queue });
afterAll(() => queue.close());

async function adminState(email: string) {
  return db.user.findUniqueOrThrow({
    where: { email: email.toLowerCase() },
    select: { id: true, role: true, emailVerified: true, updatedAt: true, roles: { select: { role: true } } },
  });
}

describe('ensureAdmin', () => {
  it('creates a verified admin with a user_roles row, under the lower-cased e-mail', async () => {
    const email = uniqueEmail('Admin');
    const result = await ensureAdmin({
      auth,
      db,
      email: `  ${email} `,
      password: 'senha-forte-1',
      name: 'Ana',
    });
    expect(result).toMatchObject({ email: email.toLowerCase(), created: true, promoted: false });

    const user = await adminState(email);
    expect(user).toMatchObject({
      id: result.userId,
      role: 'admin',
      emailVerified: true,
      roles: [{ role: 'admin' }],
    });
    expect((await signIn(auth, email, 'senha-forte-1')).status).toBe(200);
  });

  it('changes nothing the second time and never overwrites the password', async () => {
    const email = uniqueEmail('admin');
    await ensureAdmin({ auth, db, email, password: 'senha-original' });
    const before = await adminState(email);

    const again = await ensureAdmin({ auth, db, email: email.toUpperCase(), password: 'outra-senha-123' });
    expect(again).toMatchObject({ userId: before.id, created: false, promoted: false });
    expect(await adminState(email)).toEqual(before);
    expect(await db.userRole.count({ where: { user_id: before.id } })).toBe(1);
    expect((await signIn(auth, email, 'senha-original')).status).toBe(200);
    expect((await signIn(auth, email, 'outra-senha-123')).status).toBe(401);
  });

  it('promotes an existing account, keeping its password', async () => {
    const email = uniqueEmail('lojista');
    await signUp(auth, email, 'senha-do-lojista');
    const result = await ensureAdmin({ auth, db, email, password: 'ignorada-123' });
    expect(result).toMatchObject({ created: false, promoted: true });
    expect(await adminState(email)).toMatchObject({
      role: 'admin',
      emailVerified: true,
      roles: [{ role: 'admin' }],
    });
    expect((await signIn(auth, email, 'senha-do-lojista')).status).toBe(200);
  });
});

describe('admin plugin', () => {
  it('lets an admin list users and refuses a normal user', async () => {
    const adminEmail = uniqueEmail('admin');
    await ensureAdmin({ auth, db, email: adminEmail, password: 'senha-admin-1' });
    const admin = await signIn(auth, adminEmail, 'senha-admin-1');
    const listed = await callAuth(
      auth,
      `/admin/list-users?searchField=email&searchValue=${adminEmail.toLowerCase()}`,
      {
        cookie: admin.cookie,
      },
    );
    expect(listed.status).toBe(200);
    expect(listed.json.users).toEqual([
      expect.objectContaining({ email: adminEmail.toLowerCase(), role: 'admin' }),
    ]);

    const userEmail = uniqueEmail('cliente');
    await signUpConfirmed(auth, userEmail, 'senha-cliente');
    const user = await signIn(auth, userEmail, 'senha-cliente');
    const refused = await callAuth(auth, '/admin/list-users', { cookie: user.cookie });
    expect(refused.status).toBe(403);
  });
});

describe('ensureAdminFromEnv', () => {
  it('does nothing unless both ADMIN_EMAIL and ADMIN_PASSWORD are set', async () => {
    const logger = { info: vi.fn() };
    const email = uniqueEmail('env');
    expect(await ensureAdminFromEnv({ auth, db, env: { ADMIN_EMAIL: email }, logger })).toBeUndefined();
    expect(await db.user.count({ where: { email: email.toLowerCase() } })).toBe(0);
    expect(logger.info).not.toHaveBeenCalled();
  });

  it('creates the admin and logs the e-mail, never the password', async () => {
    const logger = { info: vi.fn() };
    const email = uniqueEmail('env');
    const env = { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'segredo-do-env' };
    const result = await ensureAdminFromEnv({ auth, db, env, logger });
    expect(result).toMatchObject({ created: true });
    expect(logger.info).toHaveBeenCalledWith({ email: email.toLowerCase() }, 'administrador criado');
    expect(JSON.stringify(logger.info.mock.calls)).not.toContain('segredo-do-env');
    expect((await adminState(email)).role).toBe('admin');
  });
});

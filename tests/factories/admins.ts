import { randomUUID } from 'node:crypto';
import { ensureAdmin } from '#api/auth/admin-account.ts';
import type { Auth } from '#api/auth/auth.ts';
import { signIn } from '#api/auth/auth-test-client.ts';
import { db } from '#prisma/client.ts';

// An admin for the suites of /gestao and the back office API, made as the product makes one
// (ensureAdmin, behind ADMIN_EMAIL and `npm run admin:create`). Random e-mail and password: suites
// share the worker's database, and the secrets suite looks for the password in every answer.

/** A new admin account, signed in: the session cookie, and the e-mail and password it signed in with. */
export async function signedInAdmin(auth: Auth) {
  const email = `admin-${randomUUID()}@exemplo.com.br`;
  const password = `senha-admin-${randomUUID()}`;
  await ensureAdmin({ auth, db, email, password });
  const login = await signIn(auth, email, password);
  if (login.status !== 200) throw new Error(`sign-in do admin falhou: ${login.status}`);
  return { cookie: login.cookie, email, password };
}

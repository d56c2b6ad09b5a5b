import type { Env } from '#platform/config/env.ts';
import type { Db } from '#prisma/client.ts';
import type { Auth } from './auth.ts';
import { grantRole, hasRole } from './roles.ts';

// The first administrator comes from the environment (ADMIN_EMAIL/ADMIN_PASSWORD) or from
// `npm run admin:create`. Both are safe to repeat: an existing account keeps its password and is
// only promoted.

export type EnsureAdminResult = { userId: string; email: string; created: boolean; promoted: boolean };

/** What ensureAdminFromEnv needs of a logger: the app's pino logger or a console line in scripts. */
export type AdminLogger = { info: (details: { email: string }, message: string) => void };

export async function ensureAdmin(options: {
  auth: Auth;
  db: Db;
  email: string;
  password: string;
  name?: string;
}): Promise<EnsureAdminResult> {
  const { auth, db } = options;
  const email = options.email.trim().toLowerCase();

  let user = await db.user.findUnique({
    where: { email },
    select: { id: true, role: true, emailVerified: true },
  });
  const created = !user;
  if (!user) {
    // Through better-auth, so the password is hashed and stored exactly as sign-in expects.
    const result = await auth.api.createUser({
      body: {
        email,
        password: options.password,
        name: options.name?.trim() || email.split('@')[0] || email,
        role: 'admin',
        data: { emailVerified: true },
      },
    });
    user = { id: result.user.id, role: 'admin', emailVerified: true };
  }

  const userId = user.id;
  const needsUpdate = user.role !== 'admin' || !user.emailVerified;
  const isGranted = await hasRole(db, userId, 'admin');
  if (needsUpdate || !isGranted) {
    // Verified as well: admins sign in with e-mail and password, which requires a confirmed e-mail.
    await db.$transaction(async (tx) => {
      if (needsUpdate) {
        await tx.user.update({ where: { id: userId }, data: { role: 'admin', emailVerified: true } });
      }
      await grantRole(tx, userId, 'admin');
    });
  }
  return { userId, email, created, promoted: !created && (needsUpdate || !isGranted) };
}

/** Creates or promotes the administrator named by ADMIN_EMAIL/ADMIN_PASSWORD, when both are set. */
export async function ensureAdminFromEnv(options: {
  auth: Auth;
  db: Db;
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;
  logger: AdminLogger;
}): Promise<EnsureAdminResult | undefined> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = options.env;
  if (!email || !password) return undefined;
  const result = await ensureAdmin({ auth: options.auth, db: options.db, email, password });
  const message = result.created
    ? 'administrador criado'
    : result.promoted
      ? 'conta existente promovida a administrador'
      : 'administrador já existe';
  options.logger.info({ email: result.email }, message);
  return result;
}

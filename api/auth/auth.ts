import { betterAuth } from 'better-auth';
import { prismaAdapter } from 'better-auth/adapters/prisma';
import { admin } from 'better-auth/plugins/admin';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { clearFirstPassword } from '#api/lojistas/first-password.ts';
import type { Env } from '#platform/config/env.ts';
import { resolveAuthSecret } from '#platform/config/secrets.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Db } from '#prisma/client.ts';
import { createAuthHooks } from './auth-hooks.ts';
import { authBaseUrl, createAuthMail } from './auth-mail.ts';
import { clientAddressHeader } from './mount.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit.ts';
import { sessionList } from './session-list.ts';

// Sessions, passwords, e-mail confirmation and recovery, TOTP and the admin role, served under
// /api/auth by better-auth on the users/sessions/accounts/verifications/two_factors tables of
// prisma/schema.prisma.
//
// Passwords are hashed with better-auth's default, scrypt (N=16384, r=16, p=1: 32 MiB per hash),
// a memory-hard function that makes GPU guessing of a leaked hash expensive; we keep it.

export type AuthEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'PORT'
  | 'PUBLIC_URL'
  | 'DATA_DIR'
  | 'AUTH_SECRET'
  | 'PRODUCT_NAME'
  | 'LOG_LEVEL'
  | 'ADMIN_MFA_REQUIRED'
  | 'AUTH_RATE_LIMIT_SCALE'
>;

export type AuthDeps = {
  db: Db;
  env: AuthEnv;
  /** E-mails (confirmation, recovery) go through the job queue, so an SMTP failure is retried. */
  queue: JobQueue;
  /** Rate-limit counters: in-process by default; server.ts passes the Redis one with REDIS_URL. */
  rateLimitStore?: RateLimitStore;
};

// better-auth logs on its own to the console: follow LOG_LEVEL so `silent` (tests) silences it.
const authLogLevel = {
  fatal: 'error',
  error: 'error',
  warn: 'warn',
  info: 'info',
  debug: 'debug',
  trace: 'debug',
  silent: 'error',
} as const;

const day = 24 * 60 * 60;

/** The site's own origins and the Vite dev server: better-auth refuses requests from any other. */
export function trustedOrigins(env: Pick<Env, 'PORT' | 'PUBLIC_URL'>): string[] {
  const origins = [
    env.PUBLIC_URL && new URL(env.PUBLIC_URL).origin,
    `http://localhost:${env.PORT}`,
    `http://127.0.0.1:${env.PORT}`,
    'http://localhost:5173',
  ];
  return [...new Set(origins.filter((origin): origin is string => !!origin))];
}

export function createAuth({ db, env, queue, rateLimitStore }: AuthDeps) {
  const mail = createAuthMail({ env, queue });
  const store = rateLimitStore ?? createMemoryRateLimitStore();
  return betterAuth({
    appName: env.PRODUCT_NAME,
    // An origin only: a path in baseURL would replace basePath, and Express mounts /api/auth.
    baseURL: new URL(authBaseUrl(env)).origin,
    basePath: '/api/auth',
    secret: resolveAuthSecret(env),
    trustedOrigins: trustedOrigins(env),
    database: prismaAdapter(db, { provider: 'postgresql', transaction: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // Sign-in with an unconfirmed e-mail answers 403 EMAIL_NOT_VERIFIED (the page then offers
      // to resend). It also makes a sign-up with a registered e-mail answer like a new one, so
      // the form does not tell who has an account: the owner gets an e-mail saying so instead.
      requireEmailVerification: true,
      onExistingUserSignUp: ({ user }) => mail.sendAccountExists(user),
      sendResetPassword: ({ user, token }) => mail.sendRecovery(user, token),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Opening the recovery link proves the mailbox as well as the confirmation link does.
      // A reset also replaces a partner-issued temporary password (primeira_senha).
      onPasswordReset: async ({ user }) => {
        await db.user.updateMany({
          where: { id: user.id, emailVerified: false },
          data: { emailVerified: true },
        });
        await clearFirstPassword(db, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: day,
      sendVerificationEmail: ({ user, token }) => mail.sendConfirmation(user, token),
    },
    session: {
      // Sign-in with rememberMe (the default, 'Salvar dados' ticked) keeps a 7-day cookie, renewed
      // at most once a day while in use; rememberMe: false gives a cookie that ends with the
      // browser (and a 1-day session on the server).
      expiresIn: 7 * day,
      updateAge: day,
      // No cookie cache: it would let a revoked session (sign-out everywhere, password reset,
      // TOTP enrolment) keep working until the cache expired. One indexed query per request instead.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      // better-auth enables it only in production; the rules must hold everywhere, tests included.
      enabled: true,
      customStorage: store,
      // Sign-in and sign-up are limited per address and per e-mail in auth-hooks.ts, with the
      // Portuguese answer; better-auth's rules (3 per 10 s) keep covering the other paths.
      customRules: { '/sign-in/email': false, '/sign-up/email': false },
    },
    hooks: createAuthHooks({
      db,
      store,
      isAdminMfaRequired: env.ADMIN_MFA_REQUIRED,
      rateLimitScale: env.AUTH_RATE_LIMIT_SCALE,
    }),
    plugins: [twoFactor({ issuer: env.PRODUCT_NAME }), admin(), sessionList()],
    advanced: {
      useSecureCookies: env.NODE_ENV === 'production',
      // better-auth skips the Origin check when it detects a test runner: keep it on, so tests
      // exercise the same CSRF rules as production.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true },
      // Only the header mount.ts writes from Express's req.ip: a client's own X-Forwarded-For is
      // never read here, so it cannot pick its rate-limit bucket.
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    logger: { disabled: env.LOG_LEVEL === 'silent', level: authLogLevel[env.LOG_LEVEL] },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

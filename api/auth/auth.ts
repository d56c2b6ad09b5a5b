import { betterAuth } from 'better-auth';
import { prismaAdapter } from 'better-auth/adapters/prisma';
import { admin } from 'better-auth/plugins/admin';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Db } from '#prisma/client.ts';
import type { Env } from '../config/env.ts';
import { resolveAuthSecret } from '../config/secrets.ts';

// Sessions, passwords, TOTP and the admin role, served under /api/auth by better-auth on the
// users/sessions/accounts/verifications/two_factors tables of prisma/schema.prisma.

export type AuthEnv = Pick<
  Env,
  'NODE_ENV' | 'PORT' | 'PUBLIC_URL' | 'DATA_DIR' | 'AUTH_SECRET' | 'PRODUCT_NAME' | 'LOG_LEVEL'
>;

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

export function createAuth({ db, env }: { db: Db; env: AuthEnv }) {
  return betterAuth({
    appName: env.PRODUCT_NAME,
    // An origin only: a path in baseURL would replace basePath, and Express mounts /api/auth.
    baseURL: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`,
    basePath: '/api/auth',
    secret: resolveAuthSecret(env),
    trustedOrigins: trustedOrigins(env),
    database: prismaAdapter(db, { provider: 'postgresql', transaction: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
    },
    plugins: [twoFactor({ issuer: env.PRODUCT_NAME }), admin()],
    advanced: {
      useSecureCookies: env.NODE_ENV === 'production',
      // better-auth skips the Origin check when it detects a test runner: keep it on, so tests
      // exercise the same CSRF rules as production.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true },
    },
    logger: { disabled: env.LOG_LEVEL === 'silent', level: authLogLevel[env.LOG_LEVEL] },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

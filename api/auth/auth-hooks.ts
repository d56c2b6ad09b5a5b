import { APIError, createAuthMiddleware, getIP, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { clearFirstPassword } from '#api/lojistas/first-password.ts';
import { mfaRequiredMessage } from '#domain/auth-messages.ts';
import type { Db } from '#prisma/client.ts';
import type { HookContext } from './hook-context.ts';
import { authRateLimits, type RateLimitRule, type RateLimitStore } from './rate-limit.ts';
import { createSignInThrottle, emailOf, rateLimited } from './sign-in-throttle.ts';

// better-auth's before/after hooks for the rules it does not have built in. They act only on HTTP
// requests (`ctx.request`): server code calling auth.api.* sets its own limits.

const mailPaths = new Set(['/send-verification-email', '/request-password-reset']);

export function createAuthHooks(options: {
  db: Db;
  store: RateLimitStore;
  isAdminMfaRequired: boolean;
  /** Multiplies every limit's maximum (AUTH_RATE_LIMIT_SCALE): a browser test suite signs in many times from one address. */
  rateLimitScale?: number;
}) {
  const { db, store, isAdminMfaRequired } = options;
  const scale = options.rateLimitScale ?? 1;
  const signInThrottle = createSignInThrottle({ store, scale });

  async function limit(key: string, baseRule: RateLimitRule) {
    const rule = { ...baseRule, max: baseRule.max * scale };
    const { allowed, retryAfter } = await store.consume(key, rule);
    if (!allowed) throw rateLimited(retryAfter ?? rule.window);
  }

  return {
    before: createAuthMiddleware(async (ctx) => {
      if (!ctx.request) return;
      // Express resolved the address under `trust proxy` and mount.ts passed it on (see there).
      const address = getIP(ctx.request, ctx.context.options) ?? 'desconhecido';
      const email = emailOf(ctx);

      if (ctx.path === '/sign-in/email') {
        await limit(`sign-in:address:${address}`, authRateLimits.signInPerAddress);
        // Wrong passwords per e-mail and client, and the per-e-mail ceiling: sign-in-throttle.ts.
        await signInThrottle.admit(ctx);
      } else if (ctx.path === '/sign-up/email') {
        await limit(`sign-up:address:${address}`, authRateLimits.signUpPerAddress);
      } else if (mailPaths.has(ctx.path) && email) {
        await limit(`mail:email:${email}`, authRateLimits.mailPerEmail);
      }

      if (ctx.path.startsWith('/two-factor/verify-')) {
        // No "trust this device": an admin who enrolled TOTP types a code at every sign-in.
        return { context: { body: { ...ctx.body, trustDevice: false } } };
      }

      if (isAdminMfaRequired && ctx.path.startsWith('/admin/')) {
        // better-auth's own admin endpoints follow the same rule as /api/admin (guards.ts).
        const session = await getSessionFromCtx(ctx);
        if (session?.user.role === 'admin' && !session.user.twoFactorEnabled) {
          throw new APIError('FORBIDDEN', { code: 'MFA_REQUIRED', message: mfaRequiredMessage });
        }
      }
    }),

    after: createAuthMiddleware(async (ctx) => {
      await revokeOtherSessionsOnTotpEnrolment(ctx, db);
      await clearFirstPasswordOnChange(ctx, db);
      if (!ctx.request) return;
      if (ctx.path === '/sign-in/email') await signInThrottle.settle(ctx);
      const returned = ctx.context.returned;
      if (!(isPlainObject(returned) || Array.isArray(returned)) || !hasTokenKey(returned)) return;
      // The session token lives in the httpOnly cookie only; a copy in a JSON body would be
      // readable by any script on the page, which is what httpOnly exists to prevent. Every answer
      // is cleaned, lists included (list-sessions answered an array of sessions with their tokens).
      return ctx.json(withoutTokens(returned) as Record<string, unknown>);
    }),
  };
}

/**
 * Completing TOTP enrolment ends every other session of the account: a session opened with the
 * password alone, before the second factor existed, must not outlive it. From then on better-auth
 * creates a session only after the code (sign-in answers `twoFactorRedirect` and no session), so
 * every live session of a TOTP user has passed TOTP.
 */
async function revokeOtherSessionsOnTotpEnrolment(ctx: HookContext, db: Db) {
  if (ctx.path !== '/two-factor/verify-totp' || isAPIError(ctx.context.returned)) return;
  // On enrolment the request carried a session of a user without 2FA, and better-auth swapped it
  // for a new one; at a sign-in challenge there was no session.
  const before = ctx.context.session;
  const created = ctx.context.newSession;
  if (!before?.session || before.user.twoFactorEnabled || !created?.user.twoFactorEnabled) return;
  await db.session.deleteMany({ where: { userId: created.user.id, id: { not: created.session.id } } });
}

/** A shop that chose its own password no longer gets the first-password invitation. */
async function clearFirstPasswordOnChange(ctx: HookContext, db: Db) {
  if (ctx.path !== '/change-password' || isAPIError(ctx.context.returned)) return;
  const userId = ctx.context.session?.user.id;
  if (userId) await clearFirstPassword(db, userId);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function hasTokenKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasTokenKey);
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([key, v]) => key === 'token' || hasTokenKey(v));
}

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, v]) => [key, withoutTokens(v)]),
  );
}

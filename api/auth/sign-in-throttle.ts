import { APIError, getIP, isAPIError } from 'better-auth/api';
import { rateLimitMessage } from '#domain/auth-messages.ts';
import type { HookContext } from './hook-context.ts';
import { authRateLimits, bucketRetryAfter, type RateLimitRule, type RateLimitStore } from './rate-limit.ts';
import { readSignInDevice, rememberSignInDevice } from './sign-in-device.ts';

// Sign-in throttling that stops password guessing without handing anyone a lockout (issue 18).
// Counting every attempt per e-mail let five wrong passwords from anywhere block the right one
// for everybody, the admin included, for as long as someone kept failing. Now:
//
// - Per address, every attempt, whatever the e-mail (auth-hooks.ts): volume from one machine.
// - Per (e-mail, client), wrong passwords only: 5 per 15 minutes, cleared by a right password.
//   The client is the browser's device id when it holds a genuine device cookie for this e-mail
//   (sign-in-device.ts: it signed in here before), else its address. This stops one guesser and
//   nobody else: other addresses' failures are not counted here.
// - Per e-mail, wrong passwords from everywhere: a leaky bucket of 30 draining 30 an hour. While
//   it has no room, a client that already failed for this e-mail within its 15 minutes is refused
//   (until the bucket drains one, every 2 minutes, or its window ends). A browser with the device
//   cookie, or an address with no failure, still reaches the password check: so a distributed
//   guesser at the ceiling gets one guess per fresh address per 15 minutes instead of five, plus
//   one per 2 minutes, while the owner on a known browser or a clean address always gets in.
//
// A burst of parallel requests must not all pass a check made before any of them failed: the
// before hook counts the attempt as a failure up front, in one atomic step, and the after hook
// gives it back when it was not one.

type Attempt = { email: string; deviceId: string | null; key: string };

/** 429 with the Portuguese message and Retry-After, as every auth limit answers. */
export function rateLimited(retryAfter: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'RATE_LIMITED', message: rateLimitMessage },
    { 'Retry-After': String(retryAfter) },
  );
}

export function emailOf(ctx: HookContext): string | undefined {
  return typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : undefined;
}

export function createSignInThrottle(options: { store: RateLimitStore; scale: number }) {
  const { store } = options;
  const scaled = (rule: RateLimitRule) => ({ ...rule, max: rule.max * options.scale });
  const perClient = scaled(authRateLimits.signInFailuresPerClient);
  const perEmail = scaled(authRateLimits.signInFailuresPerEmail);
  const ceilingKey = (email: string) => `sign-in:ceiling:${email}`;

  async function attemptOf(ctx: HookContext): Promise<Attempt | null> {
    const email = emailOf(ctx);
    if (!email || !ctx.request) return null;
    const deviceId = await readSignInDevice(ctx, email);
    // Express resolved the address under `trust proxy` and mount.ts passed it on (see there).
    const client = deviceId
      ? `device:${deviceId}`
      : `address:${getIP(ctx.request, ctx.context.options) ?? 'desconhecido'}`;
    return { email, deviceId, key: `sign-in:client:${email}:${client}` };
  }

  async function refusalOf(attempt: Attempt): Promise<number | null> {
    const { count, retryAfter } = await store.count(attempt.key, perClient.window, 1);
    if (count > perClient.max) return retryAfter;
    // A known browser, or an address with no failure for this e-mail, passes the ceiling.
    if (attempt.deviceId || count <= 1) return null;
    const wait = bucketRetryAfter(await store.fill(ceilingKey(attempt.email), perEmail, 0), perEmail);
    return wait > 0 ? Math.min(wait, retryAfter) : null;
  }

  return {
    /** Before the password check: counts the attempt as a failure, or refuses it with 429. */
    async admit(ctx: HookContext): Promise<void> {
      const attempt = await attemptOf(ctx);
      if (!attempt) return;
      const refusal = await refusalOf(attempt);
      if (refusal === null) return;
      await store.count(attempt.key, perClient.window, -1);
      throw rateLimited(refusal);
    },

    /**
     * After it: a wrong password stays counted and fills the e-mail's bucket; a right one clears
     * this client's failures and, when it signed in or was asked for the TOTP code, remembers the
     * device (the cookie only vouches for the password); an unconfirmed e-mail's right password
     * just clears; any other answer (malformed e-mail...) gives the attempt back.
     */
    async settle(ctx: HookContext): Promise<void> {
      const attempt = await attemptOf(ctx);
      if (!attempt) return;
      const returned = ctx.context.returned;
      const code = isAPIError(returned) ? returned.body?.code : undefined;
      if (!isAPIError(returned)) {
        await store.reset(attempt.key);
        await rememberSignInDevice(ctx, attempt.email, attempt.deviceId);
      } else if (code === 'INVALID_EMAIL_OR_PASSWORD') {
        await store.fill(ceilingKey(attempt.email), perEmail, 1);
      } else if (code === 'EMAIL_NOT_VERIFIED') {
        await store.reset(attempt.key);
      } else {
        await store.count(attempt.key, perClient.window, -1);
      }
    },
  };
}

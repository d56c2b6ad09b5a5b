import { createHash, randomBytes } from 'node:crypto';
import type { HookContext } from './hook-context.ts';

// A browser that signed in to an e-mail keeps a cookie, signed with the auth secret, holding a
// random device id and a digest of that e-mail. It is no credential (the session cookie is): it
// only tells sign-in throttling (sign-in-throttle.ts) that this browser knew the password before,
// so its attempts are counted apart from its address and pass the per-e-mail ceiling. One e-mail
// per browser: signing in to another account moves the cookie there.

const cookieName = 'sign_in_device';
const maxAgeSeconds = 180 * 24 * 60 * 60;

const emailDigest = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, 22);

function deviceCookie(ctx: HookContext) {
  return ctx.context.createAuthCookie(cookieName, { maxAge: maxAgeSeconds });
}

/** The device id of this browser's cookie when it is genuine and names `email`, else null. */
export async function readSignInDevice(ctx: HookContext, email: string): Promise<string | null> {
  const value = await ctx.getSignedCookie(deviceCookie(ctx).name, ctx.context.secret);
  if (!value) return null;
  const [id, digest] = value.split('.');
  return id && digest === emailDigest(email) ? id : null;
}

/** Sets (or renews) the cookie after a right password; keeps the device id it already had. */
export async function rememberSignInDevice(ctx: HookContext, email: string, deviceId: string | null) {
  const cookie = deviceCookie(ctx);
  const id = deviceId ?? randomBytes(16).toString('base64url');
  await ctx.setSignedCookie(
    cookie.name,
    `${id}.${emailDigest(email)}`,
    ctx.context.secret,
    cookie.attributes,
  );
}

import { adminClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

// better-auth's browser client for /api/auth. The session lives only in the server's httpOnly
// cookie: nothing here reads or writes a token. The only thing this site keeps in the browser is
// the e-mail of 'Salvar dados' (never the password: DECISIONS.md).

export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? undefined : window.location.origin,
  basePath: '/api/auth',
  // No twoFactorPage: the admin login page reads `twoFactorRedirect` from the sign-in answer and
  // asks for the code itself, without a full page reload.
  plugins: [twoFactorClient(), adminClient()],
});

/** The current session ({ user, session } or null) from the cookie, shared by every component. */
export const useSession = authClient.useSession;

export type AuthSession = typeof authClient.$Infer.Session;

/** Where better-auth sends the browser after the confirmation link (spec 000 §7). */
export const emailConfirmedPath = '/email-confirmado';

/** Where the reset link lands: the dashboard opens the password dialog with `token` (spec 000 §7). */
export const passwordResetPath = '/minha-conta/dashboard?trocar-senha=true';

const savedEmailKey = 'salvar-dados:email';

/** The e-mail remembered by 'Salvar dados', if any. */
export function readSavedEmail(): string | null {
  try {
    return window.localStorage.getItem(savedEmailKey);
  } catch {
    return null; // storage blocked (private mode, policy): the box just starts unticked
  }
}

/** Ticked: remember the e-mail only. Unticked: forget it. */
export function rememberEmail(email: string, isRemembered: boolean): void {
  try {
    if (isRemembered) window.localStorage.setItem(savedEmailKey, email);
    else window.localStorage.removeItem(savedEmailKey);
  } catch {
    // storage blocked: nothing to remember, the login still works
  }
}

import { adminClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

// better-auth's browser client for /api/auth. The session lives only in the server's httpOnly
// cookie: nothing here reads or writes a token. Most pages load this module on demand
// (lib/auth.ts); those that follow the session live import it for useSession.

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

import { ApiError, api } from './api.ts';
import type { AuthSession } from './auth-client.ts';

// What the pages need from auth without better-auth's client (14 KB gzipped): the login and
// sign-up pages show their forms without it and load it when the visitor acts (loadAuthClient,
// also warmed up by the form's first focus); guards and redirects read the session from the
// same endpoint the client calls. Pages that follow the session live (useSession) import
// auth-client.ts itself.

/** better-auth's client, downloaded on first use. */
export async function loadAuthClient() {
  return (await import('./auth-client.ts')).authClient;
}

/** Starts the client's download early (a form's first focus), so the submit does not wait for it. */
export function preloadAuthClient(): void {
  loadAuthClient().catch(() => {
    // a failed preload is retried by the submit, which shows its own error
  });
}

/** The session from the cookie, or null; an error answer throws (ApiError) for the caller to word. */
export function fetchSession(signal?: AbortSignal): Promise<AuthSession | null> {
  return api<AuthSession | null>('/api/auth/get-session', { signal });
}

/**
 * The session ({ user, session }) from the cookie, or null: GET /api/auth/get-session, as the
 * client's getSession() sends it. An error answer reads as no session, as it did there.
 */
export async function readSession(signal?: AbortSignal): Promise<AuthSession | null> {
  try {
    return await fetchSession(signal);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) return null;
    throw error;
  }
}

/** Where better-auth sends the browser after the confirmation link (spec 000 §7). */
export const emailConfirmedPath = '/email-confirmado';

/** Where the reset link lands: the dashboard opens the password dialog with `token` (spec 000 §7). */
export const passwordResetPath = '/minha-conta/dashboard?trocar-senha=true';

import { type AuthErrorLike, authErrorMessage, authErrorMessages } from '#domain/auth-messages.ts';

/**
 * The catalogue's message when it knows the failure (a mapped code, a 429), otherwise `fallback`:
 * for the actions whose generic text authFallbackMessages does not hold (recovery, TOTP).
 */
export function authMessageOr(error: AuthErrorLike, fallback: string): string {
  const isKnown = error?.status === 429 || (error?.code ? error.code in authErrorMessages : false);
  return isKnown ? authErrorMessage(error) : fallback;
}

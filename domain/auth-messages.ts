// What the site shows for an auth failure. better-auth answers with a stable `code` and an English
// `message`; the spec wants its own Portuguese strings, so pages look the code up here and never
// show the server's English text. Pure: no better-auth import, usable by site and API alike.

export const rateLimitMessage = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

export const mfaRequiredMessage = 'Configure a autenticação de dois fatores para continuar.';

const invalidLink = 'Este link é inválido ou expirou. Peça um novo e tente novamente.';
const emailTaken = 'Este email já está cadastrado. Faça login ou use outro email.';

/** better-auth codes (core and two-factor plugin) and ours, mapped to the spec's strings. */
export const authErrorMessages: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou senha incorretos.',
  USER_ALREADY_EXISTS: emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: emailTaken,
  EMAIL_NOT_VERIFIED:
    'Seu e-mail ainda não foi confirmado. Abra o link que enviamos (veja também a caixa de spam) ou reenvie o e-mail de confirmação.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 6 caracteres.',
  PASSWORD_TOO_LONG: 'A senha deve ter no máximo 128 caracteres.',
  INVALID_EMAIL: 'E-mail inválido',
  INVALID_PASSWORD: 'Senha atual incorreta.',
  INVALID_TOKEN: invalidLink,
  TOKEN_EXPIRED: invalidLink,
  EMAIL_ALREADY_VERIFIED: 'Este e-mail já foi confirmado. Faça login.',
  SESSION_EXPIRED: 'Sua sessão expirou. Faça login novamente.',
  SESSION_NOT_FOUND: 'Sessão não encontrada. Atualize a lista e tente novamente.',
  UNAUTHORIZED: 'Faça login para continuar.',
  RATE_LIMITED: rateLimitMessage,
  TOO_MANY_REQUESTS: rateLimitMessage,
  MFA_REQUIRED: mfaRequiredMessage,
  INVALID_CODE: 'Código inválido',
  INVALID_TWO_FACTOR_COOKIE: 'O código expirou. Faça login novamente.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Muitas tentativas. Faça login novamente para receber um novo código.',
  ACCOUNT_TEMPORARILY_LOCKED: rateLimitMessage,
};

/** The generic texts of the spec's error catalogue, one per action, for anything unmapped. */
export const authFallbackMessages = {
  signIn: 'Erro ao fazer login. Tente novamente.',
  signUp: 'Erro ao criar conta. Tente novamente.',
  resend: 'Não foi possível reenviar o email. Tente novamente.',
  changePassword: 'Não foi possível alterar a senha.',
  mfa: 'Não foi possível habilitar MFA',
} as const;

export type AuthAction = keyof typeof authFallbackMessages;

/** An error as the site receives it: better-auth's `{ code, message }` or our `{ code, error }`. */
export type AuthErrorLike = { code?: string | null; status?: number | null } | null | undefined;

/** The Portuguese message for an auth failure; a 429 always reads as the rate-limit message. */
export function authErrorMessage(error: AuthErrorLike, action: AuthAction = 'signIn'): string {
  if (error?.status === 429) return rateLimitMessage;
  const known = error?.code ? authErrorMessages[error.code] : undefined;
  return known ?? authFallbackMessages[action];
}

/** True when the failure is an unconfirmed e-mail: the login page then offers to resend it. */
export function isEmailNotVerified(error: AuthErrorLike): boolean {
  return error?.code === 'EMAIL_NOT_VERIFIED';
}

import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  isEmailNotVerified,
  mfaRequiredMessage,
  rateLimitMessage,
} from './auth-messages.ts';

describe('authErrorMessage', () => {
  it("uses the spec's strings for the codes better-auth answers with", () => {
    expect(authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe('Email ou senha incorretos.');
    expect(authErrorMessage({ code: 'USER_ALREADY_EXISTS' }, 'signUp')).toBe(
      'Este email já está cadastrado. Faça login ou use outro email.',
    );
    expect(authErrorMessage({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' }, 'signUp')).toBe(
      'Este email já está cadastrado. Faça login ou use outro email.',
    );
    expect(authErrorMessage({ code: 'PASSWORD_TOO_SHORT' }, 'signUp')).toBe(
      'A senha deve ter pelo menos 6 caracteres.',
    );
    expect(authErrorMessage({ code: 'EMAIL_NOT_VERIFIED' })).toMatch(/não foi confirmado/);
    expect(authErrorMessage({ code: 'MFA_REQUIRED' })).toBe(mfaRequiredMessage);
  });

  it('reads any 429 as the rate-limit message, with or without a code', () => {
    expect(authErrorMessage({ status: 429 })).toBe(rateLimitMessage);
    expect(authErrorMessage({ code: 'RATE_LIMITED', status: 429 })).toBe(
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
  });

  it("falls back to the action's generic text, never to the server's English message", () => {
    expect(authErrorMessage({ code: 'SOMETHING_NEW' })).toBe('Erro ao fazer login. Tente novamente.');
    expect(authErrorMessage(undefined, 'signUp')).toBe('Erro ao criar conta. Tente novamente.');
    expect(authErrorMessage(null, 'resend')).toBe('Não foi possível reenviar o email. Tente novamente.');
  });

  it('tells when the login failed only because the e-mail is not confirmed', () => {
    expect(isEmailNotVerified({ code: 'EMAIL_NOT_VERIFIED' })).toBe(true);
    expect(isEmailNotVerified({ code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe(false);
  });
});

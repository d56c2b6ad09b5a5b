import { describe, expect, it } from 'vitest';
import { isValidResendToken, resendTokenTtlMs, signResendToken } from './resend-token.ts';

const secret = 'x'.repeat(40);
const lojistaId = '6f1c1f0e-8f5e-4a54-9d7c-0d7f4c3a2b10';

describe('resend token', () => {
  it('is valid for its shop until it expires', () => {
    const token = signResendToken({ secret, lojistaId, now: 1_000 });
    expect(isValidResendToken({ secret, lojistaId, token, now: 1_000 })).toBe(true);
    expect(isValidResendToken({ secret, lojistaId, token, now: 1_000 + resendTokenTtlMs - 1 })).toBe(true);
    expect(isValidResendToken({ secret, lojistaId, token, now: 1_000 + resendTokenTtlMs })).toBe(false);
  });

  it('is worthless for another shop, under another secret, or with a changed expiry', () => {
    const token = signResendToken({ secret, lojistaId, now: 1_000 });
    expect(isValidResendToken({ secret, lojistaId: crypto.randomUUID(), token, now: 1_000 })).toBe(false);
    expect(isValidResendToken({ secret: 'y'.repeat(40), lojistaId, token, now: 1_000 })).toBe(false);
    const [, signature] = token.split('.');
    const extended = `${1_000 + 10 * resendTokenTtlMs}.${signature}`;
    expect(isValidResendToken({ secret, lojistaId, token: extended, now: 1_000 })).toBe(false);
    expect(isValidResendToken({ secret, lojistaId, token: 'lixo', now: 1_000 })).toBe(false);
  });
});

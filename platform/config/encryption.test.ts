import { describe, expect, it } from 'vitest';
import { testAuthEnv } from '#api/auth/auth-test-client.ts';
import { decryptSecret, encryptSecret, isEncrypted, maskSecret } from './encryption.ts';

describe('bot_config secret encryption', () => {
  const env = testAuthEnv();

  it('round-trips and never stores the plain text', () => {
    const stored = encryptSecret('EAAG-token-secreto-1234', env);
    expect(isEncrypted(stored)).toBe(true);
    expect(stored).not.toContain('token-secreto');
    expect(decryptSecret(stored, env)).toBe('EAAG-token-secreto-1234');
    expect(encryptSecret('EAAG-token-secreto-1234', env)).not.toBe(stored);
  });

  it('refuses a value encrypted with another key', () => {
    const stored = encryptSecret('abc', env);
    expect(() => decryptSecret(stored, testAuthEnv())).toThrow();
  });

  it('passes through values stored before encryption and masks for screens', () => {
    expect(decryptSecret('plain', env)).toBe('plain');
    expect(maskSecret('EAAG1234abcd')).toBe('••••••••abcd');
    expect(maskSecret('')).toBe('');
  });
});

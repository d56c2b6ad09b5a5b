import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError } from './env.ts';
import { authSecretPath, resolveAuthSecret } from './secrets.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'secrets-test-'));

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when it is set, without touching the data folder', () => {
    const dir = tempDir();
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret({ AUTH_SECRET: secret, NODE_ENV: 'production', DATA_DIR: dir })).toBe(secret);
    expect(() => statSync(authSecretPath(dir))).toThrow();
  });

  it('generates a secret once, stores it readable only by the owner and reuses it', () => {
    const dir = join(tempDir(), 'data');
    const first = resolveAuthSecret({ AUTH_SECRET: undefined, NODE_ENV: 'development', DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const path = authSecretPath(dir);
    expect(readFileSync(path, 'utf8').trim()).toBe(first);
    expect(statSync(path).mode & 0o777).toBe(0o600);

    expect(resolveAuthSecret({ AUTH_SECRET: undefined, NODE_ENV: 'development', DATA_DIR: dir })).toBe(first);
  });

  it('replaces an empty secret file', () => {
    const dir = tempDir();
    writeFileSync(authSecretPath(dir), '\n');
    const secret = resolveAuthSecret({ AUTH_SECRET: undefined, NODE_ENV: 'test', DATA_DIR: dir });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(authSecretPath(dir), 'utf8').trim()).toBe(secret);
  });

  it('refuses to start in production without AUTH_SECRET', () => {
    const dir = tempDir();
    const resolve = () =>
      resolveAuthSecret({ AUTH_SECRET: undefined, NODE_ENV: 'production', DATA_DIR: dir });
    expect(resolve).toThrow(EnvError);
    expect(resolve).toThrow(/AUTH_SECRET/);
    expect(() => statSync(authSecretPath(dir))).toThrow();
  });
});

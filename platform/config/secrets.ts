import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Env, EnvError } from './env.ts';

// The secret that signs session cookies. Production must set AUTH_SECRET; elsewhere one is
// generated on first start and kept in the data folder, so a restart does not log everyone out.

export function authSecretPath(dataDir: string): string {
  return join(resolve(dataDir), '.auth-secret');
}

export function resolveAuthSecret(env: Pick<Env, 'AUTH_SECRET' | 'NODE_ENV' | 'DATA_DIR'>): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === 'production') {
    throw new EnvError([
      'AUTH_SECRET: obrigatório em produção (mínimo 32 caracteres; gere com `openssl rand -base64 48`)',
    ]);
  }
  const path = authSecretPath(env.DATA_DIR);
  const stored = readStoredSecret(path);
  if (stored) return stored;

  mkdirSync(resolve(env.DATA_DIR), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  if (stored === '') {
    writeFileSync(path, `${secret}\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
    return secret;
  }
  try {
    // 'wx' fails when another process created the file first: that process's secret wins.
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    const raced = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readStoredSecret(path) : undefined;
    if (raced) return raced;
    throw error;
  }
}

/** The stored secret, '' when the file is empty, undefined when there is no file. */
function readStoredSecret(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

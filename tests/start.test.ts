import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('starting the product', () => {
  it('stops with the bad variable named when the environment is invalid', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: { ...process.env, PORT: 'porta', REDIS_URL: 'http://nao-e-redis' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Configuração inválida');
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('REDIS_URL');
  });
});

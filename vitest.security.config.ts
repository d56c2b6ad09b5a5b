import { defineConfig } from 'vitest/config';

// `npm run test:security`: the authorization matrix, CSRF, rate limits, input fuzzing and secret
// checks, against the same per-run databases as `npm test` (PGlite, or DATABASE_URL/REDIS_URL).
export default defineConfig({
  test: {
    include: ['tests/security/**/*.security.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/worker-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: builds the site, starts the real server on a free port with a fresh embedded
// database (tests/e2e/global-setup.ts) and drives Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '{server,bot,agent,tools,api,whatsapp,prisma,platform,domain,prompts,paths,site,scripts,tests,eval}/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', 'tests/e2e/**'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/worker-setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'prisma/config';

// The CLI is used only for generate/validate/format (PRISMA_SCHEMA_ENGINE_BINARY=/bin/false in
// every script): migrations run through the WASM engine in prisma/migrate/, never `prisma migrate`.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});

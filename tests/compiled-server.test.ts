import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { projectPath } from '#paths/project-root.ts';
import { spawnServer, waitForHealth } from '#tests/setup/server-process.ts';

// Production runs the bundle with plain node (dist/server/serve.js) from a folder holding only
// deploy/runtime-files and node_modules. This builds the bundle into such a folder, starts it
// there on this worker's database and asks it what a load balancer and a visitor ask.

const runtimeFiles = (await readFile(projectPath('deploy', 'runtime-files'), 'utf8'))
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

/** The deployment folder: the fresh bundle, a one-page site, the rest linked from this checkout. */
async function layOut(app: string) {
  await build({
    configFile: projectPath('vite.server.config.ts'),
    logLevel: 'warn',
    build: { outDir: join(app, 'dist', 'server') },
  });
  for (const file of runtimeFiles.filter((f) => !f.startsWith('dist/'))) {
    await mkdir(dirname(join(app, file)), { recursive: true });
    await symlink(projectPath(file), join(app, file));
  }
  await symlink(projectPath('node_modules'), join(app, 'node_modules'));
  await mkdir(join(app, 'dist', 'site'), { recursive: true });
  await writeFile(join(app, 'dist', 'site', 'index.html'), '<!doctype html><title>site compilado</title>');
}

describe('the compiled server', () => {
  it('starts with node from a deployment folder and answers /api/health and the home page', async () => {
    const app = await mkdtemp(join(tmpdir(), 'desejo-compilado-'));
    try {
      await layOut(app);
      // This worker's database, migrated and seeded: an embedded one is copied (PGlite is one
      // process's), a PostgreSQL one shared.
      const database = process.env.DATABASE_URL
        ? { DATABASE_URL: process.env.DATABASE_URL }
        : { DATA_DIR: join(app, 'data') };
      if (process.env.DATA_DIR) await cp(process.env.DATA_DIR, join(app, 'data'), { recursive: true });
      const server = await spawnServer({
        args: [join(app, 'dist', 'server', 'serve.js')],
        cwd: tmpdir(),
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          AUTH_SECRET: 'segredo-do-teste-do-servidor-compilado-32+',
          LOG_LEVEL: 'warn',
          REDIS_URL: process.env.REDIS_URL,
          REDIS_PREFIX: process.env.REDIS_PREFIX,
          ...database,
        },
      });
      try {
        await waitForHealth(server);
        const home = await fetch(`${server.baseUrl}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('site compilado');
      } finally {
        await server.stop();
      }
      expect(server.child.exitCode, server.output()).toBe(0);
    } finally {
      await rm(app, { recursive: true, force: true });
    }
  }, 120_000);
});

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#paths/project-root.ts';
import { LAYERS } from './layers/layers.ts';

// The first half of `npm start`: builds what is missing or older than its sources (Prisma client,
// site, server), so that the second half runs the compiled server as production does
// (`node dist/server/serve.js`). Migrations and the reference seed run inside the server start,
// so a fresh machine needs nothing else.

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function isOutdated(output: string, sources: string[]): boolean {
  const built = join(projectRoot, output);
  const inputs = sources.map((p) => join(projectRoot, p)).filter(existsSync);
  return !existsSync(built) || Math.max(...inputs.map(newestMtime)) > statSync(built).mtimeMs;
}

if (!existsSync(join(projectRoot, 'prisma/generated/client.ts'))) {
  console.log('Gerando o cliente Prisma...');
  run('npx', ['prisma', 'generate'], { PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false' });
}

if (isOutdated('dist/site/index.html', ['site', 'domain', 'prompts', 'vite.config.ts'])) {
  console.log('Construindo o site...');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}

const serverSources = [...LAYERS, 'server', 'scripts', 'package.json', 'vite.server.config.ts'];
if (isOutdated('dist/server/serve.js', serverSources)) {
  console.log('Construindo o servidor...');
  run('npx', ['vite', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn']);
}

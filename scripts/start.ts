import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// `npm start`: builds what is missing (Prisma client, site), then serves. Migrations and the
// reference seed run inside the server start, so a fresh machine needs nothing else.

const root = resolve(import.meta.dirname, '..');

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

if (!existsSync(join(root, 'prisma/generated/client.ts'))) {
  console.log('Gerando o cliente Prisma...');
  run('npx', ['prisma', 'generate'], { PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false' });
}

const builtIndex = join(root, 'dist/site/index.html');
const sources = ['site', 'domain', 'vite.config.ts'].map((p) => join(root, p)).filter(existsSync);
if (!existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs) {
  console.log('Construindo o site...');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}

await import('./serve.ts');

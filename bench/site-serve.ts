import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import express from 'express';
import { serveSite } from '#server/site.ts';

// bench/site's site: a fresh build in a temporary folder (a build running beside the bench cannot
// swap the files mid-run; BENCH_NO_BUILD=1 measures the existing dist/site instead), served by
// the server's own site handler (server/site.ts: precompressed .br/.gz, SPA fallback). The API is
// not started: /api/public/config gets a fixed answer, every other /api call a 404, so the
// figures are the site's code alone.

const root = resolve(import.meta.dirname, '..');

const publicConfig = {
  productName: 'Desejo Local',
  companyName: 'Desejo Local Tecnologia Ltda.',
  companyCnpj: '12345678000190',
  supportWhatsapp: '5511999999999',
};

export type BuiltSite = { dir: string; remove(): Promise<void> };

export async function buildSite(): Promise<BuiltSite> {
  if (process.env.BENCH_NO_BUILD) return { dir: join(root, 'dist', 'site'), remove: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'bench-site-'));
  // The manifest tells bench/site what the signed-in routes load (bench/site-manifest.ts).
  const args = ['vite', 'build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir', '--manifest'];
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build falhou (código ${result.status})`);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export async function serveBuiltSite(distDir: string): Promise<{ server: Server; origin: string }> {
  const app = express();
  app.get('/api/public/config', (_req, res) => {
    res.json(publicConfig);
  });
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Não encontrado.' });
  });
  serveSite(app, distDir);
  // The paint runs close their page once it has painted, often while a throttled chunk is still
  // being sent: the aborted send is the bench's doing, not an error worth a stack trace.
  app.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if ((error as { code?: string }).code === 'ECONNABORTED') res.end();
    else next(error);
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('sem porta');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

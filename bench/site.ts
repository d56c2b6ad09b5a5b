import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';

// What the browser downloads to show each page: the gzipped JavaScript and CSS, measured in
// Chromium from the built site (index.html's entry, its modulepreloads and the route's lazy chunk).
// Usage: npx tsx bench/site.ts   (builds into a temporary folder, so a build running beside it
// cannot swap the files mid-run; BENCH_NO_BUILD=1 measures the existing dist/site instead)
// The API is not started: /api/public/config gets a fixed answer, every other /api call a 404, so
// the figures are the site's code alone. Target: home under 150 KB of JavaScript gzipped.

const root = resolve(import.meta.dirname, '..');
const homeTargetKb = 150;

// Every route of spec 001 §2.1 a browser can open without a session (guarded ones redirect).
const routes = [
  '/',
  '/como-funciona',
  '/cadastro-de-lojistas',
  '/lojista/auth',
  '/cadastro-sucesso',
  '/envie-seu-desejo',
  '/minha-conta/login',
  '/assinatura',
  '/parceiros',
  '/assinatura/sucesso',
  '/assinatura/gerenciar',
  '/email-confirmado',
  '/termos-e-politica',
  '/parceiros/cadastro-rapido',
  '/gestao',
  '/gestao/ferramentas',
  '/gestao/lojistas',
];

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const publicConfig = {
  productName: 'Desejo Local',
  companyName: 'Desejo Local Tecnologia Ltda.',
  companyCnpj: '12345678000190',
  supportWhatsapp: '5511999999999',
};

/** The folder to measure: a fresh build in a temporary folder, or dist/site with BENCH_NO_BUILD. */
async function build(): Promise<{ dir: string; isTemporary: boolean }> {
  if (process.env.BENCH_NO_BUILD) return { dir: join(root, 'dist', 'site'), isTemporary: false };
  const dir = await mkdtemp(join(tmpdir(), 'bench-site-'));
  const args = ['vite', 'build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'];
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build falhou (código ${result.status})`);
  return { dir, isTemporary: true };
}

/** dist/site with the SPA fallback, the way server/app.ts serves it. */
async function serveSite(distDir: string): Promise<{ server: Server; origin: string }> {
  const index = await readFile(join(distDir, 'index.html'));
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/api/public/config') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(publicConfig));
      return;
    }
    if (path.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Não encontrado."}');
      return;
    }
    const file = normalize(join(distDir, path));
    if (file.startsWith(distDir) && extname(file)) {
      try {
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
        return;
      } catch {
        // fall through to the SPA page, as the real server does for unknown paths
      }
    }
    res.writeHead(200, { 'content-type': contentTypes['.html'] }).end(index);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('sem porta');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

type Sizes = { route: string; jsGzip: number; cssGzip: number; jsRaw: number; files: number };

async function measure(browser: Browser, origin: string, route: string): Promise<Sizes> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const bodies: Array<Promise<{ type: 'js' | 'css'; raw: number; gzip: number } | null>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const ext = extname(url.pathname);
    if (url.origin !== origin || (ext !== '.js' && ext !== '.css')) return;
    bodies.push(
      response
        .body()
        .then((body) => ({
          type: ext === '.js' ? ('js' as const) : ('css' as const),
          raw: body.length,
          gzip: gzipSync(body).length,
        }))
        // A page that redirects (the /gestao pages without a session) may drop a response
        // before its body is read: it belongs to the page it left, so it is not counted.
        .catch(() => null),
    );
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  // A page that redirects or waits on the API may show its title late: measure what loaded anyway.
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => console.warn(`${route}: nenhum título h1 em 10 s`));
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = (await Promise.all(bodies)).filter((file) => file !== null);
  const sum = (type: 'js' | 'css', key: 'raw' | 'gzip') =>
    files.filter((f) => f.type === type).reduce((total, f) => total + f[key], 0);
  return {
    route,
    jsGzip: sum('js', 'gzip'),
    cssGzip: sum('css', 'gzip'),
    jsRaw: sum('js', 'raw'),
    files: files.length,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function row(s: Sizes) {
  return `${s.route.padEnd(28)} ${kb(s.jsGzip).padStart(10)} ${kb(s.cssGzip).padStart(9)} ${kb(s.jsRaw).padStart(11)} ${String(s.files).padStart(6)}`;
}

const site = await build();
const { server, origin } = await serveSite(site.dir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const results: Sizes[] = [];
  console.log(
    `${'route'.padEnd(28)} ${'JS gzip'.padStart(10)} ${'CSS gzip'.padStart(9)} ${'JS raw'.padStart(11)} ${'files'.padStart(6)}`,
  );
  for (const route of routes) {
    const sizes = await measure(browser, origin, route);
    results.push(sizes);
    console.log(row(sizes));
  }
  const home = results[0] as Sizes;
  const largest = results.reduce((a, b) => (b.jsGzip + b.cssGzip > a.jsGzip + a.cssGzip ? b : a));
  console.log('');
  console.log(
    `home:          JS ${kb(home.jsGzip)} + CSS ${kb(home.cssGzip)} gzipped ` +
      `(target JS < ${homeTargetKb} KB: ${home.jsGzip < homeTargetKb * 1024 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `largest route: ${largest.route} JS ${kb(largest.jsGzip)} + CSS ${kb(largest.cssGzip)} gzipped`,
  );
} finally {
  await browser.close();
  server.close();
  if (site.isTemporary) await rm(site.dir, { recursive: true, force: true });
}

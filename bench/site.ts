import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { get, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { type Browser, chromium } from 'playwright-core';
import { serveSite } from '#server/site.ts';

// What the browser downloads to show each page: the gzipped JavaScript and CSS, measured in
// Chromium from the built site (index.html's entry, its modulepreloads and the route's lazy chunk).
// Usage: npx tsx bench/site.ts   (builds into a temporary folder, so a build running beside it
// cannot swap the files mid-run; BENCH_NO_BUILD=1 measures the existing dist/site instead)
// The API is not started: /api/public/config gets a fixed answer, every other /api call a 404, so
// the figures are the site's code alone. Target: home under 150 KB of JavaScript gzipped.
// Beside them (issue 22), the bytes the real server's site handler (server/site.ts) actually sends
// for every file of the page (HTML, JS, CSS, SVG…) to a client with `Accept-Encoding: br, gzip`
// (the build's precompressed files), and the same files uncompressed.

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

/** dist/site served by the server's own site handler; the API stubbed (see above). */
async function serve(distDir: string): Promise<{ server: Server; origin: string }> {
  const app = express();
  app.get('/api/public/config', (_req, res) => {
    res.json(publicConfig);
  });
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Não encontrado.' });
  });
  serveSite(app, distDir);
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('sem porta');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

/** Body bytes as they cross the wire for this Accept-Encoding (node:http decodes nothing). */
async function bytesSent(url: string, acceptEncoding: string): Promise<number> {
  const response = await new Promise<IncomingMessage>((done, fail) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, done).on('error', fail);
  });
  let bytes = 0;
  for await (const chunk of response) bytes += (chunk as Buffer).length;
  return bytes;
}

type Sizes = {
  route: string;
  jsGzip: number;
  cssGzip: number;
  jsRaw: number;
  files: number;
  /** Every same-origin file of the page: sent for `Accept-Encoding: br, gzip`, and uncompressed. */
  sent: number;
  plain: number;
};

async function measure(browser: Browser, origin: string, route: string): Promise<Sizes> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const bodies: Array<Promise<{ type: 'js' | 'css'; raw: number; gzip: number } | null>> = [];
  const pageFiles = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const ext = extname(url.pathname);
    if (url.origin === origin && !url.pathname.startsWith('/api/')) pageFiles.add(url.href);
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
  const urls = [...pageFiles];
  const total = async (acceptEncoding: string) =>
    (await Promise.all(urls.map((url) => bytesSent(url, acceptEncoding)))).reduce((a, b) => a + b, 0);
  return {
    route,
    jsGzip: sum('js', 'gzip'),
    cssGzip: sum('css', 'gzip'),
    jsRaw: sum('js', 'raw'),
    files: files.length,
    sent: await total('br, gzip'),
    plain: await total('identity'),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function row(s: Sizes) {
  return `${s.route.padEnd(28)} ${kb(s.jsGzip).padStart(10)} ${kb(s.cssGzip).padStart(9)} ${kb(s.jsRaw).padStart(11)} ${String(s.files).padStart(6)} ${kb(s.sent).padStart(12)} ${kb(s.plain).padStart(12)}`;
}

const site = await build();
const { server, origin } = await serve(site.dir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const results: Sizes[] = [];
  console.log(
    `${'route'.padEnd(28)} ${'JS gzip'.padStart(10)} ${'CSS gzip'.padStart(9)} ${'JS raw'.padStart(11)} ${'files'.padStart(6)} ${'sent br,gz'.padStart(12)} ${'uncompressed'.padStart(12)}`,
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
    `home sent:     ${kb(home.sent)} for Accept-Encoding: br, gzip, ${kb(home.plain)} uncompressed ` +
      `(every file of the page, HTML included)`,
  );
  console.log(
    `largest route: ${largest.route} JS ${kb(largest.jsGzip)} + CSS ${kb(largest.cssGzip)} gzipped`,
  );
} finally {
  await browser.close();
  server.close();
  if (site.isTemporary) await rm(site.dir, { recursive: true, force: true });
}

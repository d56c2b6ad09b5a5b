import { readFile } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { firstContentfulPaint, mobileProfileLabel } from './site-fcp.ts';
import { readManifest, routeFiles, signedInRoutes } from './site-manifest.ts';
import { buildSite, serveBuiltSite } from './site-serve.ts';

// What the browser downloads to show each page, and how soon a phone paints it (issue 22).
// Usage: npx tsx bench/site.ts   (builds into a temporary folder; BENCH_NO_BUILD=1 measures
// dist/site; BENCH_FCP_RUNS cold loads per route for the paint, 3 by default)
// Per route of a fresh build served by the server's own site handler (bench/site-serve.ts):
// - JS and CSS gzipped: every script and stylesheet Chromium loads for the page (index.html's
//   entry, its modulepreloads, the route's lazy chunks), each gzipped as the targets count them;
// - the bytes the handler actually sends for `Accept-Encoding: br, gzip` (its precompressed
//   files), for the JavaScript alone and for every file of the page (HTML, JS, CSS, SVG…), and
//   the same files uncompressed;
// - first contentful paint under a throttled mobile profile (bench/site-fcp.ts).
// Then the routes behind a session (the shop's dashboard, /completar-perfil, /gestao's pages),
// which redirect a browser without one: their JS and CSS as the router loads them, read from the
// build's manifest (bench/site-manifest.ts), and the JS the handler sends for them.
// Targets: the home page's JavaScript ≤ 100 KB gzipped, the largest route's (signed-in ones
// included) ≤ 160 KB.

const homeTargetKb = 100;
const largestTargetKb = 160;
const fcpRuns = Number(process.env.BENCH_FCP_RUNS ?? 3);

// Every route of spec 001 §2.1 a browser can open without a session; /gestao is the back office's
// login, where its other pages send a browser without one (they are measured from the manifest).
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
];

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
  files: number;
  /** Sent for `Accept-Encoding: br, gzip`: the scripts, and every same-origin file of the page. */
  jsSent: number;
  sent: number;
  /** Every same-origin file of the page, uncompressed. */
  plain: number;
  /** NaN for a route read from the manifest (a signed-in one): no page load, so no paint. */
  fcpMs: number;
};

type Loaded = { url: string; type: 'js' | 'css'; gzip: number };

async function measure(browser: Browser, origin: string, route: string): Promise<Omit<Sizes, 'fcpMs'>> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const bodies: Array<Promise<Loaded | null>> = [];
  const pageFiles = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const ext = extname(url.pathname);
    if (url.origin === origin && !url.pathname.startsWith('/api/')) pageFiles.add(url.href);
    if (url.origin !== origin || (ext !== '.js' && ext !== '.css')) return;
    const type = ext === '.js' ? 'js' : 'css';
    bodies.push(
      response
        .body()
        .then((body) => ({ url: url.href, type, gzip: gzipSync(body).length }) as const)
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
  const gzipOf = (type: 'js' | 'css') =>
    files.filter((f) => f.type === type).reduce((total, f) => total + f.gzip, 0);
  const total = async (urls: string[], acceptEncoding: string) =>
    (await Promise.all(urls.map((url) => bytesSent(url, acceptEncoding)))).reduce((a, b) => a + b, 0);
  const scripts = files.filter((f) => f.type === 'js').map((f) => f.url);
  return {
    route,
    jsGzip: gzipOf('js'),
    cssGzip: gzipOf('css'),
    files: files.length,
    jsSent: await total(scripts, 'br, gzip'),
    sent: await total([...pageFiles], 'br, gzip'),
    plain: await total([...pageFiles], 'identity'),
  };
}

/** A signed-in route's JS and CSS, from the manifest; the JS sent by the same handler. */
async function measureFromManifest(
  siteDir: string,
  origin: string,
  route: string,
  files: { js: string[]; css: string[] },
): Promise<Sizes> {
  const gzipOf = async (paths: string[]) =>
    (
      await Promise.all(paths.map(async (path) => gzipSync(await readFile(join(siteDir, path))).length))
    ).reduce((a, b) => a + b, 0);
  const sent = await Promise.all(files.js.map((path) => bytesSent(`${origin}/${path}`, 'br, gzip')));
  return {
    route,
    jsGzip: await gzipOf(files.js),
    cssGzip: await gzipOf(files.css),
    files: files.js.length + files.css.length,
    jsSent: sent.reduce((a, b) => a + b, 0),
    sent: Number.NaN,
    plain: Number.NaN,
    fcpMs: Number.NaN,
  };
}

const kb = (bytes: number) => (Number.isNaN(bytes) ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
const verdict = (bytes: number, targetKb: number) => (bytes <= targetKb * 1024 ? 'PASS' : 'FAIL');

const columns: Array<[title: string, width: number, cell: (s: Sizes) => string]> = [
  ['route', 28, (s) => s.route],
  ['JS gzip', 10, (s) => kb(s.jsGzip)],
  ['CSS gzip', 9, (s) => kb(s.cssGzip)],
  ['files', 6, (s) => String(s.files)],
  ['JS sent br', 11, (s) => kb(s.jsSent)],
  ['all sent br,gz', 15, (s) => kb(s.sent)],
  ['uncompressed', 13, (s) => kb(s.plain)],
  ['FCP mobile', 11, (s) => (Number.isNaN(s.fcpMs) ? '—' : `${Math.round(s.fcpMs)} ms`)],
];
const line = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i]![1]) : cell.padStart(columns[i]![1]))).join(' ');

const site = await buildSite();
const { server, origin } = await serveBuiltSite(site.dir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  // One load first, not counted: Chromium's first page of a run paints late (process start, empty
  // caches of its own), which would charge the first route on the list, the home page.
  await firstContentfulPaint(browser, origin, '/', 1);
  console.log(`FCP: median of ${fcpRuns} cold loads, ${mobileProfileLabel}`);
  console.log(line(columns.map(([title]) => title)));
  const results: Sizes[] = [];
  for (const route of routes) {
    const sizes = { ...(await measure(browser, origin, route)), fcpMs: 0 };
    sizes.fcpMs = await firstContentfulPaint(browser, origin, route, fcpRuns);
    results.push(sizes);
    console.log(line(columns.map(([, , cell]) => cell(sizes))));
  }
  const manifest = await readManifest(site.dir);
  console.log('');
  if (manifest) {
    console.log(
      "signed-in routes, from the build manifest (entry + the route's lazy chunks + their imports):",
    );
    for (const { route, modules } of signedInRoutes) {
      const sizes = await measureFromManifest(site.dir, origin, route, routeFiles(manifest, modules));
      results.push(sizes);
      console.log(line(columns.map(([, , cell]) => cell(sizes))));
    }
  } else {
    console.warn(
      'signed-in routes not measured: the site was built without a manifest (vite build --manifest)',
    );
  }
  const home = results[0] as Sizes;
  const largest = results.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
  const slowest = results.filter((s) => !Number.isNaN(s.fcpMs)).reduce((a, b) => (b.fcpMs > a.fcpMs ? b : a));
  console.log('');
  console.log(
    `home JS:          ${kb(home.jsGzip)} gzipped (${kb(home.jsSent)} sent as brotli), ` +
      `target ≤ ${homeTargetKb} KB: ${verdict(home.jsGzip, homeTargetKb)}`,
  );
  console.log(
    `largest route JS: ${largest.route} ${kb(largest.jsGzip)} gzipped (${kb(largest.jsSent)} sent as brotli), ` +
      `target ≤ ${largestTargetKb} KB: ${verdict(largest.jsGzip, largestTargetKb)}` +
      (manifest ? '' : ' (public routes only)'),
  );
  console.log(
    `home sent:        ${kb(home.sent)} for Accept-Encoding: br, gzip, ${kb(home.plain)} uncompressed ` +
      `(every file of the page, HTML included)`,
  );
  console.log(
    `FCP mobile:       home ${Math.round(home.fcpMs)} ms, slowest ${slowest.route} ${Math.round(slowest.fcpMs)} ms`,
  );
} finally {
  await browser.close();
  server.close();
  await site.remove();
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express from 'express';
import { precompressed, sendPrecompressed } from './precompressed.ts';

// The built site (dist/site) with SPA fallback, precompressed where the build wrote .br/.gz.
// Hashed files under /assets never change: cached for a year. HTML is revalidated on every visit
// (an ETag makes that a 304) so a new build's asset names are picked up at once; other files in
// the folder's root (favicon…) for an hour.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML = 'no-cache';
const SHORT = 'public, max-age=3600';

const rootCacheControl = (file: string) => (file.endsWith('.html') ? HTML : SHORT);

export function serveSite(app: express.Express, siteDir: string) {
  const index = join(siteDir, 'index.html');
  if (!existsSync(index)) return;
  const assets = join(siteDir, 'assets');
  app.use(
    '/assets',
    precompressed(assets, () => IMMUTABLE),
    express.static(assets, { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(
    precompressed(siteDir, rootCacheControl),
    express.static(siteDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) res.setHeader('Cache-Control', HTML);
      },
    }),
  );
  app.get('/{*any}', async (req, res, next) => {
    if (await sendPrecompressed(req, res, next, index, HTML)) return;
    res.set('Cache-Control', HTML).sendFile(index);
  });
}

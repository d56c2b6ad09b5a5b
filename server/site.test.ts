import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/precompress.ts';
import { chooseEncoding } from './precompressed.ts';
import { serveSite } from './site.ts';

// The built site as the server sends it: real files in a temporary folder, precompressed by the
// same code as the build, served by serveSite on a bare Express app (supertest decodes br and gzip,
// so `text` is the original and Content-Length the bytes that went over the wire).

let dir: string;
let siteDir: string;
let app: express.Express;
const script = `export const pedidos = [${Array.from({ length: 400 }, (_, i) => `"desejo ${i}"`).join(',')}];\n`;
const html = `<!doctype html><title>site</title><div id="root"></div>${'<!-- preload -->'.repeat(100)}`;
const size = async (path: string) => (await stat(path)).size;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-precompressed-'));
  siteDir = join(dir, 'site');
  await mkdir(join(siteDir, 'assets'), { recursive: true });
  await writeFile(join(siteDir, 'index.html'), html);
  await writeFile(join(siteDir, 'assets', 'index-Ab12Cd34.js'), script);
  await writeFile(join(siteDir, 'robots.txt'), 'User-agent: *\n');
  await writeFile(join(dir, 'segredo.txt'), `senha ${'x'.repeat(2000)}`);
  await precompressDir(siteDir);
  await precompressDir(dir);
  // Only gzip for this one, as an older build or a hand-made file could leave it.
  await rm(join(siteDir, 'index.html.br'));
  app = express();
  serveSite(app, siteDir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const js = '/assets/index-Ab12Cd34.js';

describe('chooseEncoding', () => {
  it('prefers br, honours q=0 and the wildcard, and falls back to none', () => {
    const both = ['br', 'gzip'] as const;
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=1, br;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.1', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0', both)).toBeUndefined();
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding('', both)).toBeUndefined();
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});

describe('serveSite', () => {
  it('sends the brotli file of a hashed asset to a client that accepts br, cached for a year', async () => {
    const res = await request(app).get(js).set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['content-length']).toBe(
      String(await size(join(siteDir, 'assets', 'index-Ab12Cd34.js.br'))),
    );
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(script);
  });

  it('sends the gzip file to a client that accepts only gzip, or refuses br with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await request(app).get(js).set('Accept-Encoding', accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-length']).toBe(
        String(await size(join(siteDir, 'assets', 'index-Ab12Cd34.js.gz'))),
      );
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.text).toBe(script);
    }
  });

  it('sends the file itself, still varying on Accept-Encoding, to a client that accepts neither', async () => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0']) {
      const res = await request(app).get(js).set('Accept-Encoding', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(script)));
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const res = await request(app).head(js).set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(
      String(await size(join(siteDir, 'assets', 'index-Ab12Cd34.js.br'))),
    );
    expect(res.text ?? '').toBe('');
  });

  it('ignores a byte range on a compressed answer and sends it whole', async () => {
    const res = await request(app).get(js).set('Accept-Encoding', 'br').set('Range', 'bytes=0-9');
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBeUndefined();
    expect(res.text).toBe(script);
  });

  it('sends the HTML of client routes gzipped and never cached without revalidation', async () => {
    for (const path of ['/', '/minha-conta/dashboard', '/index.html']) {
      const res = await request(app).get(path).set('Accept-Encoding', 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(html);
    }
    const plain = await request(app).get('/minha-conta/dashboard').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.text).toBe(html);
  });

  it('sends a file too small to compress as it is, cached for an hour', async () => {
    const res = await request(app).get('/robots.txt').set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.text).toBe('User-agent: *\n');
  });

  it('refuses a path that climbs out of the site folder', async () => {
    for (const path of ['/assets/..%2f..%2fsegredo.txt', '/..%2fsegredo.txt', '/%2e%2e/segredo.txt']) {
      const res = await request(app).get(path).set('Accept-Encoding', 'br, gzip');
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('senha');
    }
  });
});

import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Issue 22: the build writes file.br and file.gz beside every text file of the site, once, at the
// highest levels (the server then only picks one by Accept-Encoding, no compression per request).
// Images and fonts are compressed already; a file under 1 KB gains less than its headers cost.

const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
  '.xml',
  '.map',
]);
const MIN_BYTES = 1024;

export type PrecompressTotals = { files: number; original: number; brotli: number; gzip: number };

function brotli(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes .br and .gz beside each text file of `dir` where they are smaller; returns the totals. */
export async function precompressDir(dir: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, original: 0, brotli: 0, gzip: 0 };
  for (const file of await listFiles(dir)) {
    if (!TEXT_EXTENSIONS.has(extname(file))) continue;
    const body = await readFile(file);
    const isWorthIt = body.length >= MIN_BYTES;
    const variants = [
      { path: `${file}.br`, data: isWorthIt ? brotli(body) : body },
      { path: `${file}.gz`, data: isWorthIt ? gzipSync(body, { level: 9 }) : body },
    ];
    let written = 0;
    for (const variant of variants) {
      // A variant no smaller than the file is not written, and one left by an earlier build into
      // the same folder is removed: the server would send it as if it matched the file.
      if (variant.data.length < body.length) {
        await writeFile(variant.path, variant.data);
        written += 1;
      } else {
        await rm(variant.path, { force: true });
      }
    }
    if (written === 0) continue;
    totals.files += 1;
    totals.original += body.length;
    totals.brotli += Math.min(variants[0]!.data.length, body.length);
    totals.gzip += Math.min(variants[1]!.data.length, body.length);
  }
  return totals;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Vite plugin: precompresses the build's output folder once everything is written. */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = console.log;
  return {
    name: 'desejo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const totals = await precompressDir(outDir);
      log(
        `precompress: ${totals.files} files, ${kb(totals.original)} → brotli ${kb(totals.brotli)}, gzip ${kb(totals.gzip)}`,
      );
    },
  };
}

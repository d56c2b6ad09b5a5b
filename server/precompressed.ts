import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

// Sends the .br or .gz file the build wrote beside a site file (scripts/precompress.ts) when the
// request accepts that encoding; anything else goes on to express.static, which sends the file
// itself. Nothing is compressed per request.

export type Encoding = 'br' | 'gzip';

// Server preference when the client weighs both alike: brotli is ~15% smaller on our JavaScript.
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding of `available` the Accept-Encoding header weighs most (q=0 refuses, `*` stands for
 * codings not named); br wins a tie. None when the header is missing or accepts none of them.
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    // A malformed weight counts as a refusal rather than a guess.
    weights.set(name, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ??
    (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ??
    weights.get('*') ??
    0;
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

/**
 * Sends the precompressed variant of `file` (an absolute path already checked to be inside the
 * site) with the original's Content-Type and `cacheControl`. Resolves false, having sent nothing,
 * when `file` has no variant or the client accepts none; the caller then sends the file itself.
 */
export async function sendPrecompressed(
  req: Request,
  res: Response,
  next: NextFunction,
  file: string,
  cacheControl: string,
): Promise<boolean> {
  const [hasFile, ...hasVariant] = await Promise.all(
    [file, ...PREFERENCE.map((encoding) => file + SUFFIX[encoding])].map(isFile),
  );
  const available = PREFERENCE.filter((_, index) => hasVariant[index]);
  if (!hasFile || available.length === 0) return false;
  // Also on the plain answer: a shared cache must not hand it to a client that accepts brotli.
  res.vary('Accept-Encoding');
  const encoding = chooseEncoding(req.get('Accept-Encoding'), available);
  if (!encoding) return false;
  res.type(extname(file)).set({ 'Content-Encoding': encoding, 'Cache-Control': cacheControl });
  // sendFile adds Content-Length, ETag and Last-Modified of the variant, answers HEAD and 304.
  // A byte range of the compressed bytes means nothing to most clients: Range is ignored (200).
  res.sendFile(
    file + SUFFIX[encoding],
    { acceptRanges: false, cacheControl: false, dotfiles: 'allow' },
    (error) => {
      if (error && !res.headersSent) next(error);
    },
  );
  return true;
}

/**
 * Middleware over the folder `root`: GET and HEAD of a file with a precompressed variant the
 * client accepts get that variant; `..` in the path gets 403; everything else goes to next().
 */
export function precompressed(folder: string, cacheControl: (file: string) => string): RequestHandler {
  const root = resolve(folder);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const segments = path.split('/').filter(Boolean);
    if (path.includes('\0') || segments.includes('..')) {
      res.sendStatus(403);
      return;
    }
    // Dotfiles are express.static's to refuse (it ignores them), as for every other miss.
    if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return next();
    const file = join(root, ...segments);
    if (!file.startsWith(root + sep)) {
      res.sendStatus(403);
      return;
    }
    if (!(await sendPrecompressed(req, res, next, file, cacheControl(file)))) next();
  };
}

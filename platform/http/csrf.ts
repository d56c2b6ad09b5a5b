import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from './app-error.ts';

// Cross-site request forgery guard for the cookie-session API. better-auth checks Origin on its
// own routes (/api/auth); this does the same for ours: a request that changes something and
// carries cookies must come from one of the site's origins. SameSite=Lax cookies already keep
// most cross-site POSTs out; this also covers old browsers and same-site subdomains.
// Requests without cookies (webhooks, the public wish form before sign-in, scripts with no
// session) have no ambient authority to abuse and pass.

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(req: Request): string | null {
  const origin = req.get('origin');
  if (origin && origin !== 'null') return origin;
  // Some browsers omit Origin on same-origin requests of old kinds; Referer then says where from.
  const referer = req.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

export function csrfGuard(trustedOrigins: readonly string[]): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method) || !req.headers.cookie) return next();
    const origin = requestOrigin(req);
    if (origin && trusted.has(origin)) return next();
    throw new AppError('FORBIDDEN', { message: 'Origem da requisição não permitida.' });
  };
}

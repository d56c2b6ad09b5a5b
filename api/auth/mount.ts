import { toNodeHandler } from 'better-auth/node';
import type { Express } from 'express';
import type { Auth } from './auth.ts';

/**
 * The client's address as Express resolved it (`trust proxy` is 'loopback' in app.ts: a proxy on
 * this host may say who the client is, nobody else may). better-auth reads it from this header for
 * rate limits and session records; whatever a client sent under the same name is overwritten.
 */
export const clientAddressHeader = 'x-desejo-client-address';

// better-auth reads the raw request body itself: mount it before express.json().
export function mountAuth(app: Express, auth: Auth): void {
  const handler = toNodeHandler(auth);
  app.all('/api/auth/{*any}', (req, res) => {
    if (req.ip) req.headers[clientAddressHeader] = req.ip;
    else delete req.headers[clientAddressHeader];
    return handler(req, res);
  });
}

import type { Express, Request, RequestHandler } from 'express';
import { httpDuration } from './metrics.ts';

// The route label is the Express pattern (/api/admin/lojistas/:id), never the URL: ids, codes and
// tokens in paths would make one series per request and put personal data in the metrics.

/** The label of requests no route answered: the API's 404s, static files, refused requests. */
export const UNMATCHED_ROUTE = 'unmatched';

function joinPattern(base: string, path: unknown): string {
  const joined = `${base}/${String(path)}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

// The router sets req.route when a route matches, with req.baseUrl holding that router's mount
// path at that moment; by the time the response finishes (an error handled at the app level) the
// mount path has been unwound. So the pattern is taken when the route is set, by an accessor on
// the app's request prototype: defined once, not per request (redefining a property on every
// request object cost the webhook's acknowledgement a tenth of its throughput, bench/webhook).
const ROUTE = Symbol('route');
const PATTERN = Symbol('routePattern');
type Tracked = Request & { [ROUTE]?: unknown; [PATTERN]?: string };

function trackRoutePatterns(app: Express) {
  Object.defineProperty(app.request, 'route', {
    configurable: true,
    enumerable: true,
    get(this: Tracked) {
      return this[ROUTE];
    },
    set(this: Tracked, value: { path?: unknown } | undefined) {
      this[ROUTE] = value;
      this[PATTERN] = value ? joinPattern(this.baseUrl, value.path) : undefined;
    },
  });
}

/** Observes every response's duration; mount first, so every route (the webhook included) counts. */
export function httpMetrics(app: Express): RequestHandler {
  trackRoutePatterns(app);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      httpDuration.observe(
        {
          method: req.method,
          route: (req as Tracked)[PATTERN] ?? UNMATCHED_ROUTE,
          status: `${Math.floor(res.statusCode / 100)}xx`,
        },
        seconds,
      );
    });
    next();
  };
}

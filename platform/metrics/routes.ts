import { createHash, timingSafeEqual } from 'node:crypto';
import { type Request, Router } from 'express';
import type { Env } from '#platform/config/env.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { metrics, setAppQueues } from './metrics.ts';

// GET /metrics for Prometheus. The figures say how busy the installation is and which routes it
// has, so they are not public: without METRICS_TOKEN only this machine may read them (a scraper on
// the host, or through the local reverse proxy, which sets X-Forwarded-For); with it, anyone
// presenting the token as a Bearer credential.

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

// Hashing first gives both sides the same length, so the comparison takes the same time whatever
// the guess (timingSafeEqual refuses buffers of different lengths).
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function isMetricsAllowed(req: Request, token: string | undefined): boolean {
  if (token) {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    return match !== null && sameToken(match[1]!.trim(), token);
  }
  // req.ip honours X-Forwarded-For only from a loopback proxy (trust proxy 'loopback'), so a
  // request relayed from outside by the local proxy is seen with its real address.
  return LOOPBACK.has(req.ip ?? '');
}

export function metricsRoutes(deps: { env: Pick<Env, 'METRICS_TOKEN'>; queue: JobQueue }): Router {
  setAppQueues({ jobs: deps.queue });
  const router = Router();
  router.get('/metrics', async (req, res) => {
    if (!isMetricsAllowed(req, deps.env.METRICS_TOKEN)) {
      throw new AppError('FORBIDDEN', { message: 'Acesso negado' });
    }
    res
      .set('Cache-Control', 'no-store')
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(await metrics.render());
  });
  return router;
}

import { Router } from 'express';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { checkDatabase } from './service.ts';

export function healthRoutes(deps: { queue: Pick<JobQueue, 'stats'> }) {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const [database, queue] = await Promise.all([
      checkDatabase(),
      deps.queue.stats().catch(() => ({ ok: false })),
    ]);
    const ok = database.ok && queue.ok;
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', database, queue });
  });
  return router;
}

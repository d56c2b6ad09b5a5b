import { type RequestHandler, Router } from 'express';
import type { Env } from '#platform/config/env.ts';
import { db } from '#prisma/client.ts';
import { readSystemStatus } from './system-status.ts';

// GET /api/admin/system-status, and POST with an empty body (spec 001 §7 calls it as a function).
// Mounted under /api/admin, behind requireAdmin.

export function systemStatusRoutes(deps: { env: Env }): Router {
  const router = Router();
  const handler: RequestHandler = async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await readSystemStatus({ db, env: deps.env }));
  };
  router.get('/system-status', handler);
  router.post('/system-status', handler);
  return router;
}

import { Router } from 'express';
import { db } from '#prisma/client.ts';
import { listErrorReports } from './error-reports.ts';

// GET /api/admin/relatorios-erro, behind requireAdmin: the reporters' contacts are admin data.

export function errorReportsAdminRoutes(): Router {
  const router = Router();
  router.get('/relatorios-erro', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await listErrorReports({ db }));
  });
  return router;
}

import { Router } from 'express';
import { requireUser, sessionUser } from '#api/auth/guards.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import { errorReportSchema } from '#domain/ofertas/error-report-schema.ts';
import { parseBody } from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import { sendErrorReport } from './send-report.ts';

// The floating 'Reportar Problema' dialog.

export function relatorioRoutes(deps: Pick<RouteDeps, 'env' | 'auth' | 'queue' | 'logger'>): Router {
  const router = Router();

  router.post('/relatorios-erro', requireUser(deps.auth), async (req, res) => {
    const report = parseBody(errorReportSchema, req);
    const result = await sendErrorReport({
      db,
      env: deps.env,
      queue: deps.queue,
      logger: deps.logger,
      user: sessionUser(res),
      report,
      userAgent: req.get('user-agent'),
    });
    res.status(201).json(result);
  });

  return router;
}

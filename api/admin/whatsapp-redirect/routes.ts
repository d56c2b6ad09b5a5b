import { Router } from 'express';
import { sessionUser } from '#api/auth/guards.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import {
  REDIRECT_SETTINGS_MESSAGES,
  redirectNumberSchema,
} from '#domain/whatsapp-redirect/redirect-settings.ts';
import { AppError } from '#platform/http/app-error.ts';
import { db } from '#prisma/client.ts';
import { readRedirectSettings, readRedirectStats, saveRedirectNumber } from './redirect-settings-service.ts';

// /api/admin/whatsapp-redirect: the dashboard's "Redirect WhatsApp QR Code" section (spec 001
// §2.2). Mounted in api/admin/routes.ts, behind requireAdmin. The statistics are their own call:
// the page only logs their failure (spec 001 §8) while the number and the QR code still show.

export function redirectAdminRoutes(deps: Pick<RouteDeps, 'env' | 'logger'>): Router {
  const router = Router();
  router.use('/whatsapp-redirect', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/whatsapp-redirect', async (_req, res) => {
    res.json(await readRedirectSettings({ db, env: deps.env, logger: deps.logger }));
  });

  router.get('/whatsapp-redirect/estatisticas', async (_req, res) => {
    res.json(await readRedirectStats({ db }));
  });

  router.put('/whatsapp-redirect', async (req, res) => {
    const parsed = redirectNumberSchema.safeParse(req.body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? REDIRECT_SETTINGS_MESSAGES.numeroObrigatorio;
      throw new AppError('VALIDATION', { message, fields: { numero: message } });
    }
    const saved = await saveRedirectNumber({
      db,
      numero: parsed.data.numero,
      updatedBy: sessionUser(res).email,
    });
    res.json({ message: REDIRECT_SETTINGS_MESSAGES.salvo, ...saved });
  });

  return router;
}

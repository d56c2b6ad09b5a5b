import { Router } from 'express';
import { z } from 'zod';
import { redirectAdminRoutes } from '#api/admin/whatsapp-redirect/routes.ts';
import { humanModeAdminRoutes } from '#api/atendimento/routes.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import { receberMatchesSchema } from '#domain/admin/shop-schemas.ts';
import { parseBody, parseValue } from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import { requireAdmin, sessionUser } from '../auth/guards.ts';
import { privacyAdminRoutes } from '../privacidade/routes.ts';
import { associationRoutes } from './associations/routes.ts';
import { conversationRoutes } from './conversations/routes.ts';
import { errorReportsAdminRoutes } from './error-reports/routes.ts';
import { locationAdminRoutes } from './locations/routes.ts';
import { dashboardAdminRoutes } from './overview/routes.ts';
import { shopsAdminRoutes } from './shops/routes.ts';
import { setShopReceivesMatches } from './shops/shop-approval.ts';
import { systemStatusRoutes } from './system-status/routes.ts';
import { understandingAdminRoutes } from './understanding/routes.ts';

// The back office API (spec 001 §6): every request under /api/admin passes requireAdmin first,
// whatever the route, so a page's own check is never what protects the data.

export function adminRoutes(
  deps: Pick<RouteDeps, 'auth' | 'env' | 'queue' | 'logger'>,
  /** The bot's own screens (webhook, simulator, /gestao/ferramentas), handed down by the composition root. */
  botScreens: readonly Router[] = [],
): Router {
  const router = Router();
  router.use(requireAdmin(deps.auth, { isMfaRequired: deps.env.ADMIN_MFA_REQUIRED }));

  router.get('/me', (_req, res) => {
    const { id, email, name, twoFactorEnabled } = sessionUser(res);
    res.set('Cache-Control', 'no-store').json({ id, email, name, twoFactorEnabled });
  });

  router.patch('/lojistas/:id/receber-matches', async (req, res) => {
    const lojistaId = parseValue(z.uuid({ error: 'Lojista não encontrado.' }), req.params.id);
    const { receberMatches } = parseBody(receberMatchesSchema, req);
    const result = await setShopReceivesMatches({
      db,
      queue: deps.queue,
      logger: deps.logger,
      env: deps.env,
      lojistaId,
      receber: receberMatches,
    });
    res.json(result);
  });

  router.use(associationRoutes(deps));
  router.use(conversationRoutes(deps));
  router.use(humanModeAdminRoutes(deps));
  router.use(systemStatusRoutes(deps));
  router.use(shopsAdminRoutes(deps));
  router.use(dashboardAdminRoutes(deps));
  router.use(locationAdminRoutes());
  router.use(understandingAdminRoutes());
  router.use(redirectAdminRoutes(deps));
  router.use(privacyAdminRoutes());
  router.use(errorReportsAdminRoutes());
  for (const screen of botScreens) router.use(screen);

  return router;
}

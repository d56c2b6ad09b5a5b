import { Router } from 'express';
import { requireAdmin, sessionUser } from '../auth/guards.ts';
import type { RouteDeps } from '../routes.ts';

// The back office API (spec 001 §6): every request under /api/admin passes requireAdmin first,
// whatever the route, so a page's own check is never what protects the data.

export function adminRoutes(deps: Pick<RouteDeps, 'auth' | 'env'>): Router {
  const router = Router();
  router.use(requireAdmin(deps.auth, { isMfaRequired: deps.env.ADMIN_MFA_REQUIRED }));

  router.get('/me', (_req, res) => {
    const { id, email, name, twoFactorEnabled } = sessionUser(res);
    res.set('Cache-Control', 'no-store').json({ id, email, name, twoFactorEnabled });
  });

  return router;
}

import { Router } from 'express';
import type { RouteDeps } from '#api/routes.ts';

// Admin API for /gestao (issue 7); mounted under /api/admin, behind requireAdmin.
export function shopsAdminRoutes(_deps: Pick<RouteDeps, 'auth' | 'env' | 'queue' | 'logger'>): Router {
  return Router();
}

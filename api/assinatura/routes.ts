import { Router } from 'express';
import type { RouteDeps } from '#api/routes.ts';

// /api/assinatura: plans, Stripe checkout, customer portal and subscription status (issue 6).
export function assinaturaRoutes(_deps: RouteDeps): Router {
  return Router();
}

import { Router } from 'express';
import type { RouteDeps } from '#api/routes.ts';

// /api/stripe/webhook: mounted before express.json, the signature is over the raw body (issue 6).
export function stripeWebhookRoutes(_deps: RouteDeps): Router {
  return Router();
}

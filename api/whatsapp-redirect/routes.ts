import { Router } from 'express';
import type { RouteDeps } from '#api/routes.ts';

// /api/whatsapp-redirect: the number the /whatsapp page opens and the record of each access (issue 6).
export function whatsappRedirectRoutes(_deps: RouteDeps): Router {
  return Router();
}

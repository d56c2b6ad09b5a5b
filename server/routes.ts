import { Router } from 'express';
import { adminRoutes } from '#api/admin/routes.ts';
import { assinaturaRoutes } from '#api/assinatura/routes.ts';
import type { Auth } from '#api/auth/auth.ts';
import { cepRoutes } from '#api/cep/routes.ts';
import { dashboardRoutes } from '#api/dashboard/routes.ts';
import { desejoRoutes } from '#api/desejos/routes.ts';
import { referenceRoutes } from '#api/locations/routes.ts';
import { lojistaRoutes } from '#api/lojistas/routes.ts';
import { ofertaRoutes } from '#api/ofertas/routes.ts';
import { parceirosRoutes } from '#api/parceiros/routes.ts';
import { publicRoutes } from '#api/public/routes.ts';
import { relatorioRoutes } from '#api/relatorios/routes.ts';
import { whatsappRedirectRoutes } from '#api/whatsapp-redirect/routes.ts';
import type { Env } from '#platform/config/env.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';

// Every feature's router under /api, in one place. Each feature folder exports a function that
// takes what it needs from these dependencies and returns a Router.

export type RouteDeps = { env: Env; logger: Logger; auth: Auth; queue: JobQueue };

export function apiRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.use(publicRoutes(deps.env));
  router.use('/admin', adminRoutes(deps));
  router.use(referenceRoutes(), cepRoutes(deps), lojistaRoutes(deps), parceirosRoutes(deps));
  router.use(ofertaRoutes(deps), dashboardRoutes(deps), relatorioRoutes(deps));
  router.use(desejoRoutes(deps));
  router.use(assinaturaRoutes(deps), whatsappRedirectRoutes(deps));
  return router;
}

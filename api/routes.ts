import { Router } from 'express';
import { adminRoutes } from './admin/routes.ts';
import { assinaturaRoutes } from './assinatura/routes.ts';
import type { Auth } from './auth/auth.ts';
import { cepRoutes } from './cep/routes.ts';
import type { Env } from './config/env.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { desejoRoutes } from './desejos/routes.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { referenceRoutes } from './locations/routes.ts';
import type { Logger } from './logger.ts';
import { lojistaRoutes } from './lojistas/routes.ts';
import { ofertaRoutes } from './ofertas/routes.ts';
import { parceirosRoutes } from './parceiros/routes.ts';
import { publicRoutes } from './public/routes.ts';
import { relatorioRoutes } from './relatorios/routes.ts';
import { whatsappRedirectRoutes } from './whatsapp-redirect/routes.ts';

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

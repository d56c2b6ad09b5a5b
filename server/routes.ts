import { Router } from 'express';
import { adminRoutes } from '#api/admin/routes.ts';
import { assinaturaRoutes } from '#api/assinatura/routes.ts';
import { cepRoutes } from '#api/cep/routes.ts';
import { dashboardRoutes } from '#api/dashboard/routes.ts';
import { desejoRoutes } from '#api/desejos/routes.ts';
import { referenceRoutes } from '#api/locations/routes.ts';
import { lojistaRoutes } from '#api/lojistas/routes.ts';
import { ofertaRoutes } from '#api/ofertas/routes.ts';
import { parceirosRoutes } from '#api/parceiros/routes.ts';
import { publicRoutes } from '#api/public/routes.ts';
import { relatorioRoutes } from '#api/relatorios/routes.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import { whatsappRedirectRoutes } from '#api/whatsapp-redirect/routes.ts';
import { botSettingsRoutes } from '#bot/settings/routes.ts';
import { simulatorRoutes } from '#bot/simulator/routes.ts';
import { webhookAdminRoutes } from '#bot/webhook/admin-routes.ts';

// Every feature's router under /api, in one place. Each feature folder exports a function that
// takes what it needs from these dependencies and returns a Router.

export function apiRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.use(publicRoutes(deps.env));
  router.use(
    '/admin',
    adminRoutes(deps, [webhookAdminRoutes(deps), simulatorRoutes(), botSettingsRoutes(deps)]),
  );
  router.use(referenceRoutes(), cepRoutes(deps), lojistaRoutes(deps), parceirosRoutes(deps));
  router.use(ofertaRoutes(deps), dashboardRoutes(deps), relatorioRoutes(deps));
  router.use(desejoRoutes(deps));
  router.use(assinaturaRoutes(deps), whatsappRedirectRoutes(deps));
  return router;
}

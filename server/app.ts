import express from 'express';
import helmet from 'helmet';
import { PARTNER_LOGOS_PATH, servePartnerLogos } from '#api/admin/associations/partner-logo-storage.ts';
import { stripeWebhookRoutes } from '#api/assinatura/stripe-webhook-routes.ts';
import { trustedOrigins } from '#api/auth/auth.ts';
import { mountAuth } from '#api/auth/mount.ts';
import { healthRoutes } from '#api/health/routes.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import { mountWhatsappWebhook } from '#bot/webhook/routes.ts';
import { applyBrazilianZodMessages } from '#domain/zod-locale.ts';
import { projectPath } from '#paths/project-root.ts';
import { csrfGuard } from '#platform/http/csrf.ts';
import { apiNotFound, errorHandler } from '#platform/http/error-handler.ts';
import { rejectNul } from '#platform/http/reject-nul.ts';
import { requestLogging } from '#platform/http/request-logging.ts';
import { httpMetrics } from '#platform/metrics/http-metrics.ts';
import { metricsRoutes } from '#platform/metrics/routes.ts';
import { apiRoutes } from './routes.ts';
import { serveSite } from './site.ts';

export type AppDeps = RouteDeps & {
  /** Folder of the built site; served with SPA fallback when it exists. */
  siteDir?: string;
};

export const defaultSiteDir = projectPath('dist', 'site');

/** Builds the HTTP app without listening, so tests drive it with supertest. */
export function createApp(deps: AppDeps): express.Express {
  applyBrazilianZodMessages();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.env.TRUST_PROXY);

  // First, before the metrics timing, the request log, helmet and the JSON parser: Meta posts every
  // message and status here (the signature needs the raw bytes), the answer is read by no browser,
  // and the router logs its own refusals and times itself for /metrics — so each acknowledgement
  // skips work meant for pages and the API (bench/webhook).
  mountWhatsappWebhook(app, deps);
  // Every other response is timed for /metrics; the scrape itself is not logged (one line every 15 s).
  app.use(httpMetrics(app));
  app.use(metricsRoutes(deps));
  // Stripe signs the raw body too, so its webhook also comes before express.json.
  app.use('/api/stripe', stripeWebhookRoutes(deps));
  app.use(requestLogging(deps.logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'"],
        },
      },
    }),
  );

  mountAuth(app, deps.auth);
  app.use('/api', csrfGuard(trustedOrigins(deps.env)));
  app.use(
    '/api',
    express.json({ limit: '100kb' }),
    express.urlencoded({ extended: false, limit: '100kb' }),
    rejectNul(),
  );
  app.use('/api', healthRoutes({ queue: deps.queue }));
  app.use('/api', apiRoutes(deps));
  app.use('/api', apiNotFound());
  // Partner logos uploaded in /gestao when no S3 bucket is configured (read-only, long cache).
  app.use(PARTNER_LOGOS_PATH, servePartnerLogos(deps.env));

  serveSite(app, deps.siteDir ?? defaultSiteDir);
  app.use(errorHandler(deps.logger));
  return app;
}

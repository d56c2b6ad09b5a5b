import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express from 'express';
import helmet from 'helmet';
import { whatsappWebhookRoutes } from '#bot/webhook/routes.ts';
import { applyBrazilianZodMessages } from '#domain/zod-locale.ts';
import { stripeWebhookRoutes } from './assinatura/stripe-webhook-routes.ts';
import { mountAuth } from './auth/mount.ts';
import { healthRoutes } from './health/routes.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { requestLogging } from './http/request-logging.ts';
import { apiRoutes, type RouteDeps } from './routes.ts';

export type AppDeps = RouteDeps & {
  /** Folder of the built site; served with SPA fallback when it exists. */
  siteDir?: string;
};

export const defaultSiteDir = resolve(import.meta.dirname, '..', 'dist', 'site');

/** Builds the HTTP app without listening, so tests drive it with supertest. */
export function createApp(deps: AppDeps): express.Express {
  applyBrazilianZodMessages();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  // First, before the request log, helmet and the JSON parser: Meta posts every message and status
  // here (the signature needs the raw bytes), the answer is read by no browser, and the router logs
  // its own refusals — so each acknowledgement skips work meant for pages and the API.
  app.use('/api/whatsapp', whatsappWebhookRoutes(deps));
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
  app.use('/api', express.json({ limit: '100kb' }), express.urlencoded({ extended: false, limit: '100kb' }));
  app.use('/api', healthRoutes({ queue: deps.queue }));
  app.use('/api', apiRoutes(deps));
  app.use('/api', apiNotFound());

  serveSite(app, deps.siteDir ?? defaultSiteDir);
  app.use(errorHandler(deps.logger));
  return app;
}

function serveSite(app: express.Express, siteDir: string) {
  const index = join(siteDir, 'index.html');
  if (!existsSync(index)) return;
  // Hashed assets are immutable; index.html must always be revalidated to pick up new builds.
  app.use(
    '/assets',
    express.static(join(siteDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(express.static(siteDir, { index: false, maxAge: '1h' }));
  app.get('/{*any}', (_req, res) => {
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
}

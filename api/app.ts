import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express from 'express';
import helmet from 'helmet';
import { whatsappWebhookRoutes } from '#bot/webhook/routes.ts';
import { applyBrazilianZodMessages } from '#domain/zod-locale.ts';
import { mountAuth } from './auth/mount.ts';
import { healthRoutes } from './health/routes.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { requestLogging } from './http/request-logging.ts';
import { apiRoutes, type RouteDeps } from './routes.ts';

export type AppDeps = RouteDeps & {
  /** Mounts routes that must see the raw body (webhooks) before JSON parsing. */
  mountRaw?: (app: express.Express) => void;
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
  deps.mountRaw?.(app);
  app.use('/api/whatsapp', whatsappWebhookRoutes(deps));
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

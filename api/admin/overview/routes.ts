import { Router } from 'express';
import type { RouteDeps } from '#api/route-deps.ts';
import {
  DASHBOARD_MESSAGES,
  funnelQuerySchema,
  funnelShopsQuerySchema,
  overviewQuerySchema,
} from '#domain/admin/dashboard-schemas.ts';
import { AppError } from '#platform/http/app-error.ts';
import { parseQuery, uuidParam } from '#platform/http/parse-request.ts';
import { sendPrivateMedia } from '#platform/http/send-private-media.ts';
import { db } from '#prisma/client.ts';
import { listRecentConversations, readConversationThread } from './conversation-counts.ts';
import { readFunnel } from './funnel.ts';
import { readFunnelShops } from './funnel-shops.ts';
import { readMessageImage } from './message-image.ts';
import { listActiveCities, listRecentOffers, listRecentShops, readOverview } from './overview.ts';

// The reads of /gestao/dashboard (spec 001 §2.2, issue 7). Mounted under /api/admin, behind
// requireAdmin. Clearing a conversation is DELETE /api/admin/conversations/:id (conversation-routes).
// Every answer is admin data read live: never cached by the browser or a proxy.

export function dashboardAdminRoutes(deps: Pick<RouteDeps, 'auth' | 'env' | 'queue' | 'logger'>): Router {
  const router = Router();
  router.use('/dashboard', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/dashboard/conversations', async (_req, res) => {
    res.json({ conversations: await listRecentConversations(db) });
  });

  router.get('/dashboard/conversations/:id/messages', async (req, res) => {
    const id = uuidParam(req.params.id, DASHBOARD_MESSAGES.conversaNaoEncontrada);
    const thread = await readConversationThread(db, id);
    if (!thread) throw new AppError('NOT_FOUND', { message: DASHBOARD_MESSAGES.conversaNaoEncontrada });
    res.json(thread);
  });

  router.get('/dashboard/mensagens/:id/imagem', async (req, res) => {
    sendPrivateMedia(res, await readMessageImage({ db, env: deps.env, messageId: req.params.id }));
  });

  router.get('/dashboard/cidades', async (_req, res) => {
    res.json({ cidades: await listActiveCities(db) });
  });

  router.get('/dashboard/overview', async (req, res) => {
    const { cidade } = parseQuery(overviewQuerySchema, req);
    res.json(await readOverview(db, cidade));
  });

  router.get('/dashboard/ofertas', async (_req, res) => {
    res.json({ ofertas: await listRecentOffers(db) });
  });

  router.get('/dashboard/lojistas', async (_req, res) => {
    res.json({ lojistas: await listRecentShops(db) });
  });

  router.get('/dashboard/funnel', async (req, res) => {
    res.json(await readFunnel(db, parseQuery(funnelQuerySchema, req)));
  });

  router.get('/dashboard/funnel/lojistas', async (req, res) => {
    res.json(await readFunnelShops(db, parseQuery(funnelShopsQuerySchema, req)));
  });

  return router;
}

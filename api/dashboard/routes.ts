import { Router } from 'express';
import { requireUser, sessionUser } from '#api/auth/guards.ts';
import { setShopPaused } from '#api/lojistas/pause.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import { profileEditSchema } from '#domain/lojistas/shop-profile.ts';
import { archiveSchema } from '#domain/ofertas/archive-schema.ts';
import { matchListQuerySchema } from '#domain/ofertas/dashboard-schemas.ts';
import { parseBody, parseQuery } from '#platform/http/parse-request.ts';
import { sendPrivateMedia } from '#platform/http/send-private-media.ts';
import { db } from '#prisma/client.ts';
import { archiveMatch, restoreMatch } from './archive-match.ts';
import { parseMatchId, requireShopId } from './own-shop.ts';
import { listMatches, readDashboard } from './read-dashboard.ts';
import { updateProfile } from './update-profile.ts';
import { parseFotoId, readWishPhotoForShop } from './wish-photo.ts';

// /minha-conta/dashboard: header, plan card and badges, the tab lists, archive and restore, and
// the profile dialog. Every handler works on the signed-in user's shop only.

export function dashboardRoutes(deps: Pick<RouteDeps, 'auth' | 'env'>): Router {
  const router = Router();
  router.use('/dashboard', requireUser(deps.auth), (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get('/dashboard', async (_req, res) => {
    res.json(await readDashboard({ db, userId: sessionUser(res).id }));
  });

  router.get('/dashboard/matches', async (req, res) => {
    const query = parseQuery(matchListQuerySchema, req);
    const lojistaId = await requireShopId(db, sessionUser(res).id);
    res.json(await listMatches({ db, lojistaId, query }));
  });

  router.post('/dashboard/matches/:matchId/arquivar', async (req, res) => {
    const matchId = parseMatchId(req.params.matchId);
    const archive = parseBody(archiveSchema, req);
    const lojistaId = await requireShopId(db, sessionUser(res).id);
    res.json(await archiveMatch({ db, lojistaId, matchId, archive }));
  });

  router.post('/dashboard/matches/:matchId/retomar', async (req, res) => {
    const matchId = parseMatchId(req.params.matchId);
    const lojistaId = await requireShopId(db, sessionUser(res).id);
    res.json(await restoreMatch({ db, lojistaId, matchId }));
  });

  router.get('/dashboard/fotos/:fotoId', async (req, res) => {
    const fotoId = parseFotoId(req.params.fotoId);
    const lojistaId = await requireShopId(db, sessionUser(res).id);
    sendPrivateMedia(res, await readWishPhotoForShop({ db, env: deps.env, lojistaId, fotoId }));
  });

  // The web twin of "voltar" on WhatsApp: the same service, so it lifts only the shop's own
  // pause and never an admin's block (receber_matches stays as the admin left it).
  router.post('/dashboard/pausa/retomar', async (_req, res) => {
    const userId = sessionUser(res).id;
    const lojistaId = await requireShopId(db, userId);
    const pause = await setShopPaused({
      db,
      lojistaId,
      paused: false,
      by: `painel:${userId}`,
      now: new Date(),
    });
    res.json({ pausada: pause.pausada, aprovada: pause.aprovada });
  });

  router.put('/dashboard/perfil', async (req, res) => {
    const profile = parseBody(profileEditSchema, req);
    res.json(await updateProfile({ db, userId: sessionUser(res).id, profile }));
  });

  return router;
}

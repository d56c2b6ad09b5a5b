import { Router } from 'express';
import { requireUser, sessionUser } from '#api/auth/guards.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import { profileCompletionSchema, shopFromProfileCompletion } from '#domain/lojistas/shop-profile.ts';
import { parseBody } from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import { completeProfile } from './complete-profile.ts';
import { checkCnpj, readOwnLojista, readProfileState } from './read-lojista.ts';

// The signed-in user's shop: /completar-perfil and the dashboard's own data.

export function lojistaRoutes(deps: Pick<RouteDeps, 'env' | 'auth' | 'queue' | 'logger'>): Router {
  const router = Router();
  const signedIn = requireUser(deps.auth);
  const noStore = 'private, no-store';

  router.get('/lojistas/cnpj/:cnpj', signedIn, async (req, res) => {
    res.set('Cache-Control', noStore).json(await checkCnpj({ db, cnpj: String(req.params.cnpj) }));
  });

  router.get('/lojistas/me', signedIn, async (_req, res) => {
    res.set('Cache-Control', noStore).json(await readOwnLojista({ db, userId: sessionUser(res).id }));
  });

  router.get('/lojistas/perfil', signedIn, async (_req, res) => {
    res.set('Cache-Control', noStore).json(await readProfileState({ db, user: sessionUser(res) }));
  });

  router.post('/lojistas/perfil', signedIn, async (req, res) => {
    const form = parseBody(profileCompletionSchema, req);
    const result = await completeProfile({
      db,
      env: deps.env,
      queue: deps.queue,
      logger: deps.logger,
      user: sessionUser(res),
      shop: shopFromProfileCompletion(form),
      // The profile form has no terms checkbox: acceptance is recorded where it is asked.
      hasAcceptedTerms: false,
    });
    res.status(201).json(result);
  });

  return router;
}

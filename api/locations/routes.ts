import { Router } from 'express';
import { db } from '#prisma/client.ts';
import { listCategorias, listCidades, listEstados } from './service.ts';

// Public reads of reference data. Categories change rarely, so a short cache is safe.
const cacheControl = 'public, max-age=60';
// States and cities are switched on and off in /gestao (Gestão de Localização) and the next
// /completar-perfil must offer exactly the active ones: a browser that cached the list for 60 s
// would still offer a city just switched off. So browsers revalidate every time, and the ETag
// Express sets on every JSON answer turns an unchanged list into a 304 with no body.
const locationCacheControl = 'no-cache';

export function referenceRoutes(): Router {
  const router = Router();

  router.get('/estados', async (_req, res) => {
    res.set('Cache-Control', locationCacheControl).json(await listEstados({ db }));
  });

  router.get('/estados/:sigla/cidades', async (req, res) => {
    res.set('Cache-Control', locationCacheControl).json(await listCidades({ db, sigla: req.params.sigla }));
  });

  router.get('/categorias', async (_req, res) => {
    res.set('Cache-Control', cacheControl).json(await listCategorias({ db }));
  });

  return router;
}

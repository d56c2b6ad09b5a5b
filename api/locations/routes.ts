import { Router } from 'express';
import { db } from '#prisma/client.ts';
import { listCategorias, listCidades, listEstados } from './service.ts';

// Public reads of reference data. Admins change it rarely, so a short cache is safe.
const cacheControl = 'public, max-age=60';

export function referenceRoutes(): Router {
  const router = Router();

  router.get('/estados', async (_req, res) => {
    res.set('Cache-Control', cacheControl).json(await listEstados({ db }));
  });

  router.get('/estados/:sigla/cidades', async (req, res) => {
    res.set('Cache-Control', cacheControl).json(await listCidades({ db, sigla: req.params.sigla }));
  });

  router.get('/categorias', async (_req, res) => {
    res.set('Cache-Control', cacheControl).json(await listCategorias({ db }));
  });

  return router;
}

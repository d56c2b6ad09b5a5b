import { Router } from 'express';
import { z } from 'zod';
import type { RouteDeps } from '#api/route-deps.ts';
import {
  bulkReceberMatchesSchema,
  shopFiltersSchema,
  shopListQuerySchema,
} from '#domain/admin/shop-schemas.ts';
import { shopsCsvFilename } from '#domain/admin/shops-csv.ts';
import { AppError } from '#platform/http/app-error.ts';
import { db } from '#prisma/client.ts';
import { exportShopsCsv, getShopDetails, listShops, setShopsReceiveMatches } from './shops-service.ts';

// Admin API of /gestao/lojistas (spec 001 §2.5); mounted under /api/admin, behind requireAdmin.
// export.csv and receber-matches-em-lote come before /lojistas/:id, which would swallow them.

export function shopsAdminRoutes(deps: Pick<RouteDeps, 'auth' | 'env' | 'queue' | 'logger'>): Router {
  const router = Router();

  router.get('/lojistas', async (req, res) => {
    const { page, ...filters } = shopListQuerySchema.parse(req.query);
    res.set('Cache-Control', 'no-store').json(await listShops({ db, filters, page }));
  });

  router.get('/lojistas/export.csv', async (req, res) => {
    const filters = shopFiltersSchema.parse(req.query);
    const { csv, count } = await exportShopsCsv({ db, filters });
    res
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${shopsCsvFilename(new Date())}"`,
        'Cache-Control': 'no-store',
        // The page's toast says how many shops went into the file.
        'X-Total-Count': String(count),
      })
      .send(csv);
  });

  router.post('/lojistas/receber-matches-em-lote', async (req, res) => {
    const { ids, receberMatches } = bulkReceberMatchesSchema.parse(req.body);
    res.json(await setShopsReceiveMatches({ db, ...deps, ids, receber: receberMatches }));
  });

  router.get('/lojistas/:id', async (req, res) => {
    const lojistaId = z.uuid().safeParse(req.params.id);
    if (!lojistaId.success) throw new AppError('NOT_FOUND', { message: 'Lojista não encontrado.' });
    res.set('Cache-Control', 'no-store').json(await getShopDetails({ db, lojistaId: lojistaId.data }));
  });

  return router;
}

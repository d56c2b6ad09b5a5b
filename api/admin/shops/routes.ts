import { Router } from 'express';
import type { RouteDeps } from '#api/route-deps.ts';
import {
  bulkReceberMatchesSchema,
  shopFiltersSchema,
  shopListQuerySchema,
} from '#domain/admin/shop-schemas.ts';
import { shopsCsvFilename } from '#domain/admin/shops-csv.ts';
import { parseBody, parseQuery, uuidParam } from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import { exportShopsCsv, getShopDetails, listShops, setShopsReceiveMatches } from './shops-service.ts';

// Admin API of /gestao/lojistas (spec 001 §2.5); mounted under /api/admin, behind requireAdmin.
// export.csv and receber-matches-em-lote come before /lojistas/:id, which would swallow them.

export function shopsAdminRoutes(deps: Pick<RouteDeps, 'auth' | 'env' | 'queue' | 'logger'>): Router {
  const router = Router();

  router.get('/lojistas', async (req, res) => {
    const { page, ...filters } = parseQuery(shopListQuerySchema, req);
    res.set('Cache-Control', 'no-store').json(await listShops({ db, filters, page }));
  });

  router.get('/lojistas/export.csv', async (req, res) => {
    const filters = parseQuery(shopFiltersSchema, req);
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
    const { ids, receberMatches } = parseBody(bulkReceberMatchesSchema, req);
    res.json(await setShopsReceiveMatches({ db, ...deps, ids, receber: receberMatches }));
  });

  router.get('/lojistas/:id', async (req, res) => {
    const lojistaId = uuidParam(req.params.id, 'Lojista não encontrado.');
    res.set('Cache-Control', 'no-store').json(await getShopDetails({ db, lojistaId }));
  });

  return router;
}

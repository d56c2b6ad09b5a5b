import { Router } from 'express';
import { privacyPhoneSchema } from '#domain/admin/privacy-schemas.ts';
import { parseBody, parseQuery } from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import { eraseCustomerData, exportCustomerData } from './customer-data.ts';

// /api/admin/privacidade (mounted under the admin router, so requireAdmin runs first): a
// customer's data exported as JSON, or erased, by phone. The phone travels in the query string or
// the body, never in the path: the request log hides query values, not path segments. The page
// of /gestao/privacidade checks the phone with the same schema.

export function privacyAdminRoutes(): Router {
  const router = Router();
  router.get('/privacidade/exportar', async (req, res) => {
    const { telefone } = parseQuery(privacyPhoneSchema, req);
    const data = await exportCustomerData({ db, phone: telefone });
    res.set('Cache-Control', 'no-store').attachment('dados-do-cliente.json').json(data);
  });
  router.post('/privacidade/apagar', async (req, res) => {
    const { telefone } = parseBody(privacyPhoneSchema, req);
    res.json(await eraseCustomerData({ db, phone: telefone }));
  });
  return router;
}

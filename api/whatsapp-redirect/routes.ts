import { Router } from 'express';
import { rateLimitPerAddress } from '#api/cep/rate-limit.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import { redirectAccessSchema } from '#domain/whatsapp-redirect/redirect-number.ts';
import { parseBody } from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import { findRedirectNumber, recordRedirectAccess } from './service.ts';

// /api/whatsapp-redirect: the number the /whatsapp page opens and the record of each access
// (spec 001 §2.6). Both are public; the record is rate limited per address so nobody fills the
// statistics table from a script.

export function whatsappRedirectRoutes(deps: RouteDeps): Router {
  const router = Router();
  const recordLimit = rateLimitPerAddress({
    limit: 30,
    windowMs: 60 * 1000,
    message: 'Muitos acessos a partir deste endereço. Aguarde um minuto e tente novamente.',
  });

  router.get('/whatsapp-redirect', async (_req, res) => {
    const body = await findRedirectNumber({ db, fallback: deps.env.SUPPORT_WHATSAPP, logger: deps.logger });
    // An admin's change must show on the next visit: no caching.
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.post('/whatsapp-redirect/acessos', recordLimit, async (req, res) => {
    const access = parseBody(redirectAccessSchema, req);
    // The page sends document.referrer (where the visitor came from); the Referer header of its
    // own request is the page itself, so it is only the fallback.
    const { id } = await recordRedirectAccess({
      db,
      success: access.success,
      userAgent: req.get('user-agent'),
      referrer: access.referrer || req.get('referer'),
    });
    res.status(201).json({ id });
  });

  return router;
}

import { Router } from 'express';
import { rateLimitPerAddress } from '#api/cep/rate-limit.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import { wishFormSchema, wishFromForm } from '#domain/desejos/wish-schema.ts';
import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { parseBody } from '#platform/http/parse-request.ts';
import { db } from '#prisma/client.ts';
import { createWish } from './create-wish.ts';

// /envie-seu-desejo is public: anyone may send a wish, so it is rate limited per address.

const tooMany = 'Muitos desejos enviados a partir deste endereço. Tente novamente mais tarde.';

export function desejoRoutes(deps: Pick<RouteDeps, 'env' | 'queue' | 'logger'>): Router {
  const router = Router();
  const limit = rateLimitPerAddress({ limit: 20, windowMs: 60 * 60 * 1000, message: tooMany });

  router.post('/desejos', limit, async (req, res) => {
    const form = parseBody(wishFormSchema, req);
    const result = await createWish({
      db,
      queue: deps.queue,
      logger: deps.logger,
      ttlDays: deps.env.WISH_TTL_DAYS,
      wish: wishFromForm(form),
    });
    res
      .status(201)
      .set('Cache-Control', 'no-store')
      .json({
        codigo: shortCode(result.desejo.id),
        lojasNotificadas: result.matchedShops,
      });
  });

  return router;
}

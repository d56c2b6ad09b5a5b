import { Router } from 'express';
import { requireUser, sessionUser } from '#api/auth/guards.ts';
import { parseMatchId, requireShopId } from '#api/dashboard/own-shop.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import { OFERTA_MESSAGES } from '#domain/ofertas/messages.ts';
import { offerPhotoRefSchema } from '#domain/ofertas/offer-photo.ts';
import { offerRequestSchema } from '#domain/ofertas/offer-schema.ts';
import { type ParseOptions, parseBody } from '#platform/http/parse-request.ts';
import { photoBytesOf, readPhotoBody } from '#platform/http/photo-upload.ts';
import { db } from '#prisma/client.ts';
import { createOffer } from './create-offer.ts';
import { resolveOfferPhoto, storeOfferPhoto } from './offer-photo-upload.ts';

// 'Fazer Oferta' on a card of the dashboard: 201 for a new offer; 200 for new terms (the offer
// updated) and for a repetition (the same key or the same terms again), which answers with the
// offer as the first call did.

/** A refused form answers with the first field's message (the price's first), for the toast. */
const offerProblem: ParseOptions = {
  message: ({ fields }) => fields.valorCentavos ?? Object.values(fields)[0] ?? OFERTA_MESSAGES.erroValidacao,
};

export function ofertaRoutes(deps: Pick<RouteDeps, 'auth' | 'queue' | 'logger' | 'env'>): Router {
  const router = Router();

  router.post('/dashboard/matches/:matchId/oferta', requireUser(deps.auth), async (req, res) => {
    const matchId = parseMatchId(req.params.matchId);
    const { idempotencyKey, ...offer } = parseBody(offerRequestSchema, req, offerProblem);
    const { fotoKey } = parseBody(offerPhotoRefSchema, req);
    const lojistaId = await requireShopId(db, sessionUser(res).id);
    const foto = fotoKey ? await resolveOfferPhoto({ env: deps.env, lojistaId, fotoKey }) : undefined;
    const result = await createOffer({
      db,
      queue: deps.queue,
      logger: deps.logger,
      lojistaId,
      matchId,
      offer,
      idempotencyKey,
      foto,
    });
    const { outcome, ...body } = result;
    res.status(outcome === 'criada' ? 201 : 200).json(body);
  });

  // The offer dialog's photo, uploaded before the offer names it (offer-photo-upload.ts).
  router.post('/dashboard/oferta-fotos', requireUser(deps.auth), readPhotoBody(), async (req, res) => {
    const lojistaId = await requireShopId(db, sessionUser(res).id);
    const bytes = photoBytesOf(req.body);
    res.status(201).json(await storeOfferPhoto({ env: deps.env, lojistaId, bytes }));
  });

  return router;
}

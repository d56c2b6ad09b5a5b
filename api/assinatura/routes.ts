import { type RequestHandler, Router } from 'express';
import { requireUser, sessionUser } from '#api/auth/guards.ts';
import type { RouteDeps } from '#api/route-deps.ts';
import { AppError, isAppError } from '#platform/http/app-error.ts';
import { db } from '#prisma/client.ts';
import { createCheckout, createPortal } from './checkout.ts';
import { assinaturaMessages } from './messages.ts';
import { readPlans, readSubscriptionStatus } from './read-plans.ts';
import { createStripeClient, isOnlinePaymentConfigured } from './stripe-client.ts';

// /api/assinatura: plans, Stripe checkout, customer portal and subscription status (issue 6).

/** requireUser with the page's own 401 message ('Acesso negado' on the portal, spec 000 §6). */
function signedIn(deps: RouteDeps, message?: string): RequestHandler {
  const guard = requireUser(deps.auth);
  if (!message) return guard;
  return async (req, res, next) => {
    try {
      await guard(req, res, next);
    } catch (error) {
      if (isAppError(error) && error.code === 'UNAUTHORIZED') throw new AppError('UNAUTHORIZED', { message });
      throw error;
    }
  };
}

export function assinaturaRoutes(deps: RouteDeps): Router {
  const router = Router();
  const stripe = createStripeClient(deps.env);
  const noStore = 'private, no-store';

  const requireStripe = () => {
    if (!stripe || !isOnlinePaymentConfigured(deps.env)) {
      throw new AppError('UNAVAILABLE', { message: assinaturaMessages.naoConfigurado });
    }
    return stripe;
  };

  router.get('/assinatura/planos', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(await readPlans({ db, env: deps.env }));
  });

  router.get('/assinatura/status', signedIn(deps), async (_req, res) => {
    res.set('Cache-Control', noStore).json(await readSubscriptionStatus({ db, userId: sessionUser(res).id }));
  });

  router.post(
    '/assinatura/checkout',
    signedIn(deps, assinaturaMessages.loginParaAssinar),
    async (_req, res) => {
      const client = requireStripe();
      const { url } = await createCheckout({
        db,
        stripe: client,
        env: deps.env,
        logger: deps.logger,
        userId: sessionUser(res).id,
      });
      res.set('Cache-Control', noStore).json({ url });
    },
  );

  router.post('/assinatura/portal', signedIn(deps, assinaturaMessages.acessoNegado), async (_req, res) => {
    const client = requireStripe();
    const { url } = await createPortal({
      db,
      stripe: client,
      env: deps.env,
      logger: deps.logger,
      userId: sessionUser(res).id,
    });
    res.set('Cache-Control', noStore).json({ url });
  });

  return router;
}

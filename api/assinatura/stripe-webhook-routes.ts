import express, { Router } from 'express';
import type Stripe from 'stripe';
import { AppError } from '#api/http/app-error.ts';
import type { RouteDeps } from '#api/routes.ts';
import { db } from '#prisma/client.ts';
import { assinaturaMessages } from './messages.ts';
import { createStripeClient, verifyStripeEvent } from './stripe-client.ts';
import { handleStripeEvent } from './stripe-events.ts';

// /api/stripe/webhook: mounted before express.json, the signature is over the raw body (issue 6).
// Stripe's endpoint must send checkout.session.completed, customer.subscription.created/updated/
// deleted and invoice.payment_failed. A 2xx tells Stripe to stop retrying, so an error while
// writing answers 500 and the event comes again (replays are harmless).

export function stripeWebhookRoutes(deps: RouteDeps): Router {
  const router = Router();
  const log = deps.logger.child({ module: 'stripe-webhook' });
  const stripe = createStripeClient(deps.env);

  router.post('/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const secret = deps.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) {
      log.warn('webhook do Stripe recebido sem STRIPE_WEBHOOK_SECRET configurado');
      throw new AppError('UNAVAILABLE', { message: assinaturaMessages.webhookNaoConfigurado });
    }
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event: Stripe.Event;
    try {
      event = verifyStripeEvent(body, req.get('stripe-signature'), secret);
    } catch (error) {
      log.warn({ bytes: body.length, reason: (error as Error).message }, 'webhook do Stripe recusado');
      throw new AppError('BAD_REQUEST', { message: assinaturaMessages.assinaturaInvalida });
    }
    const outcome = await handleStripeEvent({ db, stripe, logger: log, event });
    res.json({ received: true, outcome });
  });

  return router;
}

import express, { type Request, type Response, Router } from 'express';
import type Stripe from 'stripe';
import type { RouteDeps } from '#api/route-deps.ts';
import { AppError } from '#platform/http/app-error.ts';
import { createRefusalLimit, refusalLimitMessage } from '#platform/http/refusal-limit.ts';
import { db } from '#prisma/client.ts';
import { assinaturaMessages } from './messages.ts';
import { createStripeClient, verifyStripeEvent } from './stripe-client.ts';
import { handleStripeEvent } from './stripe-events.ts';

// /api/stripe/webhook: mounted before express.json, the signature is over the raw body (issue 6).
// Stripe's endpoint must send checkout.session.completed, customer.subscription.created/updated/
// deleted and invoice.payment_failed. A 2xx tells Stripe to stop retrying, so an error while
// writing answers 500 and the event comes again (replays are harmless).

/**
 * Refused POSTs (bad or missing signature, no secret configured) one address may make in a
 * minute; past that they answer 429 without a log line, so a flood of forged events writes a
 * bounded number of lines. Stripe signs every delivery: a real one is never counted.
 */
export const STRIPE_REFUSALS_PER_MINUTE = 30;

export function stripeWebhookRoutes(deps: RouteDeps): Router {
  const router = Router();
  const log = deps.logger.child({ module: 'stripe-webhook' });
  const stripe = createStripeClient(deps.env);
  const refusals = createRefusalLimit({ limit: STRIPE_REFUSALS_PER_MINUTE, windowMs: 60_000 });

  /** The error to answer a refusal with: `error`, logged, or past the allowance a 429, unlogged. */
  const refuse = (req: Request, res: Response, error: AppError, logLine: () => void): AppError => {
    const retryAfter = refusals.refuse(req.ip ?? req.socket.remoteAddress ?? 'desconhecido');
    if (retryAfter === null) {
      logLine();
      return error;
    }
    res.set('Retry-After', String(retryAfter));
    return new AppError('RATE_LIMITED', { message: refusalLimitMessage });
  };

  router.post('/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const secret = deps.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) {
      throw refuse(
        req,
        res,
        new AppError('UNAVAILABLE', { message: assinaturaMessages.webhookNaoConfigurado }),
        () => log.warn('webhook do Stripe recebido sem STRIPE_WEBHOOK_SECRET configurado'),
      );
    }
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event: Stripe.Event;
    try {
      event = verifyStripeEvent(body, req.get('stripe-signature'), secret);
    } catch (error) {
      throw refuse(
        req,
        res,
        new AppError('BAD_REQUEST', { message: assinaturaMessages.assinaturaInvalida }),
        () =>
          log.warn({ bytes: body.length, reason: (error as Error).message }, 'webhook do Stripe recusado'),
      );
    }
    const outcome = await handleStripeEvent({ db, stripe, logger: log, event });
    res.json({ received: true, outcome });
  });

  return router;
}

import { z } from 'zod';
import { defineJob } from '#platform/jobs/define-job.ts';

// The rating jobs, apart from their handlers (ask-ratings.ts) so the scheduler enqueues without them.

/** The ask's key: its job id and the outbound message's idempotency key (never sent twice). */
export const ratingAskKey = (desejoId: string) => `avaliacao:${desejoId}`;

/** Finds the wishes closed with a chosen offer a day ago and not yet asked; enqueues one ask each. */
export const sweepRatingAsksJob = defineJob({
  name: 'avaliacoes.varrer',
  schema: z.object({}),
  attempts: 3,
  backoff: { type: 'exponential', delayMs: 30_000 },
});

/** `avaliacao_pedido` to the customer of one wish. */
export const askRatingJob = defineJob({
  name: 'avaliacoes.pedir',
  schema: z.object({ desejoId: z.uuid() }),
  attempts: 8,
  backoff: { type: 'exponential', delayMs: 5_000 },
});

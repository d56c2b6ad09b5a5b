import { z } from 'zod';
import { defineJob } from '#platform/jobs/define-job.ts';

// The webhook's job, apart from its handler (webhook-job.ts): the route and the inbox replayer
// enqueue it without importing the inbound pipeline.

export const ATTEMPTS = 8;

export const whatsappWebhookJob = defineJob({
  name: 'whatsapp.webhook',
  // The raw body, checked for the envelope when acknowledged.
  schema: z.object({ body: z.string() }),
  attempts: ATTEMPTS,
  backoff: { type: 'exponential', delayMs: 1000 },
});

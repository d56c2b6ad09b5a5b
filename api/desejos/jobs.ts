import { z } from 'zod';
import { defineJob } from '#platform/jobs/define-job.ts';

// The wishes' jobs, apart from their handlers (lifecycle.ts) so a scheduler enqueues without them.

export const expireWishesJob = defineJob({
  name: 'desejos.expirar',
  schema: z.object({}),
  attempts: 3,
  backoff: { type: 'exponential', delayMs: 30_000 },
});

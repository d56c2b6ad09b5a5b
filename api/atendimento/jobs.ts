import { z } from 'zod';
import { defineJob } from '#platform/jobs/define-job.ts';

// Human mode's sweep, apart from its handler (human-mode-sweep.ts) so a scheduler enqueues without it.

export const humanModeSweepJob = defineJob({
  name: 'atendimento.devolver-ao-bot',
  // The hours travel in the payload, as configured by the process that scheduled the sweep.
  schema: z.object({ timeoutHours: z.number().positive() }),
  attempts: 3,
  backoff: { type: 'exponential', delayMs: 30_000 },
});

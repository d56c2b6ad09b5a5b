import { z } from 'zod';
import { defineJob } from '#platform/jobs/define-job.ts';

// The privacy jobs, apart from their handlers (retention.ts, erase-after-turn.ts, media-purge.ts).

export const retentionJob = defineJob({
  name: 'privacidade.retencao',
  // The days travel in the payload, as configured by the process that scheduled the sweep.
  schema: z.object({ retentionDays: z.number().int().min(0) }),
  attempts: 3,
  backoff: { type: 'exponential', delayMs: 30_000 },
});

export const eraseConversationJob = defineJob({
  name: 'privacidade.apagar-conversa',
  schema: z.object({ phone: z.string().regex(/^\d{8,20}$/) }),
  attempts: 8,
  backoff: { type: 'exponential', delayMs: 2_000 },
});

export const mediaPurgeJob = defineJob({
  name: 'privacidade.apagar-midias',
  schema: z.object({}),
  // A key that fails stays queued for the next run: retrying the whole sweep adds nothing.
  attempts: 1,
});

import type { JobDefinition } from '#api/jobs/define-job.ts';
import { whatsappWebhookJob } from './webhook-job.ts';

export const webhookJobs: JobDefinition[] = [whatsappWebhookJob];

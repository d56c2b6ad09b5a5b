import type { JobDefinition } from '#platform/jobs/define-job.ts';
import { whatsappWebhookJob } from './webhook-job.ts';

export const webhookJobs: JobDefinition[] = [whatsappWebhookJob];

import type { JobDefinition } from '#platform/jobs/define-job.ts';
import { conversationJobs } from './conversation/jobs.ts';
import { outboundJobs } from '#whatsapp/jobs.ts';
import { webhookJobs } from './webhook/jobs.ts';

/** Jobs of the general queue added by the bot (webhook payloads, outbound deliveries). */
export const botJobs: JobDefinition[] = [...webhookJobs, ...outboundJobs];

/** Jobs of the conversations queue (turns). */
export { conversationJobs };

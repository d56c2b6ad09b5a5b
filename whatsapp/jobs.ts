import type { JobDefinition } from '#platform/jobs/define-job.ts';
import { deliverJob } from './deliver-job.ts';

export const outboundJobs: JobDefinition[] = [deliverJob];

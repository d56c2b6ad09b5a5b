import type { JobDefinition } from '#api/jobs/define-job.ts';
import { deliverJob } from './deliver-job.ts';

export const outboundJobs: JobDefinition[] = [deliverJob];

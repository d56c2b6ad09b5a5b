import type { JobDefinition } from '#api/jobs/define-job.ts';

export const conversationJobs: JobDefinition[] = [];

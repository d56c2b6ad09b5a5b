import type { JobDefinition } from '#platform/jobs/define-job.ts';
import { conversationTurnJob } from './turn-job.ts';

export const conversationJobs: JobDefinition[] = [conversationTurnJob];

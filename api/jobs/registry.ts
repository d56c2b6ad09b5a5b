import { botJobs } from '#bot/jobs.ts';
import { expireWishesJob } from '../desejos/lifecycle.ts';
import { sendMailJob } from '../mail/send-mail-job.ts';
import { notificationJobs } from '../notifications/jobs.ts';
import { eraseConversationJob } from '../privacidade/erase-after-turn.ts';
import { retentionJob } from '../privacidade/retention.ts';
import type { JobDefinition } from './define-job.ts';

// Every job the worker runs; each feature adds the definitions from its *.job.ts files here.
export const jobDefinitions: JobDefinition[] = [
  sendMailJob,
  ...notificationJobs,
  expireWishesJob,
  retentionJob,
  eraseConversationJob,
  ...botJobs,
];

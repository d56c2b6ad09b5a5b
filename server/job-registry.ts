import { botJobs } from '#bot/jobs.ts';
import { expireWishesJob } from '#api/desejos/lifecycle.ts';
import { sendMailJob } from '#api/mail/send-mail-job.ts';
import { notificationJobs } from '#api/notifications/jobs.ts';
import { eraseConversationJob } from '#api/privacidade/erase-after-turn.ts';
import { retentionJob } from '#api/privacidade/retention.ts';
import type { JobDefinition } from '#platform/jobs/define-job.ts';

// Every job the worker runs; each feature adds the definitions from its *.job.ts files here.
export const jobDefinitions: JobDefinition[] = [
  sendMailJob,
  ...notificationJobs,
  expireWishesJob,
  retentionJob,
  eraseConversationJob,
  ...botJobs,
];

import { z } from 'zod';
import { defineJob } from '#platform/jobs/define-job.ts';
import type { EnqueueOptions, JobQueue } from '#platform/jobs/job-queue.ts';
import type { MailContent } from './templates.ts';

// Every e-mail leaves through this job, never from the request that caused it: an SMTP outage
// then delays the message (retried with backoff for about an hour and a half) instead of failing
// the sign-up or the password reset that asked for it. The handler is send-mail-handler.ts.

const mailSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
});

export type MailPayload = z.infer<typeof mailSchema>;

export const sendMailJob = defineJob({
  name: 'mail.send',
  schema: mailSchema,
  attempts: 10,
  backoff: { type: 'exponential', delayMs: 10_000 },
});

/** Queues one e-mail; `jobId` makes a repeat of the same message a no-op while it is retained. */
export function enqueueMail(
  queue: JobQueue,
  to: string,
  content: MailContent,
  options?: EnqueueOptions,
): Promise<string> {
  return queue.enqueue(sendMailJob, { to, ...content }, options);
}

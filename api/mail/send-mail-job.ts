import { z } from 'zod';
import { loadEnv } from '#platform/config/env.ts';
import { defineJob, PermanentJobError } from '#platform/jobs/define-job.ts';
import type { EnqueueOptions, JobQueue } from '#platform/jobs/job-queue.ts';
import { createMailer, type Mailer } from './mailer.ts';
import type { MailContent } from './templates.ts';

// Every e-mail leaves through this job, never from the request that caused it: an SMTP outage
// then delays the message (retried with backoff for about an hour and a half) instead of failing
// the sign-up or the password reset that asked for it.

const mailSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
});

export type MailPayload = z.infer<typeof mailSchema>;

let mailer: Mailer | undefined;

// SMTP replies that no retry will change: mailbox unknown or refused, bad address syntax.
const permanentSmtpCodes = new Set([501, 550, 551, 553]);

export const sendMailJob = defineJob({
  name: 'mail.send',
  schema: mailSchema,
  attempts: 10,
  backoff: { type: 'exponential', delayMs: 10_000 },
  async handler(payload, ctx) {
    mailer ??= createMailer(loadEnv());
    try {
      await mailer.send(payload);
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      if (code && permanentSmtpCodes.has(code)) {
        throw new PermanentJobError(`servidor de e-mail recusou o destinatário (SMTP ${code})`, {
          cause: error,
        });
      }
      throw error;
    }
    // The subject only: the address and the body are personal data (and may hold a link with a token).
    ctx.logger.info({ subject: payload.subject }, 'e-mail enviado');
  },
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

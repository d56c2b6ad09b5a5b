import { loadEnv } from '#platform/config/env.ts';
import { type JobHandler, PermanentJobError } from '#platform/jobs/define-job.ts';
import { createMailer, type Mailer } from './mailer.ts';
import type { sendMailJob } from './send-mail-job.ts';

let mailer: Mailer | undefined;

// SMTP replies that no retry will change: mailbox unknown or refused, bad address syntax.
const permanentSmtpCodes = new Set([501, 550, 551, 553]);

export const handleSendMail: JobHandler<typeof sendMailJob> = async (payload, ctx) => {
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
};

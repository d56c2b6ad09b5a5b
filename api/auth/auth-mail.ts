import type { Env } from '#platform/config/env.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { enqueueMail } from '../mail/send-mail-job.ts';
import { accountExistsMail, confirmationMail, recoveryMail, siteUrl } from '../mail/templates.ts';

// The e-mails better-auth asks for, built from our templates and queued (never sent inline).
//
// The links are ours, not the `url` better-auth offers: the confirmation always returns to
// /email-confirmado and the recovery always lands on the dashboard, whatever callbackURL a client
// sent. Both go through better-auth first, which checks the token:
// - confirmation: GET /api/auth/verify-email?token=… marks the e-mail verified, signs the user in
//   (autoSignInAfterVerification) and redirects to /email-confirmado (with `?error=TOKEN_EXPIRED`
//   or `?error=INVALID_TOKEN` when the link is stale);
// - recovery: GET /api/auth/reset-password/<token> redirects to
//   /minha-conta/dashboard?trocar-senha=true&token=<token> (or `&error=INVALID_TOKEN`). There is
//   no session at that point: the page must read `token` before any redirect to login, ask for
//   the new password and POST /api/auth/reset-password { newPassword, token }.

export type AuthMailEnv = Pick<Env, 'PUBLIC_URL' | 'PORT' | 'PRODUCT_NAME'>;

export const emailConfirmedPath = '/email-confirmado';
export const passwordResetPath = '/minha-conta/dashboard?trocar-senha=true';
export const loginPath = '/lojista/auth';

type MailUser = { id: string; email: string; name?: string | null };

/** Where better-auth is served: the site's origin plus /api/auth (see createAuth's baseURL). */
export function authBaseUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
  return `${origin}/api/auth`;
}

export function confirmationLink(env: AuthMailEnv, token: string): string {
  const callback = encodeURIComponent(siteUrl(env, emailConfirmedPath));
  return `${authBaseUrl(env)}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${callback}`;
}

export function recoveryLink(env: AuthMailEnv, token: string): string {
  const callback = encodeURIComponent(siteUrl(env, passwordResetPath));
  return `${authBaseUrl(env)}/reset-password/${encodeURIComponent(token)}?callbackURL=${callback}`;
}

export function createAuthMail({ env, queue }: { env: AuthMailEnv; queue: JobQueue }) {
  const productName = env.PRODUCT_NAME;
  return {
    async sendConfirmation(user: MailUser, token: string) {
      const mail = confirmationMail({
        productName,
        name: user.name,
        confirmUrl: confirmationLink(env, token),
      });
      await enqueueMail(queue, user.email, mail);
    },

    async sendRecovery(user: MailUser, token: string) {
      const mail = recoveryMail({ productName, name: user.name, resetUrl: recoveryLink(env, token) });
      await enqueueMail(queue, user.email, mail);
    },

    /** At most one an hour per account, however often someone retries the sign-up. */
    async sendAccountExists(user: MailUser) {
      const mail = accountExistsMail({ productName, name: user.name, loginUrl: siteUrl(env, loginPath) });
      const hour = Math.floor(Date.now() / 3_600_000);
      await enqueueMail(queue, user.email, mail, { jobId: `account-exists:${user.id}:${hour}` });
    },
  };
}

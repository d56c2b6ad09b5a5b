import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '#platform/config/env.ts';

// Outgoing e-mail: SMTP when SMTP_URL is set; otherwise each message is written as JSON to
// <DATA_DIR>/outbox, so a local install and the tests can read confirmation and recovery links
// without a mail server. Callers send through the job queue, so a failure here is retried.

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type OutboxMail = MailMessage & { from: string; sentAt: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

export type MailEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;

export function outboxDir(env: Pick<Env, 'DATA_DIR'>): string {
  return resolve(env.DATA_DIR, 'outbox');
}

export function createMailer(env: MailEnv): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: env.MAIL_FROM, ...message });
      },
    };
  }
  const dir = outboxDir(env);
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const file = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`;
      const mail: OutboxMail = { from: env.MAIL_FROM, sentAt, ...message };
      await writeFile(join(dir, file), `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
    },
  };
}

/** The outbox's messages, oldest first (file names start with the send time). */
export async function readOutbox(env: Pick<Env, 'DATA_DIR'>): Promise<OutboxMail[]> {
  const dir = outboxDir(env);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxMail));
}

import { afterAll, describe, expect, it } from 'vitest';
import { JobPayloadError } from '#platform/jobs/define-job.ts';
import { generalJobs } from '#server/job-registry.ts';
import { startTestQueue, testAuthEnv, uniqueEmail } from '../auth/auth-test-client.ts';
import { handleSendMail } from './send-mail-handler.ts';
import { enqueueMail, sendMailJob } from './send-mail-job.ts';
import { confirmationMail } from './templates.ts';
import { waitForMail } from './test-outbox.ts';

const queue = await startTestQueue();
const env = testAuthEnv();
afterAll(() => queue.close());

describe('mail.send job', () => {
  it('is registered, so the worker runs it', () => {
    expect(generalJobs).toContainEqual(
      expect.objectContaining({ name: sendMailJob.name, handler: handleSendMail }),
    );
    expect(sendMailJob.attempts).toBeGreaterThan(1);
  });

  it('delivers a queued e-mail through the mailer (the outbox without SMTP_URL)', async () => {
    const to = uniqueEmail('fila');
    const content = confirmationMail({ productName: 'Desejo Teste', confirmUrl: 'http://localhost:3000/x' });
    await enqueueMail(queue, to, content);
    const mail = await waitForMail(env, to);
    expect(mail).toMatchObject({ to, subject: content.subject, text: content.text, html: content.html });
  });

  it('refuses at enqueue a message without a valid recipient or body', async () => {
    await expect(enqueueMail(queue, 'sem-arroba', { subject: 'Oi', text: 'Olá', html: '' })).rejects.toThrow(
      JobPayloadError,
    );
    await expect(
      queue.enqueue(sendMailJob, { to: 'a@exemplo.com.br', subject: '', text: '' }),
    ).rejects.toThrow(JobPayloadError);
  });
});

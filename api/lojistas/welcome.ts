import { enqueueMail } from '#api/mail/send-mail-job.ts';
import { siteUrl, welcomeMail } from '#api/mail/templates.ts';
import type { Env } from '#platform/config/env.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import type { LojistaView } from './lojista-data.ts';

// The welcome after a profile is completed (spec 000 §7 enviar-boas-vindas). Only the e-mail for
// now: the WhatsApp welcome joins here (a `whatsapp.welcome` job) once a WhatsApp sender exists.
// Enqueued after the commit, keyed by the shop id so it goes out once; a failure is logged and
// never undoes the registration.

export type MailEnv = Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'PORT'>;

export async function enqueueWelcome(options: {
  env: MailEnv;
  queue: JobQueue;
  logger: Logger;
  lojista: Pick<LojistaView, 'id' | 'email' | 'nome_loja' | 'nome_responsavel'>;
}): Promise<boolean> {
  const { env, lojista } = options;
  try {
    const content = welcomeMail({
      productName: env.PRODUCT_NAME,
      name: lojista.nome_responsavel,
      nomeLoja: lojista.nome_loja,
      dashboardUrl: siteUrl(env, '/minha-conta/dashboard'),
    });
    await enqueueMail(options.queue, lojista.email, content, { jobId: `boas-vindas:${lojista.id}` });
    return true;
  } catch (error) {
    options.logger.error({ err: error, lojistaId: lojista.id }, 'boas-vindas do lojista não enfileiradas');
    return false;
  }
}

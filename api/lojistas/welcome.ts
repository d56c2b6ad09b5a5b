import { enqueueMail } from '#api/mail/send-mail-job.ts';
import { siteUrl, welcomeMail } from '#api/mail/templates.ts';
import { enqueueShopAccountNotice } from '#api/notifications/shop-account-jobs.ts';
import type { Env } from '#platform/config/env.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import type { LojistaView } from './lojista-data.ts';

// The welcome after a profile is completed (spec 000 §7 enviar-boas-vindas): the e-mail and the
// lojista_boas_vindas WhatsApp template to the shop's whatsapp_loja. Both enqueued after the
// commit, keyed by the shop id so each goes out once; a failure is logged and never undoes the
// registration.

export type MailEnv = Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'PORT'>;

export async function enqueueWelcome(options: {
  env: MailEnv;
  queue: JobQueue;
  logger: Logger;
  lojista: Pick<LojistaView, 'id' | 'email' | 'nome_loja' | 'nome_responsavel'>;
}): Promise<boolean> {
  const { env, lojista } = options;
  // Apart from the e-mail: neither waits for, nor is lost with, the other.
  await enqueueShopAccountNotice({ ...options, lojistaId: lojista.id, aviso: 'boas_vindas' });
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

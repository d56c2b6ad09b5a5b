import type { MailEnv } from '#api/lojistas/welcome.ts';
import { enqueueMail } from '#api/mail/send-mail-job.ts';
import { credentialsMail, siteUrl } from '#api/mail/templates.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';

// The e-mail with a quick registration's login and temporary password (spec 001 §7,
// enviar-credenciais-evento). The password is never logged, only the shop id is; it does travel
// in the mail job's payload until the job has sent it.

export async function enqueueCredentials(options: {
  env: MailEnv;
  queue: JobQueue;
  logger: Logger;
  lojista: { id: string; email: string; nome_loja: string; nome_responsavel: string | null };
  senhaTemporaria: string;
}): Promise<boolean> {
  const { env, lojista } = options;
  try {
    const content = credentialsMail({
      productName: env.PRODUCT_NAME,
      name: lojista.nome_responsavel,
      nomeLoja: lojista.nome_loja,
      email: lojista.email,
      temporaryPassword: options.senhaTemporaria,
      loginUrl: siteUrl(env, '/lojista/auth'),
    });
    await enqueueMail(options.queue, lojista.email, content);
    return true;
  } catch (error) {
    options.logger.error(
      { err: error, lojistaId: lojista.id },
      'credenciais do cadastro rápido não enfileiradas',
    );
    return false;
  }
}

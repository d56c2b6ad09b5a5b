import { enqueueMail } from '#api/mail/send-mail-job.ts';
import { approvalMail, siteUrl } from '#api/mail/templates.ts';
import { enqueueShopAccountNotice } from '#api/notifications/shop-account-jobs.ts';
import type { Env } from '#platform/config/env.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { activateCidadeOfShop, findShopForApproval, setReceberMatches } from './shops-data.ts';

// DECISIONS.md: switching receber_matches on in /gestao/lojistas is the approval of a new shop,
// and only the first approval e-mails the shop and tells it on WhatsApp (lojista_aprovado). Both go
// out after the write, keyed by the shop, so a retried request or a second admin never sends them
// twice. Every switch on also switches
// the shop's city on ("Cities": the product operates where a shop is approved), in the same
// transaction, unless an admin switched that city off.

export async function setShopReceivesMatches(deps: {
  db: Db;
  queue: JobQueue;
  logger: Logger;
  env: Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'PORT'>;
  lojistaId: string;
  receber: boolean;
}): Promise<{ receberMatches: boolean; primeiraAprovacao: boolean }> {
  const shop = await findShopForApproval(deps.db, deps.lojistaId);
  if (!shop) throw new AppError('NOT_FOUND', { message: 'Lojista não encontrado.' });
  const { primeiraAprovacao, cidadeAtivada } = await deps.db.$transaction(async (tx) => ({
    primeiraAprovacao: await setReceberMatches(tx, shop.id, deps.receber),
    cidadeAtivada: deps.receber ? await activateCidadeOfShop(tx, shop.id) : undefined,
  }));
  if (cidadeAtivada) {
    deps.logger.info(
      { lojistaId: shop.id, cidadeId: cidadeAtivada.id },
      'cidade ativada pela aprovação de um lojista',
    );
  }
  if (primeiraAprovacao) {
    const content = approvalMail({
      productName: deps.env.PRODUCT_NAME,
      name: shop.nome_responsavel,
      nomeLoja: shop.nome_loja,
      dashboardUrl: siteUrl(deps.env, '/minha-conta/dashboard'),
    });
    try {
      await enqueueMail(deps.queue, shop.email, content, { jobId: `aprovacao:${shop.id}` });
    } catch (error) {
      // The approval stands: the shop already receives opportunities; the e-mail is a courtesy.
      deps.logger.error({ err: error, lojistaId: shop.id }, 'e-mail de aprovação não enfileirado');
    }
    await enqueueShopAccountNotice({ ...deps, lojistaId: shop.id, aviso: 'aprovacao' });
  }
  return { receberMatches: deps.receber, primeiraAprovacao };
}

import { enqueueMail } from '#api/mail/send-mail-job.ts';
import type { ErrorReport } from '#domain/ofertas/error-report-schema.ts';
import { RELATORIO_MESSAGES as M } from '#domain/ofertas/messages.ts';
import type { Env } from '#platform/config/env.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { findReporterShop, insertErrorReport } from './report-data.ts';
import { errorReportMail } from './report-mail.ts';

// 'Reportar Problema' (spec 000 §7 enviar-relatorio-erro): the report is stored with who sent it,
// the page and the browser (listed in /gestao), then e-mailed to SUPPORT_EMAIL through the queue. The stored row is the
// record: a queue failure is logged and the report still counts as sent.

const USER_AGENT_MAX = 500;

export async function sendErrorReport(options: {
  db: Db;
  env: Pick<Env, 'SUPPORT_EMAIL' | 'PRODUCT_NAME'>;
  queue: JobQueue;
  logger: Logger;
  user: { id: string; email: string };
  report: ErrorReport;
  userAgent: string | undefined;
}) {
  const { db, report, user } = options;
  const shop = await findReporterShop(db, user.id);
  const facts = {
    titulo: report.titulo,
    descricao: report.descricao,
    passos: report.passos ?? null,
    lojistaId: shop?.id ?? null,
    lojistaEmail: shop?.email ?? user.email,
    lojistaNome: shop?.nome_loja ?? null,
    userAgent: options.userAgent?.slice(0, USER_AGENT_MAX) || null,
    url: report.url ?? null,
  };
  const stored = await insertErrorReport(db, facts);
  try {
    await enqueueMail(
      options.queue,
      options.env.SUPPORT_EMAIL,
      errorReportMail({ productName: options.env.PRODUCT_NAME, id: stored.id, ...facts }),
      { jobId: `relatorio-erro:${stored.id}` },
    );
  } catch (error) {
    options.logger.error(
      { err: error, relatorioId: stored.id },
      'e-mail do relatório de erro não enfileirado',
    );
  }
  return { message: M.enviado, detalhe: M.enviadoDetalhe, id: stored.id };
}

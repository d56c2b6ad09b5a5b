import type { Db } from '#prisma/client.ts';
import { findNewestErrorReports } from './error-reports-data.ts';

// Relatórios de Problemas in /gestao: the 'Reportar Problema' reports, also e-mailed to
// SUPPORT_EMAIL (api/relatorios), so none is lost to a mailbox nobody reads.

export const ERROR_REPORTS_SHOWN = 50;

export async function listErrorReports(options: { db: Db }) {
  const rows = await findNewestErrorReports(options.db, ERROR_REPORTS_SHOWN);
  return {
    relatorios: rows.map((row) => ({
      id: row.id,
      titulo: row.titulo,
      descricao: row.descricao,
      passos: row.passos,
      pagina: row.url,
      lojistaNome: row.lojista_nome,
      lojistaEmail: row.lojista_email,
      createdAt: row.created_at,
    })),
  };
}

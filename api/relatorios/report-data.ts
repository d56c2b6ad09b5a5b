import { findShopOfUser } from '#api/lojistas/lojista-data.ts';
import type { DbClient } from '#prisma/client.ts';

// error_reports rows, and who sent them.

export function findReporterShop(db: DbClient, userId: string) {
  return findShopOfUser(db, userId, { id: true, email: true, nome_loja: true });
}

export function insertErrorReport(
  db: DbClient,
  row: {
    titulo: string;
    descricao: string;
    passos: string | null;
    lojistaId: string | null;
    lojistaEmail: string;
    lojistaNome: string | null;
    userAgent: string | null;
    url: string | null;
  },
) {
  return db.errorReport.create({
    data: {
      titulo: row.titulo,
      descricao: row.descricao,
      passos: row.passos,
      lojista_id: row.lojistaId,
      lojista_email: row.lojistaEmail,
      lojista_nome: row.lojistaNome,
      user_agent: row.userAgent,
      url: row.url,
    },
    select: { id: true, created_at: true },
  });
}

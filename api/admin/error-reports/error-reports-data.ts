import type { Db } from '#prisma/client.ts';

// error_reports as /gestao lists them: newest first, what the shop wrote and how to reach it.

export function findNewestErrorReports(db: Db, take: number) {
  return db.errorReport.findMany({
    orderBy: { created_at: 'desc' },
    take,
    select: {
      id: true,
      titulo: true,
      descricao: true,
      passos: true,
      url: true,
      lojista_nome: true,
      lojista_email: true,
      created_at: true,
    },
  });
}

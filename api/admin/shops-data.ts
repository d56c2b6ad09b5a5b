import type { Db } from '#prisma/client.ts';

// Prisma reads and writes of the admin's shop management.

export function findShopForApproval(db: Db, id: string) {
  return db.lojista.findUnique({
    where: { id },
    select: { id: true, email: true, nome_loja: true, nome_responsavel: true, aprovado_em: true },
  });
}

/**
 * Switches receber_matches; the first switch on also stamps aprovado_em, in the same statement, so
 * two admins approving at once stamp it once. Returns whether this call was the first approval.
 */
export async function setReceberMatches(db: Db, id: string, receber: boolean): Promise<boolean> {
  if (!receber) {
    await db.lojista.update({ where: { id }, data: { receber_matches: false } });
    return false;
  }
  const first = await db.lojista.updateMany({
    where: { id, aprovado_em: null },
    data: { receber_matches: true, aprovado_em: new Date() },
  });
  if (first.count === 1) return true;
  await db.lojista.update({ where: { id }, data: { receber_matches: true } });
  return false;
}

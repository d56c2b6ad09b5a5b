import type { DbClient } from '#prisma/client.ts';

// The shop's own pause (lojistas.pausado_pela_loja), apart from the admin's receber_matches.

const pauseSelect = {
  receber_matches: true,
  pausado_pela_loja: true,
  pausa_alterada_em: true,
  pausa_alterada_por: true,
} as const;

export function findShopPause(db: DbClient, lojistaId: string) {
  return db.lojista.findUnique({ where: { id: lojistaId }, select: pauseSelect });
}

/** Sets the pause only when it changes, so the stamp says when it really changed. */
export async function setShopPause(
  db: DbClient,
  change: { lojistaId: string; paused: boolean; by: string; at: Date },
) {
  await db.lojista.updateMany({
    where: { id: change.lojistaId, pausado_pela_loja: !change.paused },
    data: { pausado_pela_loja: change.paused, pausa_alterada_em: change.at, pausa_alterada_por: change.by },
  });
  return findShopPause(db, change.lojistaId);
}

import { AppError } from '#platform/http/app-error.ts';
import type { DbClient } from '#prisma/client.ts';
import { findShopPause, setShopPause } from './pause-data.ts';

// A shop stops and resumes its opportunities itself ("pausar" / "voltar" on WhatsApp). This is
// its own switch: receber_matches stays the admin's approval or block (DECISIONS.md), so a shop
// whose admin blocked it that says "voltar" is unpaused but still receives nothing, and is told.

export type ShopPause = {
  pausada: boolean;
  /** The admin's side: approved (receber_matches on). Matching needs it and no pause. */
  aprovada: boolean;
  /** The call changed nothing. */
  semMudanca: boolean;
  alteradaEm: Date | null;
  alteradaPor: string | null;
};

export async function setShopPaused(options: {
  db: DbClient;
  lojistaId: string;
  paused: boolean;
  /** Who asked: "whatsapp:<number>" from the bot, so /gestao can tell it from an admin. */
  by: string;
  now: Date;
}): Promise<ShopPause> {
  const { db, lojistaId, paused, by, now } = options;
  const before = await findShopPause(db, lojistaId);
  if (!before) throw new AppError('NOT_FOUND', { message: 'Loja não encontrada.' });
  const after = await setShopPause(db, { lojistaId, paused, by, at: now });
  if (!after) throw new AppError('NOT_FOUND', { message: 'Loja não encontrada.' });
  return {
    pausada: after.pausado_pela_loja,
    aprovada: after.receber_matches,
    semMudanca: before.pausado_pela_loja === paused,
    alteradaEm: after.pausa_alterada_em,
    alteradaPor: after.pausa_alterada_por,
  };
}

/** Whether the shop paused itself, and whether an admin approved it. */
export async function readShopPause(options: { db: DbClient; lojistaId: string }) {
  const row = await findShopPause(options.db, options.lojistaId);
  return { pausada: row?.pausado_pela_loja === true, aprovada: row?.receber_matches === true };
}

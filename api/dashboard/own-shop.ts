import { findLojistaIdByUserId } from '#api/lojistas/lojista-data.ts';
import { lojistaMessages } from '#api/lojistas/messages.ts';
import { OFERTA_MESSAGES } from '#domain/ofertas/messages.ts';
import { AppError } from '#platform/http/app-error.ts';
import { uuidParam } from '#platform/http/parse-request.ts';
import type { DbClient } from '#prisma/client.ts';

// The tenant of every dashboard request: the signed-in user's shop. Every read and write below
// is scoped by the id this returns.

export async function requireShopId(db: DbClient, userId: string): Promise<string> {
  const shop = await findLojistaIdByUserId(db, userId);
  if (!shop) throw new AppError('NOT_FOUND', { message: lojistaMessages.lojistaNaoEncontrado });
  return shop.id;
}

export function matchNotFound(): AppError {
  return new AppError('NOT_FOUND', { message: OFERTA_MESSAGES.oportunidadeNaoEncontrada });
}

/** A match id from the URL; anything that is not a uuid cannot be one of the shop's matches. */
export function parseMatchId(value: unknown): string {
  return uuidParam(value, OFERTA_MESSAGES.oportunidadeNaoEncontrada);
}

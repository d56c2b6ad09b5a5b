import type { DbClient } from '#prisma/client.ts';

// The reads the tools need that no marketplace service offers: a wish or a match found by the
// short code within what the conversation's party may see, and a wish's offers.

type Range = { gte: string; lte: string };

/** The customer's wishes whose id falls in the code's range, newest first. */
export function findCustomerWishes(db: DbClient, whatsappCliente: string, range: Range) {
  return db.desejo.findMany({
    where: { id: range, whatsapp_cliente: whatsappCliente },
    orderBy: { created_at: 'desc' },
    take: 2,
    select: { id: true, status: true, produto_desejado: true, expires_at: true },
  });
}

/** The customer's newest open wish. */
export function findNewestOpenWish(db: DbClient, whatsappCliente: string) {
  return db.desejo.findFirst({
    where: { whatsapp_cliente: whatsappCliente, status: 'aberto' },
    orderBy: { created_at: 'desc' },
    select: { id: true, status: true, produto_desejado: true, expires_at: true },
  });
}

export function listMatchIdsOfWish(db: DbClient, desejoId: string) {
  return db.match
    .findMany({ where: { desejo_id: desejoId }, select: { id: true }, orderBy: { created_at: 'asc' } })
    .then((rows) => rows.map((row) => row.id));
}

/** The wish's offers that still stand (the latest of each shop, the one its match points at). */
export function listOffersOfWish(db: DbClient, desejoId: string) {
  return db.oferta.findMany({
    where: { id_desejo: desejoId, matchAtual: { isNot: null } },
    orderBy: [{ valor: 'asc' }, { created_at: 'asc' }],
    select: {
      id: true,
      valor: true,
      condicoes_pagamento: true,
      prazo_entrega: true,
      validade: true,
      observacoes: true,
      status: true,
      created_at: true,
      lojista: { select: { nome_loja: true, whatsapp_loja: true } },
    },
  });
}

export type WishOffer = Awaited<ReturnType<typeof listOffersOfWish>>[number];

/** This shop's matches for wishes whose id falls in the code's range. */
export function findShopMatchesByCode(db: DbClient, lojistaId: string, range: Range) {
  return db.match.findMany({
    where: { lojista_id: lojistaId, desejo_id: range },
    orderBy: { created_at: 'desc' },
    take: 2,
    select: { id: true, status: true, desejo: { select: { id: true, produto_desejado: true } } },
  });
}

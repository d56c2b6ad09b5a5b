import type { Prisma } from '#prisma/client.ts';

// The writes of an offer, all inside the caller's transaction (spec 000 §7 Writes): the offer,
// the match pointing at it, and the shop's history row.

export const ofertaSelect = {
  id: true,
  id_desejo: true,
  lojista_id: true,
  valor: true,
  descricao: true,
  condicoes_pagamento: true,
  prazo_entrega: true,
  validade: true,
  observacoes: true,
  status: true,
  origem: true,
  created_at: true,
} satisfies Prisma.OfertaSelect;

export type NewOferta = {
  desejoId: string;
  lojistaId: string;
  matchId: string;
  /** Decimal text, e.g. '1200.00'. */
  valor: string;
  descricao: string;
  condicoesPagamento: string;
  prazoEntrega: string;
  validade: string;
  observacoes: string | null;
  origem: 'site' | 'whatsapp';
  /** The bot's key for this offer (tools/effect-keys.ts); null from the site. */
  idempotencyKey?: string | null;
};

/** The offer a bot turn already made under this key. */
export function findOfertaByIdempotencyKey(tx: Prisma.TransactionClient, idempotencyKey: string) {
  return tx.oferta.findUnique({ where: { idempotency_key: idempotencyKey }, select: ofertaSelect });
}

export async function insertOferta(tx: Prisma.TransactionClient, row: NewOferta) {
  const oferta = await tx.oferta.create({
    data: {
      id_desejo: row.desejoId,
      lojista_id: row.lojistaId,
      valor: row.valor,
      descricao: row.descricao,
      condicoes_pagamento: row.condicoesPagamento,
      prazo_entrega: row.prazoEntrega,
      validade: row.validade,
      observacoes: row.observacoes,
      status: 'pendente',
      origem: row.origem,
      idempotency_key: row.idempotencyKey ?? null,
    },
    select: ofertaSelect,
  });
  await tx.match.update({
    where: { id: row.matchId },
    data: { status: 'com_oferta', oferta_id: oferta.id },
    select: { id: true },
  });
  await tx.lojistaOfertaHistorico.create({
    data: {
      lojista_id: row.lojistaId,
      match_id: row.matchId,
      oferta_id: oferta.id,
      data_oferta: oferta.created_at,
    },
    select: { id: true },
  });
  return oferta;
}

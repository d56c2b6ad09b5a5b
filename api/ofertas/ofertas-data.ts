import type { DbClient, Prisma } from '#prisma/client.ts';

// The writes of an offer, all inside the caller's transaction (spec 000 §7 Writes): the offer,
// the match pointing at it, the shop's history row, and the submission's idempotency key. A shop
// has one offer per wish (ofertas unique on id_desejo + lojista_id): a change of price or terms
// updates that row and counts a new version.

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
  versao: true,
  foto_key: true,
  foto_mime_type: true,
  created_at: true,
  updated_at: true,
} satisfies Prisma.OfertaSelect;

export type OfertaRow = Prisma.OfertaGetPayload<{ select: typeof ofertaSelect }>;

/** What the shop offers: the fields a change compares and writes. */
export type OfertaTerms = {
  /** Decimal text, e.g. '1200.00'. */
  valor: string;
  descricao: string;
  condicoesPagamento: string;
  prazoEntrega: string;
  validade: string;
  observacoes: string | null;
  /** The shop's photo of it (media-store key); undefined keeps the one stored. */
  foto?: { key: string; mimeType: string };
};

export type NewOferta = OfertaTerms & {
  desejoId: string;
  lojistaId: string;
  matchId: string;
  origem: 'site' | 'whatsapp';
};

/** The offer and version a submission with this key made or repeated, if this shop sent it. */
export function findEnvio(tx: Prisma.TransactionClient, lojistaId: string, idempotencyKey: string) {
  return tx.ofertaEnvio.findUnique({
    where: { lojista_id_idempotency_key: { lojista_id: lojistaId, idempotency_key: idempotencyKey } },
    select: { versao: true, oferta: { select: ofertaSelect } },
  });
}

export function recordEnvio(
  tx: Prisma.TransactionClient,
  row: { lojistaId: string; idempotencyKey: string; ofertaId: string; versao: number },
) {
  return tx.ofertaEnvio.create({
    data: {
      lojista_id: row.lojistaId,
      idempotency_key: row.idempotencyKey,
      oferta_id: row.ofertaId,
      versao: row.versao,
    },
    select: { versao: true },
  });
}

/** The shop's offer for the wish, if it made one. */
export function findShopOffer(tx: Prisma.TransactionClient, lojistaId: string, desejoId: string) {
  return tx.oferta.findUnique({
    where: { id_desejo_lojista_id: { id_desejo: desejoId, lojista_id: lojistaId } },
    select: ofertaSelect,
  });
}

/** Whether the stored offer already says what the shop sent: a resubmission, not a change. */
export function sameTerms(oferta: OfertaRow, terms: OfertaTerms): boolean {
  return (
    oferta.valor.toFixed(2) === terms.valor &&
    oferta.descricao === terms.descricao &&
    oferta.condicoes_pagamento === terms.condicoesPagamento &&
    oferta.prazo_entrega === terms.prazoEntrega &&
    oferta.validade === terms.validade &&
    (oferta.observacoes ?? null) === terms.observacoes &&
    (terms.foto === undefined || terms.foto.key === oferta.foto_key)
  );
}

function termsData(terms: OfertaTerms) {
  return {
    valor: terms.valor,
    descricao: terms.descricao,
    condicoes_pagamento: terms.condicoesPagamento,
    prazo_entrega: terms.prazoEntrega,
    validade: terms.validade,
    observacoes: terms.observacoes,
    ...(terms.foto ? { foto_key: terms.foto.key, foto_mime_type: terms.foto.mimeType } : {}),
  };
}

export async function insertOferta(tx: Prisma.TransactionClient, row: NewOferta) {
  const oferta = await tx.oferta.create({
    data: {
      id_desejo: row.desejoId,
      lojista_id: row.lojistaId,
      ...termsData(row),
      status: 'pendente',
      origem: row.origem,
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

/**
 * The new terms as the offer's next version. The history row stays the one of the creation: it
 * records offers made, and a change is the same offer (it takes no second plan slot either).
 */
export function updateOfertaTerms(tx: Prisma.TransactionClient, ofertaId: string, terms: OfertaTerms) {
  return tx.oferta.update({
    where: { id: ofertaId },
    data: { ...termsData(terms), versao: { increment: 1 } },
    select: ofertaSelect,
  });
}

/** The shop's offers made since `since` ("meu plano" of an unlimited plan, which counts none). */
export function countShopOffersSince(db: DbClient, lojistaId: string, since: Date) {
  return db.oferta.count({ where: { lojista_id: lojistaId, created_at: { gte: since } } });
}

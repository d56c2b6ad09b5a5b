import { bulkNote, readBulk } from './offer-bulk.ts';
import { readEntrega } from './offer-delivery.ts';
import { readHedges } from './offer-hedge.ts';
import { lex, markUsed } from './offer-lexer.ts';
import { readCode, readNotes } from './offer-notes.ts';
import { readPagamento } from './offer-payment.ts';
import { type Amount, readAmounts, type Tipo } from './offer-price.ts';
import { insideRefusal, type Motivo, readRefusal, saysHave } from './offer-refusal.ts';
import { type Count, pickPrice, readCounts, tagAmounts } from './offer-tags.ts';
import { readValidade } from './offer-validity.ts';

// A shop's free-text answer to a wish ("Responda aqui com o preço, a forma de pagamento e o
// prazo de entrega"), read without a model: an offer with its price in integer cents and short
// labels for the terms, a refusal with its reason, or neither (a question, a greeting).
// Pure and linear in the text: one lexing pass, then readers that look a few words around.

export type ShopReply =
  | {
      kind: 'oferta';
      /** Integer cents; null when the shop said it has the product but no price. */
      valorCentavos: number | null;
      unidade?: string;
      pagamento?: string;
      entrega?: string;
      validade?: string;
      observacoes?: string;
      codigo?: string;
    }
  | {
      kind: 'recusa';
      motivo: Motivo;
      codigo?: string;
      texto: string;
    }
  /** No price and no refusal: a question, a greeting, something else. */
  | { kind: 'nenhum' };

export type FoundPrice = {
  cents: number;
  start: number;
  end: number;
  unidade?: string;
  tipo?: Tipo;
};

const MAX_LENGTH = 4096;

export function parseShopReply(text: string): ShopReply {
  const input = text.slice(0, MAX_LENGTH);
  const lexed = lex(input);
  const codigo = readCode(lexed);
  const { amounts, counts } = readAll(lexed);
  const price = pickPrice(amounts);
  const code = codigo ? { codigo } : {};
  // A price clearly offered beside a "no" is an offer ("não tenho a azul, a preta sai 120"); a bare
  // number inside the negated clause is not ("não mexo com moto 150").
  const bare = price?.amount && !price.amount.marked && insideRefusal(lexed, price.amount.head);
  if (!price || bare) {
    const motivo = readRefusal(lexed);
    if (motivo) return { kind: 'recusa', motivo, ...code, texto: input.trim() };
  }
  markAmounts(lexed, amounts, counts, price?.amount ?? null);
  const validade = readValidade(lexed);
  const pagamento = readPagamento(lexed, amounts, counts, price?.amount ?? null);
  const entrega = readEntrega(lexed, amounts);
  const has = saysHave(lexed);
  if (!price && !has && !pagamento && !entrega && !validade) return { kind: 'nenhum' };
  const observacoes = readNotes(lexed, bulkNote(lexed, amounts, price?.amount ?? null));
  const unidade = price?.amount?.unidade;
  return {
    kind: 'oferta',
    valorCentavos: price?.cents ?? null,
    ...(unidade ? { unidade } : {}),
    ...(pagamento ? { pagamento } : {}),
    ...(entrega ? { entrega } : {}),
    ...(validade ? { validade } : {}),
    ...(observacoes ? { observacoes } : {}),
    ...code,
  };
}

/**
 * Every price-like amount found, in order, with its context — exported for tests and for picking.
 * Offsets are in the text as given (after Unicode NFC, which is how phones type it anyway).
 */
export function findPrices(text: string): FoundPrice[] {
  const lexed = lex(text.slice(0, MAX_LENGTH));
  return readAll(lexed).amounts.map((a) => ({
    cents: a.cents,
    start: lexed.lx[a.head]!.start,
    end: lexed.lx[a.to - 1]!.end,
    ...(a.unidade ? { unidade: a.unidade } : {}),
    tipo: a.tipo ?? 'outro',
  }));
}

function readAll(lexed: ReturnType<typeof lex>): { amounts: Amount[]; counts: Count[] } {
  const counts = readCounts(lexed);
  const amounts = readAmounts(lexed);
  tagAmounts(lexed, amounts, counts);
  readHedges(lexed, amounts);
  return { amounts: readBulk(lexed, amounts), counts };
}

/**
 * The price, the amounts the terms stand for (installments, freight, a price by card) and the words
 * that announced them are not notes; another bare amount is ("o simples 450 e o completo 690").
 */
function markAmounts(
  lexed: ReturnType<typeof lex>,
  amounts: readonly Amount[],
  counts: readonly Count[],
  chosen: Amount | null,
): void {
  for (const a of amounts) {
    if (a !== chosen && !a.tipo && !a.was && a.cents !== chosen?.cents) continue;
    markUsed(lexed, Math.min(a.lead, a.head) - (a.was ? 1 : 0), a.to);
    if (a.unitFrom !== undefined) markUsed(lexed, a.unitFrom, a.unitTo!);
  }
  for (const c of counts) markUsed(lexed, c.from, c.to);
}

import { MAX_CENTS } from '#domain/ofertas/money.ts';
import { isWord, type Lexed, type Lexeme } from './offer-lexer.ts';
import type { Amount, Tipo } from './offer-price.ts';
import { ALTERNATIVE, FREIGHT, PAYMENT, wordSet } from './offer-words.ts';

// What each amount is for: an installment ("10x de 120"), the freight ("frete 30", "20 de
// frete"), a down payment ("entrada de 300"), or a price tied to a way of paying ("1.200 no
// cartão ou 1.100 no pix", "à vista 899"). Then the price is picked among them.

/** "10x", "10 x", "12 vezes", "12 parcelas": how many installments, and where it was said. */
export type Count = { n: number; from: number; to: number; upTo: boolean; juros?: 'sem' | 'com' };

const COUNT_WORDS = wordSet('x vezes vz vzs parcelas prestacoes');
const INSTALLMENT_FILLERS = wordSet('de : = r$ $ no por cada');
const INSTALLMENT = wordSet('parcela parcelas prestacao prestacoes');
const FREIGHT_BEFORE = wordSet('de da do : fica sai e a por custa mais + o r$ $');
const FREIGHT_AFTER = wordSet('de do da o a pelo pela no na');
const FREIGHT_NAMED_AFTER = wordSet('frete entrega envio motoboy taxa');
const DOWN = wordSet('entrada');
const DOWN_BEFORE = wordSet('de : r$ $ com e');
const NOT_FREIGHT = wordSet('pronta com sem ja incluso inclusa');
const JUROS = wordSet('juros juro acrescimo');
const STOPS = new Set(['.', ';', '!', '?', '\n']);
const RANK: Record<Tipo, number> = {
  pix: 3,
  avista: 2,
  cartao: 1,
  parcela: 0,
  frete: 0,
  entrada: 0,
  outro: 0,
};

export function readCounts(lexed: Lexed): Count[] {
  const { lx } = lexed;
  const counts: Count[] = [];
  for (let i = 0; i < lx.length; i++) {
    const l = lx[i]!;
    if (l.kind !== 'num' || !/^\d{1,2}$/.test(l.text) || !isWord(lx, i + 1, COUNT_WORDS)) continue;
    const n = Number(l.text);
    if (n < 2) continue;
    const upTo = isWord(lx, i - 1, 'ate') || (isWord(lx, i - 1, 'em') && isWord(lx, i - 2, 'ate'));
    const count: Count = { n, from: upTo ? i - 1 : i, to: i + 2, upTo };
    const juros = jurosAfter(lx, i + 2);
    if (juros) count.juros = juros;
    counts.push(count);
  }
  return counts;
}

/** "sem juros", "s/ juros", "com juros", "sem acréscimo" within a few words after the count. */
function jurosAfter(lx: readonly Lexeme[], i: number): 'sem' | 'com' | undefined {
  for (let k = i; k < i + 6 && k < lx.length; k++) {
    if (isWord(lx, k, JUROS)) {
      return isWord(lx, k - 1, 'sem') ? 'sem' : isWord(lx, k - 1, 'com') ? 'com' : undefined;
    }
  }
  return undefined;
}

/** Marks installments, freight and down payments, then ties ways of paying to amounts. */
export function tagAmounts(lexed: Lexed, amounts: Amount[], counts: readonly Count[]): void {
  const { lx } = lexed;
  const byHead = new Map(amounts.map((a) => [a.head, a]));
  for (const count of counts) {
    const amount = [0, 1, 2]
      .map((d) => byHead.get(count.to + d))
      .find((a) => a && fillersOnly(lx, count.to, a.head));
    if (amount) [amount.tipo, amount.parcelas, amount.lead] = ['parcela', count.n, count.from];
  }
  amounts.forEach((a, n) => {
    if (a.tipo) return;
    const tag = structuralTag(lx, a, amounts[n + 1]);
    if (tag) [a.tipo, a.lead] = [tag.tipo, tag.lead ?? a.lead];
  });
  amounts.forEach((a, n) => {
    const next = amounts[n + 1];
    if (!a.tipo && next && isWord(lx, a.head - 1, 'de') && isWord(lx, a.to, 'por') && next.head === a.to + 1)
      a.was = true;
  });
  tieQualifiers(lexed, amounts, counts);
}

/** Installment, freight or down payment, from the words around the amount; null when none. */
function structuralTag(
  lx: readonly Lexeme[],
  a: Amount,
  next: Amount | undefined,
): { tipo: Tipo; lead?: number } | null {
  if (
    isWord(lx, a.head - 1, INSTALLMENT) ||
    (isWord(lx, a.head - 2, INSTALLMENT) && isWord(lx, a.head - 1, 'de'))
  ) {
    return { tipo: 'parcela' };
  }
  const freight = keywordBefore(lx, a.head, FREIGHT, FREIGHT_BEFORE);
  if (freight !== null) return { tipo: 'frete', lead: freight };
  if (freightAfter(lx, a, next)) return { tipo: 'frete' };
  const down = keywordBefore(lx, a.head, DOWN, DOWN_BEFORE);
  if (down !== null) return { tipo: 'entrada', lead: down };
  if (isWord(lx, a.to, DOWN) || (isWord(lx, a.to, 'de') && isWord(lx, a.to + 1, DOWN)))
    return { tipo: 'entrada' };
  return null;
}

function fillersOnly(lx: readonly Lexeme[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!INSTALLMENT_FILLERS.has(lx[k]!.w)) return false;
  return true;
}

/** The keyword a few fillers before the amount ("frete: R$ 30", "taxa de entrega 15"), or null. */
function keywordBefore(
  lx: readonly Lexeme[],
  head: number,
  keys: ReadonlySet<string>,
  fillers: ReadonlySet<string>,
): number | null {
  for (let k = head - 1, steps = 0; k >= 0 && steps < 4; k--, steps++) {
    const l = lx[k]!;
    if (l.kind === 'word' && keys.has(l.w)) return isWord(lx, k - 1, NOT_FREIGHT) ? null : k;
    if (!fillers.has(l.w)) return null;
  }
  return null;
}

/** "20 de frete", "15 reais a entrega" — unless the keyword leads the next amount ("899 o frete é 30"). */
function freightAfter(lx: readonly Lexeme[], a: Amount, next: Amount | undefined): boolean {
  const end = a.unitTo ?? a.to;
  const k = isWord(lx, end, FREIGHT_AFTER) ? end + 1 : end;
  if (!isWord(lx, k, FREIGHT_NAMED_AFTER)) return false;
  if (k === end && !isWord(lx, k, 'frete')) return false;
  return !(next && next.head > k && next.head <= k + 3);
}

/** Ties "pix", "à vista", "cartão", "10x" to the nearer amount in the same offer. */
function tieQualifiers(lexed: Lexed, amounts: Amount[], counts: readonly Count[]): void {
  const owner = new Int32Array(lexed.lx.length).fill(-1);
  amounts.forEach((a, index) => {
    for (let k = a.head; k < a.to; k++) owner[k] = index;
  });
  const tiedBefore = new Set<number>();
  const qualifiers: { at: number; tipo: Tipo; backOnly: boolean }[] = [];
  lexed.lx.forEach((l, at) => {
    const tipo = l.kind === 'word' ? PAYMENT[l.w] : undefined;
    if (tipo && (l.w !== 'vista' || isWord(lexed.lx, at - 1, 'a')))
      qualifiers.push({ at, tipo, backOnly: false });
  });
  for (const c of counts) qualifiers.push({ at: c.from, tipo: 'cartao', backOnly: true });
  qualifiers.sort((x, y) => x.at - y.at);

  for (const q of qualifiers) {
    const before = walk(lexed, owner, q.at, -1);
    const after = q.backOnly ? null : walk(lexed, owner, q.at, 1);
    let pick = before;
    if (
      after &&
      (!before ||
        after.distance < before.distance ||
        (after.distance === before.distance && tiedBefore.has(before.index)))
    ) {
      pick = after;
      tiedBefore.add(after.index);
    }
    if (!pick) continue;
    const a = amounts[pick.index]!;
    if (a.tipo === 'parcela' || a.tipo === 'frete' || a.tipo === 'entrada') continue;
    if (!a.tipo || RANK[q.tipo] > RANK[a.tipo]) a.tipo = q.tipo;
    a.marked = true;
  }
}

/** The amount met walking from a qualifier, and how far: a comma costs 4, "ou" or a full stop ends the walk. */
function walk(
  lexed: Lexed,
  owner: Int32Array,
  from: number,
  step: 1 | -1,
): { index: number; distance: number } | null {
  let distance = 0;
  for (let k = from + step; k >= 0 && k < lexed.lx.length && distance <= 5; k += step) {
    if (owner[k]! >= 0) return { index: owner[k]!, distance };
    const l = lexed.lx[k]!;
    if ((l.kind === 'sym' && STOPS.has(l.text)) || (l.kind === 'word' && ALTERNATIVE.has(l.w))) return null;
    distance += l.text === ',' ? 4 : 1;
  }
  return null;
}

/** "Geladeira 2023 1.800": a bare year-like number is the last bare amount to be taken for the price. */
function isYear(a: Amount): boolean {
  return a.plain !== null && a.plain >= 1990 && a.plain <= 2035;
}

const NOT_PRICE = new Set<Tipo>(['parcela', 'frete', 'entrada']);

/**
 * The price: the list price, not one for a quantity the customer may not want ("35 cada, se levar
 * 10 faço 30": 35, the 30 goes to the notes); among them the one for pix, cash or "à vista"; else
 * the one said to be exact; else the first marked as a price; else the first amount left that is no
 * year nor size; else installments times their count (plus the down payment).
 */
export function pickPrice(amounts: readonly Amount[]): { cents: number; amount: Amount | null } | null {
  const priced = amounts.filter((a) => !a.was && (!a.tipo || !NOT_PRICE.has(a.tipo)));
  const candidates = priced.some((a) => !a.bulk) ? priced.filter((a) => !a.bulk) : priced;
  const chosen =
    candidates.find((a) => a.tipo === 'pix' || a.tipo === 'avista') ??
    candidates.find((a) => a.exact) ??
    candidates.find((a) => a.marked) ??
    candidates.find((a) => !isYear(a) && !a.spec) ??
    candidates.find((a) => !isYear(a)) ??
    candidates[0];
  if (chosen) return { cents: chosen.cents, amount: chosen };
  const installment = amounts.find((a) => a.tipo === 'parcela' && a.parcelas);
  if (!installment) return null;
  const entrada = amounts.find((a) => a.tipo === 'entrada');
  const cents = installment.cents * installment.parcelas! + (entrada?.cents ?? 0);
  return cents <= MAX_CENTS ? { cents, amount: null } : null;
}

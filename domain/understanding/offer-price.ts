import { phoneSpans, type RawAmount, readAmount } from './offer-amounts.ts';
import { isWord, type Lexed, type Lexeme } from './offer-lexer.ts';
import { isAlone } from './offer-lone.ts';
import { isBareVoltage, isQuantity, isSize, isThousandsOfThings, isVoltagePair } from './offer-spec.ts';
import { readUnit } from './offer-unit.ts';
import {
  MONTHS,
  PAYMENT,
  PRICE_FILLERS,
  PRICE_WORDS,
  SPEC_AFTER,
  SPEC_BEFORE,
  UNITS,
  wordSet,
} from './offer-words.ts';

// Which typed amounts are money at all. A number is a size, a count, a model, a time or a
// phone when the words around it say so ("aro 15", "400 litros", "10x", "18h", "98765-4321");
// the rest are amounts, `marked` when something says they are the price ("R$", "reais", "fica",
// "por", a unit, two decimals). What each amount is for is offer-tags.ts's business.

export type Tipo = 'pix' | 'avista' | 'cartao' | 'parcela' | 'frete' | 'entrada' | 'outro';

export type Amount = RawAmount & {
  /** First lexeme of the amount, its "R$" included. */
  head: number;
  /** First lexeme of the words that announce it ("fica por", "valor:"), else `head`. */
  lead: number;
  marked: boolean;
  unidade?: string;
  /** Lexemes [unitFrom, unitTo) of its unit, when it has one. */
  unitFrom?: number;
  unitTo?: number;
  tipo?: Tipo;
  /** For an installment: how many ("10x de 120"), when said. */
  parcelas?: number;
  /** The crossed-out price of "de 1.500 por 1.199", or a rough one put right ("uns 300, 280 na real"). */
  was?: boolean;
  /** Said as a guess: "uns 300", "2 mil e pouco", "mais ou menos 500". */
  rough?: boolean;
  /** Said as the exact one, or as a correction: "2.150 pra ser exato", "na verdade 280". */
  exact?: boolean;
  /** Likely a size, not a price: "terno 48", taken only when nothing else is ("camiseta 39"). */
  spec?: boolean;
  /** The price for a quantity: "pra 30 sacos faço 42 cada", "acima de 10 unidades sai 18". */
  bulk?: boolean;
};

const ARTICLES = wordSet('o a os as');
const SCREEN = wordSet('tv smart uhd hdr resolucao tela camera ultra monitor video');

export function readAmounts(lexed: Lexed): Amount[] {
  const phones = phoneSpans(lexed.text);
  let phone = 0;
  const amounts: Amount[] = [];
  for (let i = 0; i < lexed.lx.length; i++) {
    const l = lexed.lx[i]!;
    if (l.kind === 'sym') continue;
    const raw = readAmount(lexed.lx, i);
    if (!raw) continue;
    while (phone < phones.length && phones[phone]![1] <= l.start) phone++;
    const inPhone = phone < phones.length && l.start >= phones[phone]![0];
    const amount = inPhone ? null : judge(lexed, raw);
    if (amount) amounts.push(amount);
    i = raw.to - 1;
  }
  return amounts;
}

function judge(lexed: Lexed, raw: RawAmount): Amount | null {
  const { lx } = lexed;
  const first = lx[raw.from]!;
  const currency = isCurrency(lx, raw.from - 1);
  const head = currency ? raw.from - 1 : raw.from;
  const strong = currency || raw.suffixed || raw.scaled;
  const lead = priceWordBefore(lx, head);
  const unit = readUnit(lx, head, raw.to, lead ?? head, strong);
  // A bare "2k" is a price when nothing else is; an "R$ 2.980,00" beside it is the better one.
  const bareK = raw.scaled && isWord(lx, raw.from + 1, 'k') && !currency && !raw.suffixed;
  const marked = (strong && !bareK) || raw.spoken || raw.hasCents || lead !== null || unit !== null;

  if (
    raw.written &&
    !(
      strong ||
      (raw.cents >= 1000 && (lead !== null || paidWith(lx, raw.to))) ||
      (raw.cents >= 200 && isAlone(lexed, head, raw.to))
    )
  ) {
    return null;
  }
  if (
    first.kind === 'num' &&
    isNotMoney(lexed, raw, { currency, strong, marked, unit: unit !== null, lead: lead !== null })
  ) {
    return null;
  }
  if (raw.plain !== null && !marked && raw.plain < 10 && !isAlone(lexed, head, raw.to)) return null;
  if (raw.scaled && raw.cents <= 800_000 && screenNear(lx, raw.from)) return null; // "TV 4k"
  if (!marked && asksAbout(lexed, raw)) return null;
  // "3 por 100", "2 por 50": how many for the price that follows.
  if (raw.plain !== null && raw.plain < 100 && isWord(lx, raw.to, 'por') && lx[raw.to + 1]?.kind === 'num')
    return null;

  // Every field spelled out, in one order: the tags fill them in later without changing the shape
  // (a spread of `raw` here cost ~10 µs per amount).
  const { cents, from, to, scaled, suffixed, hasCents, written, spoken, plain, digits } = raw;
  return {
    cents,
    from,
    to,
    scaled,
    suffixed,
    hasCents,
    written,
    spoken,
    plain,
    digits,
    head,
    lead: lead ?? head,
    marked,
    unidade: unit?.label,
    unitFrom: unit?.from,
    unitTo: unit?.to,
    tipo: undefined,
    parcelas: undefined,
    was: false,
    rough: false,
    exact: false,
    spec: !marked && isSize(lexed, raw),
    bulk: false,
  };
}

/** "qual tamanho, 38 ou 40?", "quer 110 ou 220?" — but "850 tá bom?" offers 850. */
function asksAbout(lexed: Lexed, raw: RawAmount): boolean {
  const seg = lexed.seg[raw.from]!;
  if (!lexed.asks[seg]) return false;
  const { lx } = lexed;
  const either =
    (isWord(lx, raw.to, 'ou') && lx[raw.to + 1]?.kind === 'num') ||
    (isWord(lx, raw.from - 1, 'ou') && lx[raw.from - 2]?.kind === 'num');
  return either || lexed.wonders[seg]!;
}

type Seen = { currency: boolean; strong: boolean; marked: boolean; unit: boolean; lead: boolean };

/** The words around a typed number that make it a size, a count, a date, a code or a phone. */
function isNotMoney(lexed: Lexed, raw: RawAmount, seen: Seen): boolean {
  const { lx } = lexed;
  const first = lx[raw.from]!;
  const prev = lx[raw.from - 1];
  const next = lx[raw.to];
  // Letters against the digits: models and codes ("s23", "1a2b3c4d"), sizes and counts ("128gb", "10x").
  if (first.glued && prev?.kind === 'word' && !seen.currency) return true;
  if (raw.to === raw.from + 1 && next?.glued && next.kind === 'word') return true;
  if (raw.plain !== null && raw.digits >= 8) return true;
  if (
    next?.text === '%' ||
    isWord(lx, raw.to, 'porcento') ||
    (isWord(lx, raw.to, 'por') && isWord(lx, raw.to + 1, 'cento'))
  ) {
    return true;
  }
  // "185/65", "15/03", "18:00", "110/220", "800-900" — written tight, unlike "código 1234: 300".
  const tight = (sym: Lexeme | undefined, other: Lexeme | undefined, after: Lexeme | undefined) =>
    sym?.kind === 'sym' &&
    ['/', ':', '-'].includes(sym.text) &&
    other?.kind === 'num' &&
    after?.glued === true;
  if (next?.glued && tight(next, lx[raw.to + 1], lx[raw.to + 1])) return true;
  if (first.glued && tight(prev, lx[raw.from - 2], prev)) return true;
  if (next?.kind === 'word' && SPEC_AFTER.has(next.w) && !(seen.strong && UNITS[next.w])) return true;
  const day = raw.plain ?? (raw.spoken ? Number(first.text) : 99);
  if (day <= 31 && isWord(lx, raw.to, 'de') && isWord(lx, raw.to + 1, MONTHS)) return true;
  // "o conjunto de 5 panelas": a unit said before does not make a count a price.
  if (raw.plain !== null && !seen.strong && !seen.lead && isQuantity(next)) return true;
  if (isVoltagePair(lx, raw) || (!seen.marked && isBareVoltage(lexed, raw))) return true;
  if (!seen.currency && isThousandsOfThings(lx, raw)) return true;
  return !seen.strong && specBefore(lx, raw);
}

/** "aro 15", "modelo 2023", "iPhone 13", "às 14", "dia 15", "até 12" — not "bom dia 899". */
function specBefore(lx: readonly Lexeme[], raw: RawAmount): boolean {
  let k = raw.from - 1;
  if (lx[k]?.text === ':' || lx[k]?.text === '#') k--;
  const prev = lx[k];
  if (prev?.kind !== 'word') return false;
  if (prev.w === 'x') return !(lx[k - 1]?.kind === 'num' && /^\d+$/.test(lx[k - 1]!.text)); // "10 x 120" is an installment
  if (SPEC_BEFORE.has(prev.w)) return true;
  if (prev.w === 'dia') return !isWord(lx, k - 1, wordSet('bom boa'));
  if (raw.spoken && (prev.w === 'as' || prev.w === 'das')) return true; // "às 8 e 30"
  if (raw.plain === null || raw.hasCents) return false;
  // "o de 110", "a de 220": the one with that size, not its price.
  if (prev.w === 'de' && isWord(lx, k - 1, ARTICLES)) return true;
  return prev.w === 'ate' || (prev.w === 'as' && raw.plain <= 24);
}

/** "no pix", "à vista", "no cartão" right after: what makes "quinhentos e cinquenta" money. */
function paidWith(lx: readonly Lexeme[], i: number): boolean {
  const at = isWord(lx, i, wordSet('no na em a')) ? i + 1 : i;
  return lx[at]?.kind === 'word' && PAYMENT[lx[at]!.w] !== undefined;
}

function isCurrency(lx: readonly Lexeme[], i: number): boolean {
  const l = lx[i];
  return l?.w === 'r$' || l?.text === '$' || (l?.w === 'rs' && lx[i + 1]?.kind === 'num');
}

function screenNear(lx: readonly Lexeme[], i: number): boolean {
  for (let k = Math.max(0, i - 3); k <= i + 4 && k < lx.length; k++) if (isWord(lx, k, SCREEN)) return true;
  return false;
}

/** Index of the price word that announces the amount ("fica", "por", "valor"), or null. */
function priceWordBefore(lx: readonly Lexeme[], head: number): number | null {
  for (let k = head - 1, steps = 0; k >= 0 && steps < 3; k--, steps++) {
    const l = lx[k]!;
    if (l.kind === 'word' && PRICE_WORDS.has(l.w)) return k;
    if (!PRICE_FILLERS.has(l.kind === 'word' ? l.w : l.text)) return null;
  }
  return null;
}

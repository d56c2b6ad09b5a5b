import { MAX_CENTS } from '#domain/ofertas/money.ts';
import { parseBRL } from '#domain/ofertas/parse-brl.ts';
import { isWord, type Lexeme } from './offer-lexer.ts';
import { JEWELRY, MILLION, MONEY_SUFFIX, NUMBER_WORDS } from './offer-words.ts';

// An amount as it is typed, at one place of the reply, before asking whether it is a price:
// "2.399,00", "1,5 mil", "1.5k", "2 mil e quinhentos", "mil e duzentos", "duzentos e cinquenta
// reais", "45 conto", "50 reais e 90 centavos", and as it is said aloud: "4 e 500" (4.500), "12 e
// 90" (12,90), "noventa e nove e noventa". Integer cents throughout; parseBRL reads the digits.

const KARATS = new Set(['9', '10', '12', '14', '16', '18', '19', '22', '24']);

export type RawAmount = {
  cents: number;
  /** Lexemes [from, to) of the amount, its scale and its "reais". */
  from: number;
  to: number;
  /** "mil", "k" or "milhão" after it. */
  scaled: boolean;
  /** "reais", "conto", "pila" after it. */
  suffixed: boolean;
  /** Typed with two decimals: "189,90". */
  hasCents: boolean;
  /** Spelled out: "duzentos e cinquenta". */
  written: boolean;
  /** Said the spoken way with digits: "4 e 500", "12 e 90", "3 e oitocentos". */
  spoken: boolean;
  /** The integer typed, when it is plain digits ("1200", not "1.200" nor "1,5 mil"). */
  plain: number | null;
  /** The digits typed, for the phone and code checks. */
  digits: number;
};

export function readAmount(lx: readonly Lexeme[], i: number): RawAmount | null {
  const first = lx[i]!;
  let cents: number | null = null;
  let to = i + 1;
  let scaled = false;
  let written = false;
  let spoken = false;
  if (first.kind === 'num') {
    // "1,5 mil", "1.5k" — not "R$ 1.099,00 (mil e noventa e nove reais)".
    const scale = first.text.includes('.') && first.text.includes(',') ? 0 : scaleAt(lx, i + 1);
    const pair = scale ? null : spokenPair(lx, i);
    if (pair) [cents, to, spoken] = [pair.cents, pair.to, true];
    else if (scale === 1000) cents = parseBRL(`${first.text} mil`);
    else if (scale === 1_000_000) cents = times(parseBRL(first.text), 1_000_000);
    else cents = parseBRL(first.text);
    if (scale) [to, scaled] = [i + 2, true];
  } else if (isNumberWord(lx, i)) {
    const spelled = readWritten(lx, i, true);
    if (!spelled) return null;
    [cents, to, written] = [spelled.cents, spelled.to, true];
    scaled = spelled.scaled;
  } else return null;
  if (cents === null) return null;

  // "2 mil e quinhentos", "1,5 mil e 200": the hundreds said after the thousands.
  if (scaled && isWord(lx, to, 'e')) {
    const rest = hundredsAt(lx, to + 1);
    if (rest) [cents, to] = [cents + rest.value * 100, rest.to];
  }
  let suffixed = false;
  // "899 R$" — but in "modelo 300 R$ 1.150" the sign is the next amount's.
  if (isWord(lx, to, MONEY_SUFFIX) && !(lx[to]!.w === 'r$' && lx[to + 1]?.kind === 'num'))
    [suffixed, to] = [true, to + 1];
  // "50 reais e 90 centavos"
  if (suffixed && isWord(lx, to, 'e') && isWord(lx, to + 2, 'centavos')) {
    const extra =
      lx[to + 1]?.kind === 'num' ? Number(lx[to + 1]!.text) : readWritten(lx, to + 1, false)?.value;
    if (extra !== undefined && Number.isInteger(extra) && extra < 100) [cents, to] = [cents + extra, to + 3];
  }
  if (cents < 1 || cents > MAX_CENTS || !Number.isSafeInteger(cents)) return null;

  const typed = first.kind === 'num' ? first.text : '';
  return {
    cents,
    from: i,
    to,
    scaled,
    suffixed,
    hasCents: (/[.,]\d{2}$/.test(typed) && !scaled) || (spoken && cents % 100 !== 0),
    written,
    spoken,
    plain: /^\d+$/.test(typed) && !scaled && !spoken ? Number(typed) : null,
    digits: typed.replace(/\D/g, '').length,
  };
}

function times(cents: number | null, factor: number): number | null {
  return cents === null ? null : cents * factor;
}

/** 1000 for "mil" (or a "k" written against the number), a million for "milhão", else 0. */
function scaleAt(lx: readonly Lexeme[], i: number): number {
  const l = lx[i];
  if (l?.kind !== 'word') return 0;
  if (l.w === 'mil' || (l.w === 'k' && l.glued && !isKarat(lx, i - 1))) return 1000;
  if (MILLION.has(l.w) || (l.w === 'mi' && !isWord(lx, i + 1, 'de'))) return 1_000_000;
  return 0;
}

function isNumberWord(lx: readonly Lexeme[], i: number): boolean {
  const l = lx[i];
  return l?.kind === 'word' && (NUMBER_WORDS[l.w] !== undefined || l.w === 'mil' || MILLION.has(l.w));
}

/** Under a thousand, digits or words: what may follow "2 mil e". */
function hundredsAt(lx: readonly Lexeme[], i: number): { value: number; to: number } | null {
  const l = lx[i];
  if (l?.kind === 'num') {
    // Not "2 mil e 10x de…": a count or a size is not the hundreds.
    if (!/^\d{1,3}$/.test(l.text) || lx[i + 1]?.glued) return null;
    return { value: Number(l.text), to: i + 1 };
  }
  const spelled = readWritten(lx, i, false);
  return spelled && spelled.value < 1000 ? spelled : null;
}

/** Hundreds, tens, units and teens: "duzentos e noventa e nove" goes down the ranks. */
function rank(value: number): number {
  return value >= 100 ? 3 : value >= 20 ? 2 : 1;
}

type Written = { value: number; cents: number; to: number; scaled: boolean };

/**
 * Spelled-out numbers up to the millions: "dois mil e quinhentos", "mil e duzentos", "cem". With
 * `spoken`, a word that goes back up the ranks starts the thousands' hundreds ("quatro e quinhentos"
 * is 4.500) or the centavos ("noventa e nove e noventa" is 99,90); else it ends the number.
 */
function readWritten(lx: readonly Lexeme[], i: number, spoken: boolean): Written | null {
  let [total, current, centavos, last] = [0, 0, -1, 4];
  let scaled = false;
  let j = i;
  let to = i;
  while (j < lx.length) {
    const l = lx[j]!;
    if (l.kind !== 'word') break;
    const value = NUMBER_WORDS[l.w];
    if (value !== undefined && rank(value) < last) {
      if (centavos >= 0) centavos += value;
      else current += value;
      last = rank(value);
    } else if (value !== undefined && spoken && j > i && lx[j - 1]!.w === 'e' && centavos < 0) {
      if (value >= 100 && total === 0 && current < 100) [total, current] = [current * 1000, value];
      else if (value >= 10 && value < 100) centavos = value;
      else break;
      last = rank(value);
    } else if (spoken && centavos < 0 && (l.w === 'mil' || MILLION.has(l.w))) {
      total += (current || 1) * (l.w === 'mil' ? 1000 : 1_000_000);
      [current, scaled, last] = [0, true, 4];
    } else if (l.w === 'e' && j > i && isNumberWord(lx, j + 1)) {
      j++;
      continue;
    } else break;
    j++;
    to = j;
  }
  const value = total + current;
  return to > i && value > 0 ? { value, cents: value * 100 + Math.max(0, centavos), to, scaled } : null;
}

/**
 * "4 e 500" (4.500), "fica 3 e 800", "2 e trezentos" (2.300), "12 e 90" (12,90): a price said
 * aloud. Not "10x e 500" (a count) nor "2 e 500ml"; "às 8 e 30" is read whole, for the judge to drop.
 */
function spokenPair(lx: readonly Lexeme[], i: number): { cents: number; to: number } | null {
  const x = lx[i]!;
  if (!/^\d{1,2}$/.test(x.text) || !isWord(lx, i + 1, 'e')) return null;
  const whole = Number(x.text);
  const y = lx[i + 2];
  if (whole < 1 || !y) return null;
  if (y.kind === 'num') {
    const after = lx[i + 3];
    if (!/^\d{2,3}$/.test(y.text) || (after?.glued && after.text !== ',') || scaleAt(lx, i + 3)) return null;
    const part = Number(y.text);
    return { cents: y.text.length === 3 ? (whole * 1000 + part) * 100 : whole * 100 + part, to: i + 3 };
  }
  const spelled = y.kind === 'word' && NUMBER_WORDS[y.w] !== undefined ? readWritten(lx, i + 2, false) : null;
  if (!spelled || spelled.value < 10 || spelled.value > 999) return null;
  const { value, to } = spelled;
  return { cents: value >= 100 ? (whole * 1000 + value) * 100 : whole * 100 + value, to };
}

/** "ouro 18k", "aliança 18k", "anel 10k": karats, where a jewel or a metal is named near. */
function isKarat(lx: readonly Lexeme[], n: number): boolean {
  if (!KARATS.has(lx[n]?.text ?? '')) return false;
  for (let k = Math.max(0, n - 8); k <= n + 6 && k < lx.length; k++) if (isWord(lx, k, JEWELRY)) return true;
  return false;
}

/** Phone numbers: "(11) 98765-4321", "98765-4321", "11 98765 4321", "+55 11 987654321". */
const PHONE =
  /\(\d{2}\)\s*9?\d{4}[\s.-]?\d{4}|\b\d{2}\s9?\d{4}[\s-]\d{4}\b|\b9?\d{4}-\d{4}\b|\+55\s?\d{2}\s?9?\d{4}[\s-]?\d{4}/g;

/** Offsets [start, end) of phone numbers in the text. */
export function phoneSpans(text: string): [number, number][] {
  return [...text.matchAll(PHONE)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

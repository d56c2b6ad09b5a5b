import { MAX_CENTS } from '#domain/ofertas/money.ts';
import { parseBRL } from '#domain/ofertas/parse-brl.ts';
import { isWord, type Lexeme } from './offer-lexer.ts';
import { MILLION, MONEY_SUFFIX, NUMBER_WORDS } from './offer-words.ts';

// An amount as it is typed, at one place of the reply, before asking whether it is a price:
// "2.399,00", "1,5 mil", "1.5k", "2 mil e quinhentos", "mil e duzentos", "duzentos e cinquenta
// reais", "45 conto", "50 reais e 90 centavos". Integer cents throughout; parseBRL reads the digits.

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
  /** The integer typed, when it is plain digits ("1200", not "1.200" nor "1,5 mil"). */
  plain: number | null;
  /** The digits typed, for the phone and code checks. */
  digits: number;
};

export function readAmount(lx: readonly Lexeme[], i: number): RawAmount | null {
  const first = lx[i]!;
  let reais: number | null = null;
  let cents: number | null = null;
  let to = i + 1;
  let scaled = false;
  let written = false;
  if (first.kind === 'num') {
    // "1,5 mil", "1.5k" — not "R$ 1.099,00 (mil e noventa e nove reais)".
    const scale = first.text.includes('.') && first.text.includes(',') ? 0 : scaleAt(lx, i + 1);
    if (scale === 1000) cents = parseBRL(`${first.text} mil`);
    else if (scale === 1_000_000) cents = times(parseBRL(first.text), 1_000_000);
    else cents = parseBRL(first.text);
    if (scale) [to, scaled] = [i + 2, true];
  } else if (isNumberWord(lx, i)) {
    const spelled = readWritten(lx, i, true);
    if (!spelled) return null;
    [reais, to, written] = [spelled.value, spelled.to, true];
    scaled = spelled.scaled;
    cents = reais * 100;
  } else return null;
  if (cents === null) return null;

  // "2 mil e quinhentos", "1,5 mil e 200": the hundreds said after the thousands.
  if (scaled && isWord(lx, to, 'e')) {
    const rest = hundredsAt(lx, to + 1);
    if (rest) [cents, to] = [cents + rest.value * 100, rest.to];
  }
  let suffixed = false;
  if (isWord(lx, to, MONEY_SUFFIX)) [suffixed, to] = [true, to + 1];
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
    hasCents: /[.,]\d{2}$/.test(typed) && !scaled,
    written,
    plain: /^\d+$/.test(typed) && !scaled ? Number(typed) : null,
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
  if (l.w === 'mil' || (l.w === 'k' && l.glued)) return 1000;
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

/** Spelled-out numbers up to the millions: "dois mil e quinhentos", "mil e duzentos", "cem". */
function readWritten(
  lx: readonly Lexeme[],
  i: number,
  allowScales: boolean,
): { value: number; to: number; scaled: boolean } | null {
  let total = 0;
  let current = 0;
  let scaled = false;
  let j = i;
  let to = i;
  while (j < lx.length) {
    const l = lx[j]!;
    if (l.kind !== 'word') break;
    const value = NUMBER_WORDS[l.w];
    if (value !== undefined) current += value;
    else if (allowScales && (l.w === 'mil' || MILLION.has(l.w))) {
      total += (current || 1) * (l.w === 'mil' ? 1000 : 1_000_000);
      [current, scaled] = [0, true];
    } else if (l.w === 'e' && j > i && isNumberWord(lx, j + 1)) {
      j++;
      continue;
    } else break;
    j++;
    to = j;
  }
  const value = total + current;
  return to > i && value > 0 ? { value, to, scaled } : null;
}

/** Phone numbers: "(11) 98765-4321", "98765-4321", "11 98765 4321", "+55 11 987654321". */
const PHONE =
  /\(\d{2}\)\s*9?\d{4}[\s.-]?\d{4}|\b\d{2}\s9?\d{4}[\s-]\d{4}\b|\b9?\d{4}-\d{4}\b|\+55\s?\d{2}\s?9?\d{4}[\s-]?\d{4}/g;

/** Offsets [start, end) of phone numbers in the text. */
export function phoneSpans(text: string): [number, number][] {
  return [...text.matchAll(PHONE)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

import { isWord, type Lexeme } from './offer-lexer.ts';
import { afterGarment } from './offer-spec.ts';
import { PRICE_FILLERS, PRICE_WORDS, SPEC_BEFORE, UNIT_LINKS, UNITS, wordSet } from './offer-words.ts';

// What a price is for, when not for the whole: "cada", "o saco", "a unidade", "por hora", "/kg",
// "R$ 30 m²", "o saco sai 45", "3 por 100". The unit words are offer-words.ts's UNITS; an article,
// "cada", "por" or "/" must link them to the amount, so "50 kg" stays a size.

export type Unit = { label: string; from: number; to: number };

/** The unit said with the amount [head, to), after it or before it; null when none. */
export function readUnit(
  lx: readonly Lexeme[],
  head: number,
  to: number,
  lead: number,
  strong: boolean,
): Unit | null {
  return unitAfter(lx, to, strong) ?? unitBefore(lx, lead) ?? bundleBefore(lx, head);
}

/** "cada", "cada saco", "o saco", "a unidade", "por hora", "/kg", "R$ 30 m²". */
function unitAfter(lx: readonly Lexeme[], i: number, strong: boolean): Unit | null {
  const a = lx[i];
  const b = lx[i + 1];
  if (isWord(lx, i, 'cada')) {
    if (b?.kind === 'word' && UNITS[b.w] && b.w !== 'mil') return { label: UNITS[b.w]!, from: i, to: i + 2 };
    return { label: 'cada', from: i, to: isWord(lx, i + 1, wordSet('um uma')) ? i + 2 : i + 1 };
  }
  if (a && b?.kind === 'word' && UNIT_LINKS.has(a.kind === 'sym' ? a.text : a.w) && UNITS[b.w]) {
    if (b.w === 'cento' && a.w === 'por') return null; // "10 por cento"
    if (b.w === 'mil' && a.w !== 'o') return null; // "o mil" of bricks only
    return { label: UNITS[b.w]!, from: i, to: i + 2 };
  }
  if (strong && a?.kind === 'word' && UNITS[a.w] && a.w !== 'mil' && a.w !== 'cento') {
    return { label: UNITS[a.w]!, from: i, to: i + 1 };
  }
  return null;
}

/** "3 por 100": the price of a bundle. */
function bundleBefore(lx: readonly Lexeme[], head: number): Unit | null {
  const n = lx[head - 2];
  if (!isWord(lx, head - 1, 'por') || n?.kind !== 'num' || !/^\d{1,2}$/.test(n.text) || Number(n.text) < 2)
    return null;
  // "número 40 por 280", "chuteira 41 por 199,90": a size, not a bundle.
  if (n.glued || isWord(lx, head - 3, SPEC_BEFORE) || afterGarment(lx, head - 2)) return null;
  return { label: `por ${n.text} unidades`, from: head - 2, to: head - 1 };
}

/** "o saco sai 45", "cada um fica 380", "a diária: 150". */
function unitBefore(lx: readonly Lexeme[], head: number): Unit | null {
  let k = head - 1;
  for (let steps = 0; k >= 0 && steps < 3; k--, steps++) {
    const l = lx[k]!;
    const w = l.kind === 'word' ? l.w : l.text;
    if (!PRICE_WORDS.has(w) && !PRICE_FILLERS.has(w)) break;
  }
  const l = lx[k];
  if (l?.kind !== 'word') return null;
  if (l.w === 'unitario' || l.w === 'unitaria') return { label: 'por unidade', from: k, to: k + 1 };
  if (isWord(lx, k - 1, 'cada') && (l.w === 'um' || l.w === 'uma'))
    return { label: 'cada', from: k - 1, to: k + 1 };
  if (!UNITS[l.w] || l.w === 'mil' || l.w === 'cento' || l.text.length < 2) return null;
  if (isWord(lx, k - 1, 'cada')) return { label: UNITS[l.w]!, from: k - 1, to: k + 1 };
  return isWord(lx, k - 1, wordSet('o a por')) ? { label: UNITS[l.w]!, from: k - 1, to: k + 1 } : null;
}

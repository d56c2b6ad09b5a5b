import { capitalize } from './offer-label.ts';
import { BREAKS, foldInPlace, isWord, type Lexed } from './offer-lexer.ts';
import { NOISE, wordSet } from './offer-words.ts';

// The wish code and the notes of a reply. The notes are what no reader took: the price, the
// terms, the "tenho sim" and the code are marked used; greetings and fillers at the edges are
// dropped; a segment left with a real word ("novo lacrado", "garantia de 12 meses", "não temos a
// marca X mas temos a Y") is kept in the shop's own spelling.

const CODE = /(#\s*|\b(?:codigo|cod|pedido|desejo|ref)\b[\s.:#nº°-]*)?\b([0-9a-f]{8})\b/g;
const MAX_NOTES = 300;
const GREETING = wordSet('bom boa otimo belo');

/**
 * The 8-hex-digit wish code: after "#", "código", "pedido" or "desejo", or on its own when it has
 * both a digit and a letter a–f ("12345678" alone may be part of a phone number).
 */
export function readCode(lexed: Lexed): string | undefined {
  const folded = foldInPlace(lexed.text);
  for (const m of folded.matchAll(CODE)) {
    const code = m[2]!;
    if (!m[1] && !(/\d/.test(code) && /[a-f]/.test(code))) continue;
    const start = m.index ?? 0;
    const end = start + m[0].length;
    lexed.lx.forEach((l, i) => {
      if (l.start >= start && l.end <= end) lexed.used[i] = 1;
    });
    return code;
  }
  return undefined;
}

/** The notes, with `extra` (a label the readers made, such as the list price) after the shop's words. */
export function readNotes(lexed: Lexed, extra?: string): string | undefined {
  const { lx, seg } = lexed;
  const pieces: string[] = [];
  for (let i = 0; i < lx.length; ) {
    let j = i;
    while (j < lx.length && seg[j] === seg[i]) j++;
    const piece = lexed.asks[seg[i]!] ? null : segmentNote(lexed, i, j);
    if (piece) pieces.push(piece);
    i = j;
  }
  if (extra) pieces.push(extra);
  if (pieces.length === 0) return undefined;
  const notes = capitalize(pieces.join('; '));
  return notes.length <= MAX_NOTES ? notes : `${notes.slice(0, MAX_NOTES).replace(/\s+\S*$/, '')}…`;
}

/** The segment's unused words, in runs cut where something was taken, fillers trimmed at the edges. */
function segmentNote(lexed: Lexed, from: number, to: number): string | null {
  const { lx, used } = lexed;
  // "dia" is noise in "bom dia", a word in "só no dia 20".
  const isContent = (k: number) =>
    lx[k]!.kind === 'num' ||
    (lx[k]!.kind === 'word' &&
      (!NOISE.has(lx[k]!.w) || (lx[k]!.w === 'dia' && !isWord(lx, k - 1, GREETING))));
  const kept = (k: number) => !used[k] && !(lx[k]!.kind === 'sym' && BREAKS.has(lx[k]!.text));
  let first = from;
  while (first < to && !(kept(first) && isContent(first))) first++;
  let last = to - 1;
  while (last >= first && !(kept(last) && isContent(last))) last--;
  if (first > last) return null;

  const runs: string[] = [];
  for (let k = first; k <= last; ) {
    if (!kept(k)) {
      k++;
      continue;
    }
    let end = k;
    while (end + 1 <= last && kept(end + 1)) end++;
    let hasContent = false;
    for (let m = k; m <= end; m++) hasContent ||= isContent(m);
    if (hasContent) runs.push(lexed.text.slice(lx[k]!.start, lx[end]!.end));
    k = end + 1;
  }
  return runs.join(' ') || null;
}

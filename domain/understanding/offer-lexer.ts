import { ABBREVIATIONS, editDistance, fold } from './normalize.ts';
import { FUZZY_TARGETS, KNOWN_WORDS, QUESTION_STARTS, SHOP_ABBREVIATIONS, wordSet } from './offer-words.ts';

// A shop's reply cut into numbers, words and the few signs that matter ("R$", "%", "/", ":").
// Unlike tokenize(), numbers keep their separators ("1.299,90") and we know what touches what
// ("10x", "128gb", "R$1.250"), which is how a price is told from a size. Offsets are the text's own.

export type Lexeme = {
  kind: 'num' | 'word' | 'sym';
  /** Folded as typed: "1.200,50", "cartao", "r$", "/". */
  text: string;
  /** Words: abbreviation expanded and typo fixed ("catao" → "cartao", "s/" → "sem"); else `text`. */
  w: string;
  start: number;
  end: number;
  /** Written against the previous lexeme, no space between ("10x", "R$1.250"). */
  glued: boolean;
};

export type Lexed = {
  text: string;
  lx: Lexeme[];
  /** Segment of each lexeme: segments end at , . ; ! ? and line breaks (not inside "1.200,50"). */
  seg: number[];
  /** Whether a segment asks something: ends with "?" or starts with "qual", "quando"… */
  asks: boolean[];
  /** Whether a segment's sentence asks with a question word ("qual a cor, preta ou branca?"). */
  wonders: boolean[];
  /** Lexemes read as price, terms, greeting or code; what is left becomes the notes. */
  used: Uint8Array;
};

const LEX =
  /r\$|m[2²3³](?![\p{L}\p{N}])|\d+(?:[.,]\d+)*|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*|[$%/:;+?!.,\n=#×()]|(?<=\d)-|-(?=\d)/gu;
/** Signs that end a segment; all but the comma also end a sentence. */
export const BREAKS: ReadonlySet<string> = new Set([',', '.', ';', '!', '?', '\n']);
// "o cliente quer 110 ou 220?": a question about options, not an offer.
const WISHES = wordSet('quer prefere precisa deseja gostaria');
const SLASHED: Readonly<Record<string, string>> = { p: 'para', c: 'com', s: 'sem' };

const charFold = new Map<string, string>();

/** Accents and case folded character by character, so offsets still point into the original. */
export function foldInPlace(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, on purpose
  if (/^[\u0000-\u007f]*$/.test(text)) return text.toLowerCase();
  let out = '';
  for (const c of text) {
    let f = charFold.get(c);
    if (f === undefined) {
      const folded = fold(c);
      // One folded character per UTF-16 unit, so the folded text lines up with the original.
      f =
        folded.length === c.length
          ? folded
          : folded.length === 1 && c.length === 2
            ? `${folded} `
            : ' '.repeat(c.length);
      charFold.set(c, f);
    }
    out += f;
  }
  return out;
}

const memo = new Map<string, string>();

/** The word a folded chat word stands for: abbreviations spelled out, typos of known words fixed. */
export function canonical(folded: string): string {
  const hit = memo.get(folded);
  if (hit !== undefined) return hit;
  let out = SHOP_ABBREVIATIONS[folded] ?? ABBREVIATIONS[folded] ?? folded;
  if (out === folded && folded.length >= 5 && !KNOWN_WORDS.has(folded)) out = nearest(folded) ?? folded;
  if (memo.size > 50_000) memo.clear();
  memo.set(folded, out);
  return out;
}

const BY_FIRST = new Map<string, string[]>();
for (const word of FUZZY_TARGETS) BY_FIRST.set(word[0]!, [...(BY_FIRST.get(word[0]!) ?? []), word]);

// One typo in words of 5–7 letters, two from 8; the first letter is trusted, which keeps this
// to a handful of comparisons per unknown word (and the memo makes each word cost it once).
function nearest(word: string): string | null {
  const max = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const target of BY_FIRST.get(word[0]!) ?? []) {
    const distance = editDistance(word, target, max);
    if (distance < bestDistance) [best, bestDistance] = [target, distance];
  }
  return best;
}

export function lex(original: string): Lexed {
  const text = original.normalize('NFC');
  const folded = foldInPlace(text);
  const lx: Lexeme[] = [];
  let previousEnd = -1;
  for (const match of folded.matchAll(LEX)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const end = start + raw.length;
    const last = lx[lx.length - 1];
    // "s/ juros", "c/ nota", "p/ entrega": the slash belongs to the abbreviation.
    if (raw === '/' && last?.kind === 'word' && SLASHED[last.text] && last.end === start) {
      last.w = SLASHED[last.text]!;
      last.end = end;
      previousEnd = end;
      continue;
    }
    const kind = /^\d/.test(raw) ? 'num' : /^[\p{L}\p{M}]|^r\$/u.test(raw) || raw === '×' ? 'word' : 'sym';
    const w = kind === 'word' ? canonical(raw.replace(/[²³]/, (s) => (s === '²' ? '2' : '3'))) : raw;
    lx.push({ kind, text: raw, w, start, end, glued: start === previousEnd });
    previousEnd = end;
  }
  return { text, lx, ...segments(lx), used: new Uint8Array(lx.length) };
}

function segments(lx: Lexeme[]): { seg: number[]; asks: boolean[]; wonders: boolean[] } {
  const seg: number[] = [];
  const asks: boolean[] = [false];
  const wonders: boolean[] = [false];
  let first = true;
  let sentenceStart = 0;
  let questionWord = false;
  for (const l of lx) {
    seg.push(asks.length - 1);
    if (l.kind === 'word' && (QUESTION_STARTS.has(l.w) || WISHES.has(l.w))) questionWord = true;
    if (first && l.kind === 'word' && QUESTION_STARTS.has(l.w)) asks[asks.length - 1] = true;
    if (l.kind === 'word' || l.kind === 'num') first = false;
    if (l.kind === 'sym' && BREAKS.has(l.text)) {
      if (l.text === '?') asks[asks.length - 1] = true;
      if (l.text !== ',') {
        for (let s = sentenceStart; s < asks.length; s++) wonders[s] = questionWord && l.text === '?';
        [sentenceStart, questionWord] = [asks.length, false];
      }
      asks.push(false);
      wonders.push(false);
      first = true;
    }
  }
  return { seg, asks, wonders };
}

/** Whether lexeme i is a word among `words` (by its canonical spelling). */
export function isWord(lx: readonly Lexeme[], i: number, words: ReadonlySet<string> | string): boolean {
  const l = lx[i];
  if (l?.kind !== 'word') return false;
  return typeof words === 'string' ? l.w === words : words.has(l.w);
}

/** Whether lexemes i and j sit in one segment (no comma, full stop or line break between). */
export function sameSegment(lexed: Lexed, i: number, j: number): boolean {
  return lexed.seg[i] !== undefined && lexed.seg[i] === lexed.seg[j];
}

export function markUsed(lexed: Lexed, from: number, to: number): void {
  for (let i = Math.max(0, from); i < to && i < lexed.used.length; i++) lexed.used[i] = 1;
}

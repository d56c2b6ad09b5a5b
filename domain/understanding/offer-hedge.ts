import { isWord, type Lexed, markUsed } from './offer-lexer.ts';
import type { Amount } from './offer-price.ts';
import { wordSet } from './offer-words.ts';

// "uns 2 mil e pouco, 2.150 pra ser exato", "uns 300, 280 na real", "fica 300, ou melhor, 280":
// a guess or a slip, then the exact amount. The exact one is the price; the other is crossed out
// like the "de" of "de 1.500 por 1.199". Runs after offer-tags.ts, on the amounts it tagged.

/** "uns 300", "cerca de 300", "por volta de", "em torno de", "na base de", "mais ou menos 300". */
// Each with the word that must come before it, if any: "areia média 180" is not "em média 180".
const ROUGH_BEFORE: Readonly<Record<string, string | null>> = {
  uns: null,
  umas: null,
  aproximadamente: null,
  aprox: null,
  cerca: null,
  volta: 'por',
  torno: 'em',
  faixa: 'na',
  media: 'em',
  base: 'na',
  menos: 'ou',
};
const ROUGH_FILLERS = wordSet('de dos das da do r$ $ os as');
/** "2 mil e pouco", "300 e poucos", "uns 500 e tanto". */
const ROUGH_TAIL = wordSet('pouco poucos pouca poucas pouquinho tanto tantos');
const ROUGH_AFTER = wordSet('aproximadamente aprox');
/** "2.150 pra ser exato", "280 certinho", "300 cravado". */
const EXACT_WORDS = wordSet(
  'exato exata exatos exatas exatamente preciso precisa certo certa certinho certinha',
);
const EXACT_AFTER = wordSet('certinho certinha exatamente exato exata cravado cravados precisamente');
/** "na verdade 280", "ou melhor, 280", "quer dizer 280", "corrigindo: 280". */
const CORRECTION = wordSet(
  'verdade real melhor dizer corrigindo alias precisamente exatamente certinho exato exata',
);
const LEADING = wordSet('para ser mais');
const CORRECTION_FIRST: Readonly<Record<string, string>> = {
  verdade: 'na',
  real: 'na',
  melhor: 'ou',
  dizer: 'quer',
};
const BEFORE_FILLERS = wordSet(', : e o a valor preco fica sai custa por r$ $ de');
const NOT_PRICE = new Set(['parcela', 'frete', 'entrada']);

export function readHedges(lexed: Lexed, amounts: readonly Amount[]): void {
  let previous: Amount | null = null;
  const said: Amount[] = [];
  for (const a of amounts) {
    if (a.tipo && NOT_PRICE.has(a.tipo)) continue;
    markRough(lexed, a);
    const exact = exactness(lexed, a);
    if (exact) {
      a.exact = a.marked = true;
      for (const b of said) if (b.rough || (exact === 'correction' && b.tipo === a.tipo)) b.was = true;
      said.length = 0; // each amount put right once: linear however many corrections
    } else if (
      previous?.rough &&
      !a.rough &&
      a.cents * 4 >= previous.cents * 3 &&
      a.cents * 3 <= previous.cents * 4
    ) {
      // "uns 300, 280": a near amount right after a guess puts it right.
      previous.was = true;
    }
    said.push(a);
    previous = a;
  }
}

/** Flags a guess and stretches it over its hedge, so "uns" and "e pouco" leave the notes with it. */
function markRough(lexed: Lexed, a: Amount): void {
  const { lx } = lexed;
  let k = a.head - 1;
  while (k > a.head - 3 && isWord(lx, k, ROUGH_FILLERS)) k--;
  const hedge = lx[k]?.kind === 'word' ? ROUGH_BEFORE[lx[k]!.w] : undefined;
  if (hedge === null || (hedge && isWord(lx, k - 1, hedge))) {
    a.rough = true;
    const start = hedge ? (hedge === 'ou' ? k - 2 : k - 1) : k; // "mais ou menos", "por volta"
    a.lead = Math.min(a.lead, start);
  }
  const end = a.unitTo ?? a.to;
  if (isWord(lx, end, 'e') && isWord(lx, end + 1, ROUGH_TAIL)) [a.rough, a.to] = [true, end + 2];
  else if (isWord(lx, end, ROUGH_AFTER)) [a.rough, a.to] = [true, end + 1];
  else if (isWord(lx, end, 'mais') && isWord(lx, end + 1, 'ou') && isWord(lx, end + 2, 'menos'))
    [a.rough, a.to] = [true, end + 3];
}

/** "2.150 pra ser exato" / "280 certinho" (exact), "na verdade 280" / "280 na real" (a correction). */
function exactness(lexed: Lexed, a: Amount): 'exact' | 'correction' | null {
  const { lx } = lexed;
  const end = a.unitTo ?? a.to;
  const at = lx[end]?.text === ',' ? end + 1 : end;
  if (isWord(lx, at, 'para') && isWord(lx, at + 1, 'ser') && isWord(lx, at + 2, EXACT_WORDS)) {
    markUsed(lexed, end, at + 3);
    return 'exact';
  }
  if (isWord(lx, at, EXACT_AFTER)) {
    markUsed(lexed, end, at + 1);
    return 'exact';
  }
  if (isWord(lx, at, 'na') && isWord(lx, at + 1, wordSet('real verdade'))) {
    markUsed(lexed, end, at + 2);
    return 'correction';
  }
  for (let k = a.lead - 1; k >= 0 && k >= a.lead - 4; k--) {
    const l = lx[k]!;
    if (l.kind === 'word' && CORRECTION.has(l.w)) {
      const first = CORRECTION_FIRST[l.w];
      if (first && !isWord(lx, k - 1, first)) return null;
      let start = first ? k - 1 : k;
      while (isWord(lx, start - 1, LEADING)) start--; // "pra ser mais exato, 690"
      a.lead = start;
      return 'correction';
    }
    if (!BEFORE_FILLERS.has(l.kind === 'word' ? l.w : l.text)) return null;
  }
  return null;
}

import { isWord, type Lexed, markUsed } from './offer-lexer.ts';
import { NEGATION, negatedVerb, notOurField, regionNear, trailingNo } from './offer-negation.ts';
import { phraseRefusal } from './offer-refusal-phrases.ts';
import { restriction } from './offer-restriction.ts';
import { NOISE, wordSet } from './offer-words.ts';

// "Não tenho", "sem estoque", "não trabalho com essa marca", "só o modelo anterior": the shop
// turning the wish down. The negated verb is read by its structure (offer-negation.ts), the
// restriction of the shop's line by offer-restriction.ts, the stories by offer-refusal-phrases.ts;
// the words here are the motive's cues. Only asked when the reply offers no clear price: "não
// temos a marca X mas temos a Y por 300" is an offer. Questions ("não tem em preto?") refuse nothing.

export type Motivo = 'nao_tenho_produto' | 'sem_estoque' | 'nao_trabalha_marca' | 'outro';

const NO = NEGATION;
// The verbs of a line the shop carries, for "só trabalhamos com a marca X" and "só temos outro".
const HAVE = wordSet(`
  tenho temos tem possuo possuimos dispomos disponho trabalho trabalhamos trabalha vendo vendemos vende
  faco fazemos faz mexo mexemos atendemos atendo atende consigo conseguimos ha fabricamos revendemos
  oferecemos entregamos entrego entrega existe tenhu revendo revende vendem trabalham`);
const OTHER = wordSet(
  'outro outra outros outras anterior similar similares parecido parecida versao generico paralelo atacado',
);
const ONLY = wordSet('so somente apenas');
const STOCK_OUT = wordSet('zerado esgotado indisponivel faltando reposicao');
// "no momento não temos", "agora não": out of stock for now, not a line the shop does not carry.
const NOW = wordSet('momento agora enquanto hoje');
const COMING = wordSet('chega chegando chegar reposicao repor');
const NEAR = 10;
// "dessa vez não", "puts, infelizmente não": still a bare no.
const BARE = wordSet(
  'infelizmente no por dessa desta vez puts putz poxa desculpa desculpe lamento sinto muito pena',
);
const WE_ARE = wordSet('estamos estou tamo ficamos fiquei esta ficou');
const RANK: Motivo[] = ['nao_trabalha_marca', 'sem_estoque', 'outro', 'nao_tenho_produto'];

export function readRefusal(lexed: Lexed): Motivo | null {
  const { lx } = lexed;
  const found = new Set<Motivo>();
  // "não temos, chega semana que vem": out of stock too.
  const coming = lx.some((x) => x.kind === 'word' && COMING.has(x.w));
  for (let i = 0; i < lx.length; i++) {
    const l = lx[i]!;
    if (l.kind !== 'word' || lexed.asks[lexed.seg[i]!]) continue;
    const inSegment = (words: ReadonlySet<string> | string) => segmentHas(lexed, i, words);
    const phrase = phraseRefusal(lexed, i);
    if (phrase) found.add(phrase);
    else if (NO.has(l.w)) {
      const motivo = negatedHave(lexed, i, coming) ?? (l.w === 'nao' ? bareNo(lexed, i) : null);
      if (motivo) found.add(motivo);
    } else if (l.w === 'fora' || l.w === 'foge') {
      if (notOurField(lexed, i)) found.add('nao_tenho_produto');
      else if (within(lexed, i, 3, wordSet('area regiao'))) found.add('outro');
    } else if (STOCK_OUT.has(l.w) || (l.w === 'falta' && isWord(lx, i - 1, 'em')) || soldOut(lexed, i)) {
      found.add('sem_estoque');
    } else if (
      l.w === 'estoque' &&
      (isWord(lx, i - 1, 'sem') || isWord(lx, i - 2, 'sem') || isWord(lx, i - 2, 'fora'))
    ) {
      found.add('sem_estoque');
    } else if ((l.w === 'acabou' || l.w === 'acabaram') && !isWord(lx, i + 1, 'de')) found.add('sem_estoque');
    else if (l.w === 'sem' && isWord(lx, i + 1, 'previsao')) found.add('sem_estoque');
    else if (ONLY.has(l.w) && ((inSegment('marca') && inSegment(HAVE)) || onlyBrand(lexed, i)))
      found.add('nao_trabalha_marca');
    else if (ONLY.has(l.w) && within(lexed, i, 3, OTHER)) found.add('outro');
    else if (HAVE.has(l.w) && within(lexed, i, 3, OTHER) && !isWord(lx, i - 1, NO)) found.add('outro');
    else if (ONLY.has(l.w)) {
      const motivo = restriction(lexed, i);
      if (motivo) found.add(motivo);
    } else if (l.w === 'infelizmente') found.add('nao_tenho_produto');
  }
  return RANK.find((m) => found.has(m)) ?? null;
}

/**
 * "não tenho", "nao temos mais", "esse não vendemos", "não trabalho com essa marca", "não atendemos
 * aí", "não vou conseguir", "não é o nosso ramo", "moto a gente não mexe não".
 */
function negatedHave(lexed: Lexed, i: number, coming: boolean): Motivo | null {
  if (notOurField(lexed, i)) return 'nao_tenho_produto';
  const said = negatedVerb(lexed, i) ?? (lexed.lx[i]!.w === 'nao' ? trailingNo(lexed, i) : null);
  if (!said) return null;
  const { lx } = lexed;
  const { family, verb: k, more } = said;
  if (family === 'serve' || family === 'deliver') return regionNear(lexed, k) ? 'outro' : 'nao_tenho_produto';
  if (family === 'stock' || isWord(lx, k + 1, 'previsao')) return 'sem_estoque';
  // "não trabalho mais com", "não vendemos mais": a line the shop dropped; "não tenho mais": sold out.
  const carry = family === 'work' || family === 'sell' || family === 'do' || lx[k]!.w.startsWith('exist');
  if (more && !carry) return 'sem_estoque';
  if (segmentHas(lexed, k, 'marca')) return 'nao_trabalha_marca';
  if (!carry && (segmentHas(lexed, k, NOW) || coming)) return 'sem_estoque';
  return 'nao_tenho_produto';
}

const BUT = wordSet('mas porem ou so somente apenas');
const HAS = wordSet('tenho temos tem');

/**
 * Whether a bare amount (no "R$", no "fica") sits inside a negated clause — "não mexo com moto
 * 150", "não tenho o 220" — rather than after it ("não tenho a azul, a preta 120").
 */
export function insideRefusal(lexed: Lexed, head: number): boolean {
  const { lx, seg } = lexed;
  for (let k = head - 1; k >= 0 && seg[k] === seg[head]; k--) {
    if (isWord(lx, k, NO)) return !isWord(lx, k + 1, 'so');
    if (isWord(lx, k, BUT) || (isWord(lx, k, HAS) && !isWord(lx, k - 1, NO))) return false;
  }
  return false;
}

/** "Não.", "infelizmente não", "no momento não", "agora não", "não, obrigado". */
function bareNo(lexed: Lexed, i: number): Motivo | null {
  const { lx, seg } = lexed;
  let later = false;
  // A bare "não" is a short clause; a long one is about something else (and scanning it would cost).
  const from = Math.max(0, i - NEAR);
  if (seg[from] === seg[i] && from > 0) return null;
  for (let k = from; k < lx.length && k <= i + NEAR; k++) {
    if (seg[k] !== seg[i] || k === i || lx[k]!.kind === 'sym') continue;
    if (k === i + NEAR) return null;
    const w = lx[k]!.w;
    if (NOW.has(w)) later = true;
    else if (!NOISE.has(w) && !BARE.has(w)) return null;
  }
  return later ? 'sem_estoque' : 'nao_tenho_produto';
}

/** "já vendi", "vendido", "estamos sem", "tô sem no momento". */
function soldOut(lexed: Lexed, i: number): boolean {
  const { lx, seg } = lexed;
  const w = lx[i]!.w;
  if (w === 'vendi' || w === 'vendemos') return isWord(lx, i - 1, 'ja');
  if (w === 'vendido' || w === 'vendida')
    return i === 0 || seg[i - 1] !== seg[i] || isWord(lx, i - 1, wordSet('ja foi'));
  if (w !== 'sem' || !isWord(lx, i - 1, WE_ARE)) return false;
  const next = lx[i + 1];
  return !next || seg[i + 1] !== seg[i] || NOISE.has(next.w) || next.w === 'estoque';
}

/** "só trabalho com Samsung": a capitalised name after "só trabalho com" is a brand. */
function onlyBrand(lexed: Lexed, i: number): boolean {
  const { lx } = lexed;
  if (
    !isWord(lx, i + 1, wordSet('trabalho trabalhamos vendo vendemos temos tenho')) ||
    !isWord(lx, i + 2, 'com')
  ) {
    return false;
  }
  const name = lx[i + 3];
  return name?.kind === 'word' && /^\p{Lu}/u.test(lexed.text.slice(name.start, name.end));
}

/** Whether one of `words` is said near i (a few words either side), in the same segment. */
function segmentHas(lexed: Lexed, i: number, words: ReadonlySet<string> | string): boolean {
  for (let k = Math.max(0, i - NEAR); k <= i + NEAR && k < lexed.lx.length; k++) {
    if (lexed.seg[k] === lexed.seg[i] && isWord(lexed.lx, k, words)) return true;
  }
  return false;
}

function within(lexed: Lexed, i: number, reach: number, words: ReadonlySet<string>): boolean {
  for (let k = i + 1; k <= i + reach && lexed.seg[k] === lexed.seg[i]; k++)
    if (isWord(lexed.lx, k, words)) return true;
  return false;
}

const YES = wordSet(
  'tenho temos tem possuo possuimos dispomos disponivel consigo conseguimos fazemos faco tenhu encomenda',
);

/** "Tenho sim", "temos", "sim", "tem em estoque", "disponível": the shop has it (price still to ask). */
export function saysHave(lexed: Lexed): boolean {
  const { lx } = lexed;
  let has = false;
  for (let i = 0; i < lx.length; i++) {
    const l = lx[i]!;
    if (l.kind !== 'word' || lexed.asks[lexed.seg[i]!]) continue;
    const firstOfSegment = i === 0 || lexed.seg[i - 1] !== lexed.seg[i];
    const yes =
      (YES.has(l.w) &&
        !isWord(lx, i - 1, NO) &&
        !isWord(lx, i - 2, NO) &&
        !isWord(lx, i - 1, 'se') && // "não sei se tenho"
        !isWord(lx, i + 1, wordSet('que de'))) ||
      (l.w === 'sim' && (firstOfSegment || isWord(lx, i - 1, YES))) ||
      (l.w === 'estoque' && isWord(lx, i - 1, 'em') && !isWord(lx, i - 2, NO));
    if (!yes) continue;
    has = true;
    // "Tenho sim," / "Sim, temos" / "tem em estoque": said and done; "mas temos a Y" stays in the notes.
    if (l.w === 'estoque') markUsed(lexed, i - 1, i + 1);
    else if (firstOfSegment || l.w === 'disponivel' || lexed.used[i - 1]) {
      markUsed(lexed, i, isWord(lx, i + 1, 'sim') ? i + 2 : i + 1);
    }
  }
  return has;
}

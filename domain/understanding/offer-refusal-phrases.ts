import { isWord, type Lexed } from './offer-lexer.ts';
import { NOISE, wordSet } from './offer-words.ts';

// Refusals told as what happened rather than "não tenho": the last one sold ("vendi o último",
// "já foi"), a line the shop stopped carrying ("parei de trabalhar com essa marca", "deixamos de
// vender"), a model out of production ("saiu de linha", "não fabricam mais"), and a plain "não vai
// dar" / "não tenho como conseguir". Each looks a few words around one word: linear in the reply.

export type PhraseMotivo = 'sem_estoque' | 'nao_trabalha_marca' | 'nao_tenho_produto';

const NO = wordSet('nao n');
const LAST = wordSet('ultimo ultima ultimos ultimas unico unica');
const SOLD = wordSet(
  'vendi vendeu vendemos venderam vendido vendida vendidos vendidas saiu sairam foi foram levaram levou compraram comprou',
);
/** "acabei de vender o último", "acabou de sair o último". */
const JUST = wordSet('acabei acabamos acabou acabaram');
const GONE = wordSet('foi foram saiu sairam vendeu venderam levaram levou');
const STOPPED = wordSet('parei paramos parou pararam deixei deixamos deixou deixaram');
const CARRY = wordSet(
  'trabalhar trabalho vender revender mexer fazer fabricar produzir ter trazer oferecer comprar vir chegar mandar',
);
const DISCONTINUED = wordSet(
  'descontinuado descontinuada descontinuados descontinuadas descontinuaram descontinuou',
);
const MADE = wordSet('fabricam fabrica fabricado fabricada produzem produz produzido fazem vem existem');
const MADE_BETWEEN = wordSet('mais se o a esse essa isso eles ela ele la');
const OUT_OF = wordSet('saiu sairam saindo fora');
const LINE = wordSet('linha fabricacao producao');
const OWE = wordSet('ficar fico ficamos ficando');
const DECLINE = wordSet('dar da rolar rola');
const GET = wordSet('conseguir arrumar trazer pedir encomendar achar arranjar');
const HAVE = wordSet('tenho temos tem');
const QUIET = wordSet('nao infelizmente desculpa desculpe sinto muito mesmo agora hoje amigo amiga');
const NEAR = 10;

/** The refusal a story around word i tells, or null. */
export function phraseRefusal(lexed: Lexed, i: number): PhraseMotivo | null {
  const { lx } = lexed;
  const w = lx[i]!.w;
  if (LAST.has(w)) return soldNear(lexed, i) ? 'sem_estoque' : null; // "vendi o último", "foi a última"
  if (w === 'tudo') return isWord(lx, i - 1, SOLD) ? 'sem_estoque' : null; // "vendi tudo"
  if (w === 'ja' && isWord(lx, i + 1, GONE) && quietFrom(lexed, i + 2)) return 'sem_estoque'; // "já foi"
  if (STOPPED.has(w) && isWord(lx, i + 1, 'de') && isWord(lx, i + 2, CARRY)) {
    return saidNear(lexed, i, 'marca') ? 'nao_trabalha_marca' : 'nao_tenho_produto';
  }
  if (DISCONTINUED.has(w)) return 'nao_tenho_produto';
  // "vou ficar te devendo essa", "dessa vez fico devendo"
  if (w === 'devendo' && (isWord(lx, i - 1, OWE) || (isWord(lx, i - 2, OWE) && isWord(lx, i - 1, 'te')))) {
    return 'nao_tenho_produto';
  }
  if (LINE.has(w) && isWord(lx, i - 1, 'de') && isWord(lx, i - 2, OUT_OF)) return 'nao_tenho_produto';
  return NO.has(w) ? negatedPhrase(lexed, i) : null;
}

/** "não fabricam mais", "não vai dar", "não rola", "não vai ser possível", "não tenho como conseguir". */
function negatedPhrase(lexed: Lexed, i: number): PhraseMotivo | null {
  const { lx } = lexed;
  let k = i + 1;
  let more = false;
  while (k < i + 4 && isWord(lx, k, MADE_BETWEEN)) more ||= lx[k++]!.w === 'mais';
  if (isWord(lx, k, MADE) && (more || isWord(lx, k + 1, 'mais'))) return 'nao_tenho_produto';
  k = isWord(lx, i + 1, wordSet('vai vou')) ? i + 2 : i + 1;
  if (isWord(lx, k, DECLINE) && quietFrom(lexed, k + 1)) return 'nao_tenho_produto';
  if (isWord(lx, k, 'ser') && isWord(lx, k + 1, 'possivel') && quietFrom(lexed, k + 2))
    return 'nao_tenho_produto';
  if (isWord(lx, i + 1, HAVE) && isWord(lx, i + 2, 'como') && quietFrom(lexed, i + 3))
    return 'nao_tenho_produto';
  return null;
}

/** A sale verb within three words of "último", not negated ("não foi o último"). */
function soldNear(lexed: Lexed, i: number): boolean {
  const { lx, seg } = lexed;
  for (let k = Math.max(0, i - 3); k <= i + 3 && k < lx.length; k++) {
    if (k === i || seg[k] !== seg[i]) continue;
    if (isWord(lx, k, SOLD) && !isWord(lx, k - 1, NO)) return true;
    if (isWord(lx, k, wordSet('vender sair')) && isWord(lx, k - 1, 'de') && isWord(lx, k - 2, JUST))
      return true;
  }
  return false;
}

/**
 * Nothing left to say in the clause from k on but courtesy, or "pra conseguir": "não vai dar,
 * amigo", "não rola não", "não tenho como conseguir" — not "não vai dar pra entregar hoje".
 */
function quietFrom(lexed: Lexed, k: number): boolean {
  const { lx, seg } = lexed;
  const s = seg[k - 1];
  for (let j = k; j < lx.length && seg[j] === s; j++) {
    if (j >= k + NEAR) return false;
    const l = lx[j]!;
    if (l.kind === 'sym') continue;
    if (l.kind === 'num') return false;
    if (isWord(lx, j, GET) || (isWord(lx, j, 'para') && isWord(lx, j + 1, GET))) return true;
    if (!QUIET.has(l.w) && !(NOISE.has(l.w) && !HAVE.has(l.w))) return false;
  }
  return true;
}

function saidNear(lexed: Lexed, i: number, word: string): boolean {
  for (let k = Math.max(0, i - NEAR); k <= i + NEAR && k < lexed.lx.length; k++) {
    if (lexed.seg[k] === lexed.seg[i] && isWord(lexed.lx, k, word)) return true;
  }
  return false;
}

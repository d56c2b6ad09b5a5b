import { isWord, type Lexed } from './offer-lexer.ts';
import { NOISE, wordSet } from './offer-words.ts';

// The structure of a Portuguese "no" to a wish, rather than a list of its phrasings: a negation
// ("não", "n", "nem", "nunca") before a verb of having, selling, doing, working with, getting,
// serving or delivering — in any person or tense, after auxiliaries and clitics ("não vou ter como
// te atender", "não estamos fazendo", "nem mexo com isso") — or after it ("mexo com isso não").
// What follows the verb decides whether the "no" is about the item: "não tenho certeza", "não faço
// por menos", "não entrego hoje" and "não consigo baixar mais" are about something else.

export type Family = 'have' | 'sell' | 'do' | 'work' | 'get' | 'serve' | 'deliver' | 'stock';

const FAMILIES: readonly [Family, RegExp][] = [
  [
    'have',
    /^(?:tenho|tenhu|tem|temos|tinha|tinhamos|teria|teriamos|ter|terei|teremos|tive|tivemos|ha|possuo|possuimos|possui|possuem|disponho|dispomos|dispoe|dispor|existe|existem)$/,
  ],
  [
    'sell',
    /^(?:(?:re)?vend(?:o|e|em|emos|er|i|eu|ia|iamos|endo|eria|eriamos)|comercializ\w+|trago|trazemos|traz|trazer|trazem|fornec\w+|forneco|oferec\w+|ofereco|fabric(?:o|a|amos|am|ar)|produz(?:o|imos|ir|em)?|import(?:o|amos|ar))$/,
  ],
  [
    'do',
    /^(?:faco|faz|fazemos|fazem|fazer|fiz|fizemos|fazendo|faria|fariamos|fazia|faziamos|consert(?:o|a|amos|am|ar|ando)|instal(?:o|a|amos|am|ar|ando)|mont(?:o|amos|ar))$/,
  ],
  ['work', /^(?:trabalh|mex|lid)(?:o|a|e|am|em|amos|emos|ar|er|ando|endo|ei|i|amos)$/],
  [
    'get',
    /^(?:consig(?:o|a|amos)|consegu(?:e|em|imos|ir|iria|iriamos|indo|i|iu)|arrum(?:o|a|amos|am|ar|aria|ei)|arranj(?:o|a|amos|ar)|encontr(?:o|a|amos|ar|ei)|achamos|achei|providenci(?:o|amos|ar))$/,
  ],
  ['serve', /^atend(?:o|e|emos|em|er|endo|eria|eriamos|i)$/],
  ['deliver', /^(?:entreg(?:o|a|amos|am|ar|ando|aria|ariamos)|envi(?:o|amos|ar))$/],
  ['stock', /^(?:chegou|chegaram|sobrou|sobraram|restou)$/],
];

const memo = new Map<string, Family | null>();

/** The family of a folded verb form: "mexemos" → work, "vou conseguir" → get ("conseguir"). */
export function verbFamily(w: string): Family | null {
  let found = memo.get(w);
  if (found === undefined) {
    found = FAMILIES.find(([, re]) => re.test(w))?.[0] ?? null;
    if (memo.size < 10_000) memo.set(w, found);
  }
  return found;
}

export const NEGATION = wordSet('nao n nem nunca');
/** Between the negation and the verb: "não vou", "não estamos", "não posso", "não dá pra". */
const AUX = wordSet(
  'vou vamos vai iremos irei estou estamos esta estao to ta tamo tava estava estavamos posso podemos pode poderia poderiamos poder podendo costumo costumamos da para',
);
/** Clitics, pronouns and adverbs that may stand around the verb: "não te atendo", "não mexo mais". */
const CLITIC = wordSet(
  'te lhe o a os as se me nos vos isso esse essa este esta isto ele ela eles elas la aqui ai eu mesmo mais ainda',
);
/** After the verb, words that make the "no" about something other than the item. */
const NOT_ABOUT_IT = wordSet(`
  como que juros frete taxa custo acrescimo problema desconto troco garantia pressa certeza ideia tempo
  informacao acesso por menos abaixo preco valor entrega entregas parcelado parcelamento cartao nota
  boleto pix credito debito foto fotos loja site instagram whatsapp horario mal diferenca sentido questao`);
/** Times: "não atendo hoje", "não entrego sábado", "nesse horário" — when, not whether. */
export const TIME = wordSet(`
  hoje amanha agora domingo domingos sabado sabados segunda terca quarta quinta sexta feriado feriados
  manha tarde noite cedo aos`);
const TIME_NOUN = wordSet('semana horario hora mes dia data fim periodo');
const DEMONSTRATIVE = wordSet(
  'esse essa isso este esta isto esses essas desse dessa disso nesse nessa neste nesta tipo',
);
const SKIP = wordSet('te lhe o a os as mais ainda mesmo nada');
// "não consigo baixar mais", "não posso confirmar": the negated verb is another one.
const NOUN_LIKE = wordSet('celular lugar colar par ar bar mar');
const REACH = 8;

export type Negated = { family: Family; verb: number; more: boolean };

/** "não tenho", "não vou conseguir", "não vou ter como te atender", "nem mexo com isso". */
export function negatedVerb(lexed: Lexed, i: number): Negated | null {
  const { lx, seg } = lexed;
  let verb = -1;
  let family: Family | null = null;
  let more = false;
  for (let k = i + 1; k < lx.length && k <= i + REACH && seg[k] === seg[i]; k++) {
    const l = lx[k]!;
    if (l.kind !== 'word') break;
    const f = verbFamily(l.w);
    // After a verb, only an infinitive or a gerund goes on: "não consigo fazer", "não estamos fazendo".
    if (f && (verb < 0 || /(?:r|ndo)$/.test(l.w))) {
      [verb, family] = [k, f];
      if (f === 'have' && isWord(lx, k + 1, 'como')) k++; // "não tenho como atender"
      continue;
    }
    if (l.w === 'mais') more = true;
    if ((verb < 0 && AUX.has(l.w)) || CLITIC.has(l.w)) continue;
    break;
  }
  if (verb < 0 || family === null) return null;
  more ||= isWord(lx, verb + 1, 'mais');
  return aboutIt(lexed, verb, family) ? { family, verb, more } : null;
}

/** "moto a gente não mexe não", "faço não", "trabalho com isso não, amigo": the trailing "não". */
export function trailingNo(lexed: Lexed, i: number): Negated | null {
  const { lx, seg } = lexed;
  for (let k = i + 1; k < lx.length && seg[k] === seg[i]; k++) {
    if (k > i + 5) return null;
    if (lx[k]!.kind !== 'sym' && !NOISE.has(lx[k]!.w)) return null;
  }
  for (let k = i - 1; k >= 0 && k >= i - 6 && seg[k] === seg[i]; k--) {
    const l = lx[k]!;
    if (l.kind !== 'word') return null;
    if (NEGATION.has(l.w)) return null; // "não mexe não": the first "não" said it
    const family = verbFamily(l.w);
    if (!family) continue;
    for (let j = k - 1; j >= 0 && j >= k - 3 && seg[j] === seg[i]; j--)
      if (isWord(lx, j, NEGATION)) return null;
    return aboutIt(lexed, k, family) ? { family, verb: k, more: false } : null;
  }
  return null;
}

/** Whether what follows the verb keeps the "no" about the item asked. */
function aboutIt(lexed: Lexed, verb: number, family: Family): boolean {
  const { lx, seg } = lexed;
  let k = verb + 1;
  while (k < verb + 4 && seg[k] === seg[verb] && isWord(lx, k, SKIP)) k++;
  const next = seg[k] === seg[verb] && lx[k]?.kind === 'word' ? lx[k]!.w : '';
  if (NOT_ABOUT_IT.has(next) || isWord(lx, verb + 1, NOT_ABOUT_IT)) return false;
  if (next === 'de' && isWord(lx, k + 1, wordSet('que nada'))) return false; // "não tem de quê"
  if ((family === 'serve' || family === 'deliver' || family === 'work') && regionNear(lexed, verb))
    return true;
  if (family === 'deliver') return DEMONSTRATIVE.has(next) && !isWord(lx, k + 1, TIME_NOUN);
  const when = TIME.has(next) || (DEMONSTRATIVE.has(next) && isWord(lx, k + 1, TIME_NOUN));
  if (when && family !== 'have' && family !== 'sell' && family !== 'stock') return false;
  // "não consigo baixar mais": the negated verb is another one.
  if (family === 'get' && /(?:ar|er|ir)$/.test(next) && next.length >= 3 && !NOUN_LIKE.has(next))
    return verbFamily(next) !== null;
  return true;
}

export const REGION = wordSet(
  'regiao bairro cidade ai local endereco area la cep zona estado interior capital fora municipio',
);

export function regionNear(lexed: Lexed, i: number): boolean {
  for (let k = Math.max(0, i - 10); k <= i + 10 && k < lexed.lx.length; k++)
    if (lexed.seg[k] === lexed.seg[i] && isWord(lexed.lx, k, REGION)) return true;
  return false;
}

const FIELD = wordSet('ramo area praia segmento especialidade forte linha setor foco nicho negocio');
const OURS = wordSet('nosso nossa meu minha');
const IS = wordSet('e eh era seria sao');
const WITH_US = wordSet('conosco comigo');

/** "não é o nosso ramo", "não é com a gente", "isso foge do nosso ramo", "fora da nossa área". */
export function notOurField(lexed: Lexed, i: number): boolean {
  const { lx } = lexed;
  const w = lx[i]!.w;
  let k = i + 1;
  if (NEGATION.has(w)) {
    if (isWord(lx, k, wordSet('faz')) && isWord(lx, k + 1, 'parte')) k += 2;
    else if (isWord(lx, k, IS)) k++;
    else return false;
  } else if (!(w === 'fora' || w === 'foge')) return false;
  if (isWord(lx, k, WITH_US)) return true;
  if (isWord(lx, k, 'com') && (isWord(lx, k + 1, 'nos') || isWord(lx, k + 2, 'gente'))) return true;
  while (k < i + 4 && isWord(lx, k, wordSet('o a do da de'))) k++;
  return isWord(lx, k, OURS) && isWord(lx, k + 1, FIELD);
}

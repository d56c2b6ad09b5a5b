import { chatWords, isGibberish, isInterjection, isLaughToken, lexicon } from './gibberish.ts';
import { type Choice, type Prepared, readChoice, wordsOf } from './intent-choice.ts';
import { AJUDA, APAGAR_DADOS, ATENDENTE, CANCELAR, MEUS_DADOS, SAUDACAO } from './intent-phrases.ts';
import { ENCERRAR, VER_OFERTAS } from './intent-phrases-wish.ts';
import { type CustomerIntent, FILLER, type Rule, SHOP_DID } from './intent-words.ts';
import { editDistance, fold } from './normalize.ts';

// What a customer wants when the message is not a product: see offers, close a wish, erase or see
// their data, a person, help, restart, small talk. Each intent has phrases; a phrase counts only when
// the words around it are small talk or belong to it ("já comprei, obrigado"). A product beside it
// makes the message a wish: "quero ver minhas ofertas" is an intent, "quero um notebook pra ver
// minhas séries" and "preciso de ajuda pra escolher uma geladeira" are wishes.

export type { CustomerIntent } from './intent-words.ts';

export type IntentResult = {
  intent: CustomerIntent;
  /** The wish's 8-hex code, when given ("ver ofertas 1a2b3c4d"). */
  codigo?: string;
  /** "fiquei com a oferta 2", "vou ficar com a 2" → 2. */
  comOferta?: number;
  /** "vou ficar com a da Loja X" → "Loja X", as typed. */
  lojaCitada?: string;
};

// In priority order: erasing beats closing ("não quero mais meu telefone salvo aí, apaga"), a person
// beats help, closing beats offers ("já comprei, não mandem mais ofertas"), a restart comes late.
const RULES: Rule[] = [APAGAR_DADOS, MEUS_DADOS, ATENDENTE, ENCERRAR, VER_OFERTAS, AJUDA, CANCELAR, SAUDACAO];

const NEGATION = lexicon('nao nem nunca jamais');
const WISH =
  lexicon(`quero queria quer gostaria preciso precisava precisando procuro procurando busco buscando tem teria
  vende vendem vendendo comprar compro encomendar orcamento cotacao preco valor atras onde`);
const ARTICLE = lexicon('o a os as um uma');
// A phrase that points at offers already there ("minhas ofertas da geladeira", "chegaram as ofertas do
// fogão", "o valor que mandaram da geladeira") is not asking for new ones ("ofertas de notebook").
const OWN = lexicon(`meu minha meus minhas recebeu ${SHOP_DID.replace(/\|/g, ' ')}`);
const THANKS_FOR = lexicon('pela pelo pelas pelos');
const CODE = /^[0-9a-f]{8}$/;
const KNOWN = new Set([...FILLER, ...RULES.flatMap((r) => [...r.context])]);
// Misspellings worth fixing: long words of the phrases above. Inflections are left alone ("ofertar").
const TYPO_TARGETS = [
  ...lexicon(`ofertas oferta propostas proposta orcamentos orcamento atendente atendimento encerrar cancelar recomecar
    cadastro excluir deletar obrigado obrigada respondeu responderam funciona desisti resolvido suporte informacoes
    mandaram chegaram finalizar reiniciar consegui comprei novidades retorno cotacao humano`),
];
const NOT_TYPOS = lexicon('canela compre comprem conseguir');

function correctTypo(word: string): string {
  if (word.length < 6 || /\d/.test(word) || KNOWN.has(word) || NOT_TYPOS.has(word)) return word;
  for (const target of TYPO_TARGETS) {
    if (target[0] !== word[0] || target.startsWith(word) || word.startsWith(target)) continue;
    if (editDistance(word, target, 1) <= 1) return target;
  }
  return word;
}

function prepare(text: string): Prepared {
  const list = chatWords(text).filter((w) => {
    const typed = fold(text.slice(w.start, w.end));
    return !isLaughToken(typed) && !isInterjection(w.word);
  });
  const words = list.map((w) => correctTypo(w.word));
  const starts: number[] = [];
  let at = 0;
  for (const word of words) {
    starts.push(at);
    at += word.length + 1;
  }
  return { list, words, joined: words.join(' '), starts, text };
}

/** A comma or full stop between two words breaks a negation: "não, quero cancelar o pedido". */
function isNegated(p: Prepared, from: number): boolean {
  for (let k = from - 1; k >= Math.max(0, from - 2); k--) {
    if (/[,.;!?\n]/.test(p.text.slice(p.list[k]!.end, p.list[from]!.start))) return false;
    if (NEGATION.has(p.words[k]!)) return true;
  }
  return false;
}

const PHRASE = 1;
const NEGATED = 2;

/**
 * Marks the words of each match as PHRASE (and `own` when it points at offers already there), or NEGATED;
 * a match over negated words does not count ("não quero falar com atendente"). Whether one counted.
 */
function mark(re: RegExp | undefined, p: Prepared, negatable: boolean, roles: Uint8Array, own: Uint8Array) {
  let found = false;
  for (const m of re ? p.joined.matchAll(re) : []) {
    const [from, to] = wordsOf(p, m);
    if (from > 0 && THANKS_FOR.has(p.words[from - 1]!)) continue; // "obrigado pela ajuda"
    const negated =
      roles.subarray(from, to).includes(NEGATED) ||
      (negatable && !NEGATION.has(p.words[from]!) && isNegated(p, from));
    const isOwn = p.words.slice(from, to).some((w) => OWN.has(w));
    for (let i = from; i < to; i++) {
      roles[i] ||= negated ? NEGATED : PHRASE;
      own[i] ||= isOwn ? 1 : 0;
    }
    found ||= !negated;
  }
  return found;
}

// A product after the phrase: a wish verb shortly before it ("quero um programa pra apagar dados"), or
// "de"/"para" straight after the phrase ("ofertas de notebook", but "minhas ofertas da geladeira").
function hasWishFrame(
  p: Prepared,
  rule: Rule,
  roles: Uint8Array,
  own: Uint8Array,
  content: number[],
): boolean {
  for (const j of content) {
    for (let i = j - 1; i >= Math.max(0, j - 4) && roles[i] !== PHRASE; i--)
      if (WISH.has(p.words[i]!)) return true;
    if (!rule.takesProduct) continue;
    let k = j - 1;
    if (k > 0 && ARTICLE.has(p.words[k]!) && roles[k] !== PHRASE) k--;
    if (k > 0 && /^(?:de|do|da|dos|das|para)$/.test(p.words[k]!) && roles[k - 1] === PHRASE && !own[k - 1])
      return true;
  }
  return false;
}

function accepts(rule: Rule, p: Prepared, choice: Choice | null): boolean {
  const roles = new Uint8Array(p.words.length);
  const own = new Uint8Array(p.words.length);
  let strong = mark(rule.strong, p, rule.negatable, roles, own);
  const weak = mark(rule.weak, p, rule.negatable, roles, own);
  for (const i of choice?.consumed ?? []) roles[i] = PHRASE;
  strong ||= choice?.decisive === true;
  if ((!strong && !weak) || p.words.some((w) => rule.unless?.has(w))) return false;
  const content: number[] = [];
  p.words.forEach((w, i) => {
    if (!roles[i] && !FILLER.has(w) && !rule.context.has(w) && !CODE.test(w)) content.push(i);
  });
  if (content.length === 0) return true;
  return strong && content.length <= rule.maxContent && !hasWishFrame(p, rule, roles, own, content);
}

// Closing a wish may name the offer chosen ("fico com a 2").
function choiceFor(rule: Rule, p: Prepared): Choice | null {
  return rule.intent === 'encerrar' ? readChoice(p) : null;
}

/**
 * The intent of a message that is NOT a product wish, or null when the text may be a wish (or
 * anything else) — the caller then tries to read a wish. Emojis alone ("👍") are 'nao_entendido':
 * where a yes/no question is pending, ask readYesNo first.
 */
export function detectIntent(text: string): IntentResult | null {
  if (isGibberish(text)) return { intent: 'nao_entendido' };
  const p = prepare(text);
  const codigo = p.words.find((w) => CODE.test(w));
  const withCode = codigo ? { codigo } : {};
  for (const rule of RULES) {
    const choice = choiceFor(rule, p);
    if (!accepts(rule, p, choice)) continue;
    const picked: Partial<IntentResult> = {};
    if (choice?.comOferta !== undefined) picked.comOferta = choice.comOferta;
    if (choice?.lojaCitada) picked.lojaCitada = choice.lojaCitada;
    return { intent: rule.intent, ...withCode, ...picked };
  }
  // A code alone (pasted from a link) asks for that wish's offers.
  if (codigo && p.words.every((w) => w === codigo || FILLER.has(w))) return { intent: 'ver_ofertas', codigo };
  return null;
}

/**
 * Whether detectIntent(text) reads this intent. Its rule runs first and the rules before it only
 * when it matched: asked of every message (bot/conversation/human-turn.ts), a miss costs one rule
 * instead of all eight (issue 22).
 */
export function detectsIntent(text: string, intent: Rule['intent']): boolean {
  const at = RULES.findIndex((rule) => rule.intent === intent);
  const rule = RULES[at];
  if (!rule || isGibberish(text)) return false;
  const p = prepare(text);
  if (!accepts(rule, p, choiceFor(rule, p))) {
    // A code alone asks for its offers with no rule matching.
    return intent === 'ver_ofertas' && detectIntent(text)?.intent === 'ver_ofertas';
  }
  return RULES.slice(0, at).every((earlier) => !accepts(earlier, p, choiceFor(earlier, p)));
}

import { editDistance, tokenize } from './normalize.ts';
import { stem } from './stem.ts';

// The classifier's index over the live category tree and its term lexicon (seeded per
// subcategory, extended by admins in /gestao): every term stemmed ("fogões" = "fogão") and filed by
// its first stem, the single-word stems for typos, and the words of every term. Built once per
// reference version by the caller. Also how a customer's word is read against it: stemmed, and
// corrected when it is a one- or two-letter typo of a term and not a word of the lexicon or chat.

export type CategoryRef = {
  id: number;
  nome: string;
  termos: readonly string[];
  subcategorias: readonly { id: number; nome: string; termos: readonly string[] }[];
};

export type Entry = { stems: string[]; categoria: number; subcategoria: number | null; weight: number };

export type Classifier = {
  tree: readonly CategoryRef[];
  /** First stem → the entries (terms) that start with it. */
  byFirst: Map<string, Entry[]>;
  /** Single-word stems by first two letters, for typos. */
  singles: Map<string, string[]>;
  /** Every stem of every term: such a word is itself, never a typo of another ("frances"). */
  stems: Set<string>;
  /** Every folded term, for "is this brand also a product term?". */
  terms: Set<string>;
  /** Every word of every term, folded, for "is this word part of a product?". */
  words: Set<string>;
};

const STOP = new Set([
  'de',
  'do',
  'da',
  'dos',
  'das',
  'e',
  'o',
  'a',
  'os',
  'as',
  'um',
  'uma',
  'para',
  'com',
  'em',
  'no',
  'na',
  'por',
  'que',
  'tipo',
  'modelo',
  'marca',
  'cor',
  'tamanho',
]);

export function stems(text: string): string[] {
  return tokenize(text)
    .flatMap((t) => t.word.split(/[\s-]/))
    .filter((w) => w && !STOP.has(w))
    .map(stem);
}

function add(
  classifier: Classifier,
  term: string,
  categoria: number,
  subcategoria: number | null,
  weight: number,
) {
  const s = stems(term);
  if (s.length === 0) return;
  classifier.terms.add(term);
  for (const t of tokenize(term)) if (t.word.length >= 2 && !STOP.has(t.word)) classifier.words.add(t.word);
  for (const one of s) classifier.stems.add(one);
  const entries = classifier.byFirst.get(s[0]!) ?? [];
  entries.push({ stems: s, categoria, subcategoria, weight });
  classifier.byFirst.set(s[0]!, entries);
  if (s.length === 1 && s[0]!.length >= 4) {
    const bucket = s[0]!.slice(0, 2);
    const list = classifier.singles.get(bucket) ?? [];
    if (!list.includes(s[0]!)) list.push(s[0]!);
    classifier.singles.set(bucket, list);
  }
}

export const QUANTITY =
  /^(\d.*|saco|sac|kg|quilo|litro|l|metro|m|m2|m3|unidade|un|und|caixa|cx|par|pacote|fardo|lata|galao|rolo|peca|kit|jogo|duzia|milheiro|tonelada|carga|frasco|pote|barra|bloco|saquinho|dua|tre|quatro|cinco|dez|mei)$/;

export function buildClassifier(tree: readonly CategoryRef[]): Classifier {
  const classifier: Classifier = {
    tree,
    byFirst: new Map(),
    singles: new Map(),
    stems: new Set(),
    terms: new Set(),
    words: new Set(),
  };
  for (const categoria of tree) {
    for (const termo of categoria.termos) add(classifier, termo, categoria.id, null, 0.8);
    for (const sub of categoria.subcategorias) {
      // The subcategory's own name words count too ("Cafeteiras"), a little less than its terms.
      for (const piece of sub.nome.split(/,| e /)) add(classifier, piece, categoria.id, sub.id, 0.7);
      for (const termo of sub.termos) add(classifier, termo, categoria.id, sub.id, 1);
    }
  }
  return classifier;
}

// Frequent words of a chat that sit one letter from a product ("barato" ~ "batata", "grande" ~
// "grade", "casar" ~ "casaco"): never corrected.
const CHAT_WORDS = new Set(
  [
    'barato',
    'barata',
    'branco',
    'branca',
    'grande',
    'estou',
    'casar',
    'estado',
    'preto',
    'preta',
    'novo',
    'nova',
    'usado',
    'usada',
    'cidade',
    'pessoal',
    'obrigado',
    'obrigada',
    'favor',
    'quero',
    'queria',
    'preciso',
    'alguem',
    'mesmo',
    'mesma',
    'casa',
    'filho',
    'filha',
    'marido',
    'esposa',
    'comprar',
    'compra',
    'valor',
    'preco',
    'tamanho',
    'melhor',
    'pequeno',
    'pequena',
    'barulho',
    'quebrou',
    'quebrado',
    'quebrada',
    'estava',
    'tenho',
    'tinha',
    'ficar',
    'ficou',
    'passar',
    'entrega',
    'entregar',
    'urgente',
    'amanha',
    'semana',
  ].map(stem),
);

export function correct(word: string, classifier: Classifier): string {
  if (classifier.stems.has(word) || word.length < 5 || /\d/.test(word) || CHAT_WORDS.has(word)) return word;
  const max = word.length >= 8 ? 2 : 1;
  let best = word;
  let bestDistance = max + 1;
  for (const candidate of classifier.singles.get(word.slice(0, 2)) ?? []) {
    const d = editDistance(word, candidate, max);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= max ? best : word;
}

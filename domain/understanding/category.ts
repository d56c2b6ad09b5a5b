import { type Classifier, correct, type Entry, QUANTITY, stems } from './category-index.ts';

// Category and subcategory of a product phrase, from the live category tree and its term lexicon
// (seeded per subcategory, extended by admins in /gestao). Only the product phrase is scored, never
// greetings or the city. Terms and words are compared stemmed ("fogões" = "fogão"), a typo of one
// or two letters in a longer word still matches, longer terms win over the single words inside them
// ("capa de celular" is a case, not a phone), and the first product word weighs most: in Portuguese
// the thing comes first and its qualifiers after ("carregador de notebook").

export type CategoryCandidate = {
  categoriaId: number;
  categoria: string;
  subcategoriaId: number | null;
  subcategoria: string | null;
  score: number;
};

export type Classification = {
  /** Best first: per category, its best subcategory (or the category alone). */
  candidates: CategoryCandidate[];
  /** Sure enough to skip the question: a clear term near the head, far ahead of the next category. */
  confident: boolean;
};

type Hit = { at: number; length: number; entries: Entry[] };

function hits(words: string[], classifier: Classifier): Hit[] {
  const found: Hit[] = [];
  for (let i = 0; i < words.length; i++) {
    const byLength = new Map<number, Entry[]>();
    for (const entry of classifier.byFirst.get(words[i]!) ?? []) {
      const n = entry.stems.length;
      if (entry.stems.every((s, k) => words[i + k] === s))
        byLength.set(n, [...(byLength.get(n) ?? []), entry]);
    }
    for (const [length, entries] of byLength) found.push({ at: i, length, entries });
  }
  // Longest first; a word already inside a longer term does not count again.
  found.sort((a, b) => b.length - a.length || a.at - b.at);
  const used = new Set<number>();
  return found.filter((hit) => {
    const span = Array.from({ length: hit.length }, (_, k) => hit.at + k);
    if (span.some((k) => used.has(k))) return false;
    for (const k of span) used.add(k);
    return true;
  });
}

/** How strongly a text names something of the lexicon (its longest term): picks the product's clause. */
export function productScore(text: string, classifier: Classifier): number {
  const words = stems(text).map((w) => correct(w, classifier));
  return hits(words, classifier).reduce((best, hit) => Math.max(best, hit.length ** 1.3), 0);
}

export function classify(produto: string, classifier: Classifier): Classification {
  const words = stems(produto.slice(0, 400)).map((w) => correct(w, classifier));
  const bySub = new Map<string, { categoria: number; subcategoria: number | null; score: number }>();
  const byCategory = new Map<number, number>();
  // Quantities and units before the thing ("20 sacos de cimento") do not push it back.
  const rank = words.map((_, i) => words.slice(0, i).filter((w) => !QUANTITY.test(w)).length);
  let head: { rank: number; categories: Set<number> } | undefined;
  for (const hit of hits(words, classifier)) {
    const position = 1 / (1 + 0.35 * rank[hit.at]!);
    const share = (hit.length ** 1.3 * position) / hit.entries.length;
    if (!head || rank[hit.at]! < head.rank) {
      head = { rank: rank[hit.at]!, categories: new Set(hit.entries.map((e) => e.categoria)) };
    }
    for (const entry of hit.entries) {
      const value = share * entry.weight;
      const key = `${entry.categoria}:${entry.subcategoria ?? ''}`;
      const current = bySub.get(key) ?? {
        categoria: entry.categoria,
        subcategoria: entry.subcategoria,
        score: 0,
      };
      current.score += value;
      bySub.set(key, current);
      byCategory.set(entry.categoria, (byCategory.get(entry.categoria) ?? 0) + value);
    }
  }
  rerouteBySibling(byCategory, bySub, classifier);
  const ranked = [...byCategory.entries()].sort((a, b) => b[1] - a[1]);
  const candidates: CategoryCandidate[] = [];
  for (const [categoriaId, total] of ranked) {
    const categoria = classifier.tree.find((c) => c.id === categoriaId)!;
    const subs = [...bySub.values()]
      .filter((s) => s.categoria === categoriaId && s.subcategoria !== null)
      .sort((a, b) => b.score - a.score);
    const top = subs[0];
    // A subcategory only when it carries most of its category's evidence.
    const sure = top && top.score >= 0.6 * total && (subs[1]?.score ?? 0) < 0.75 * top.score;
    const sub = sure ? categoria.subcategorias.find((s) => s.id === top.subcategoria) : undefined;
    candidates.push({
      categoriaId,
      categoria: categoria.nome,
      subcategoriaId: sub?.id ?? null,
      subcategoria: sub?.nome ?? null,
      score: total,
    });
  }
  const [first, second] = ranked;
  const runnerUp = second?.[1] ?? 0;
  // Sure when far ahead, or ahead and named by the product's first word (the head noun).
  const headed =
    head !== undefined &&
    head.rank <= 1 &&
    head.categories.size === 1 &&
    head.categories.has(first?.[0] ?? -1);
  const confident = Boolean(
    first && first[1] >= 0.55 && (first[1] >= 1.6 * runnerUp || (headed && first[1] >= 1.15 * runnerUp)),
  );
  return { candidates, confident };
}

/**
 * Sibling categories told apart by their audience ("Moda Feminina", "Moda Masculina", "Moda
 * Infantil"): "blusa de frio feminina" is a blouse of Moda Feminina even though "blusa de frio" is
 * a term of Moda Masculina. When a sibling's own category terms were said (feminina, menino...),
 * the evidence of the others moves to it.
 */
function rerouteBySibling(
  byCategory: Map<number, number>,
  bySub: Map<string, { categoria: number; subcategoria: number | null; score: number }>,
  classifier: Classifier,
) {
  const family = (id: number) => classifier.tree.find((c) => c.id === id)?.nome.split(' ')[0] ?? '';
  const audience = [...bySub.values()].filter((s) => s.subcategoria === null && s.score > 0);
  for (const said of audience) {
    const siblings = [...byCategory.keys()].filter(
      (id) => id !== said.categoria && family(id) === family(said.categoria),
    );
    for (const id of siblings) {
      const moved = byCategory.get(id) ?? 0;
      byCategory.delete(id);
      byCategory.set(said.categoria, (byCategory.get(said.categoria) ?? 0) + moved);
      for (const [key, sub] of bySub) if (sub.categoria === id) bySub.delete(key);
    }
  }
}

import { normalizeText } from './text.ts';

// How a picker orders what matches the text typed into it, accents and case aside. A plain
// "contains" put Espírito Santo before São Paulo for "SP" (e-SP-írito) and Amapá before Pará for
// "PA", and Enter picks the first: an exact term comes first, then a term that starts with the
// text, then a word that does, then any other term holding it. Ties keep the list's own order.

type Rank = 0 | 1 | 2 | 3;

function rankOf(terms: readonly string[], wanted: string): Rank | undefined {
  if (terms.some((term) => term === wanted)) return 0;
  if (terms.some((term) => term.startsWith(wanted))) return 1;
  if (terms.some((term) => term.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(wanted)))) return 2;
  if (terms.some((term) => term.includes(wanted))) return 3;
  return undefined;
}

/** The items matching `query` through any of their `terms`, best match first; all when blank. */
export function rankMatches<T>(
  items: readonly T[],
  query: string,
  terms: (item: T) => readonly string[],
): T[] {
  const wanted = normalizeText(query);
  if (!wanted) return [...items];
  const matches: { item: T; rank: Rank; index: number }[] = [];
  items.forEach((item, index) => {
    const rank = rankOf(terms(item).map(normalizeText), wanted);
    if (rank !== undefined) matches.push({ item, rank, index });
  });
  return matches.sort((a, b) => a.rank - b.rank || a.index - b.index).map((match) => match.item);
}

import { cachedRead } from '#api/cache/cached-read.ts';
import { listCategoriasWithSubcategorias } from '#api/locations/categorias-data.ts';
import { normalizeText, toDisplayCategoryName } from '#domain/text.ts';
import type { Db } from '#prisma/client.ts';

// The live category tree as the model sees it (display names: spaces, not the stored
// underscores) and the resolution of the names the model sends back, case-, accent- and
// punctuation-insensitive, in display or stored form.

export type CategoryNode = {
  id: number;
  nome: string;
  subcategorias: { id: number; nome: string }[];
};

/** Folding for comparison: "TV, Áudio e Vídeo" = "TV_Audio_e_Video" = "tv audio e video". */
export function foldName(value: string): string {
  return normalizeText(value.replace(/[,.;:]/g, ' '));
}

export async function readCategoryTree(db: Db): Promise<CategoryNode[]> {
  const rows = await listCategoriasWithSubcategorias(db);
  return rows.map((row) => ({
    id: row.id,
    nome: toDisplayCategoryName(row.nome_categoria),
    subcategorias: row.subcategorias,
  }));
}

// The enum offered to the model on every turn: the tree changes only when an admin edits it, so a
// minute's staleness is fine and saves two queries per turn.
const tree = cachedRead(60_000, readCategoryTree);

export function cachedCategoryTree(db: Db, now = Date.now()): Promise<CategoryNode[]> {
  return tree.get(db, now);
}

export function clearCategoryCache(): void {
  tree.clear();
}

/** Levenshtein distance, for suggesting the closest valid names. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Names sorted by closeness to `wanted`: a shared word counts before the edit distance. */
export function closestNames(wanted: string, names: readonly string[], limit = 5): string[] {
  const target = foldName(wanted);
  const words = new Set(target.split(' ').filter((w) => w.length > 2));
  const score = (name: string) => {
    const folded = foldName(name);
    const shared = folded.split(' ').filter((w) => words.has(w) || [...words].some((x) => w.startsWith(x)));
    const contains = folded.includes(target) || target.includes(folded) ? 1 : 0;
    return (shared.length + contains) * -100 + distance(target, folded);
  };
  return [...names]
    .map((name) => ({ name, score: score(name) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.name);
}

export function findCategory(tree: readonly CategoryNode[], name: string): CategoryNode | undefined {
  const folded = foldName(name);
  return tree.find((c) => foldName(c.nome) === folded);
}

export function findSubcategory(categoria: CategoryNode, name: string) {
  const folded = foldName(name);
  return categoria.subcategorias.find((s) => foldName(s.nome) === folded);
}

/** Every subcategory name once, sorted. */
export function allSubcategoryNames(tree: readonly CategoryNode[]): string[] {
  return [...new Set(tree.flatMap((c) => c.subcategorias.map((s) => s.nome)))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
}

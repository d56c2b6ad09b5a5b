// Text folding shared by matching, search and the seed: accent- and case-insensitive comparison
// of city and category names ("São Paulo" = "sao paulo"), stored in the `*_normalizada` /
// `nome_normalizado` columns so PostgreSQL compares plain indexed text.

export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/_/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Category names are stored with underscores for spaces and no commas (spec 001 section 3). */
export function toStoredCategoryName(display: string): string {
  return display.replace(/,/g, '').trim().replace(/\s+/g, '_');
}

export function toDisplayCategoryName(stored: string): string {
  return stored.replace(/_/g, ' ');
}

const ptBr = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * Names in the order a Brazilian reader expects, case and accents aside. The database's collation
 * differs between PostgreSQL installs (and "C" puts every capital before every lower-case letter),
 * so lists shown to people are ordered here.
 */
export function sortByName<T extends { nome: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => ptBr.compare(a.nome, b.nome));
}

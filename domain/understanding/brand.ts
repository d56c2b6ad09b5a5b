import { fold, tokenize } from './normalize.ts';
import type { Cut } from './product.ts';

// The brand of a wish: a brand of the seeded, admin-edited list named anywhere in the text (case-
// and accent-insensitive, "coca cola" = "Coca-Cola" = "cocacola"), or the words after "marca"
// when the brand is not on the list ("marca Gelopar"). Brands that are also everyday words
// ("Coral", "Estrela") count only after "marca", typed with a capital inside a sentence, or right
// after the product they qualify ("tinta coral"); the product noun itself ("aliança") is no brand.

export type Brand = { nome: string; ambigua?: boolean };
/** A product line and its maker: "iPhone" → "Apple". */
export type ProductLine = { linha: string; marca: string };
type Entry = Brand & { linhaDe?: string };
export type BrandIndex = { byKey: Map<string, Entry>; maxWords: number };

export function brandKey(text: string): string {
  return fold(text)
    .replace(/['’`´.&]/g, '')
    .replace(/[-–/+]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function buildBrandIndex(brands: readonly Brand[], lines: readonly ProductLine[] = []): BrandIndex {
  const byKey = new Map<string, Entry>();
  let maxWords = 1;
  const add = (name: string, entry: Entry) => {
    const key = brandKey(name);
    if (!key) return;
    byKey.set(key, entry);
    if (key.includes(' ')) byKey.set(key.replace(/ /g, ''), entry);
    // "O Boticário" is typed "boticario".
    const bare = key.replace(/^(o|a|os|as) /, '');
    if (bare !== key && bare.length >= 4) byKey.set(bare, entry);
    maxWords = Math.max(maxWords, key.split(' ').length);
  };
  for (const brand of brands) add(brand.nome, brand);
  for (const line of lines) add(line.linha, { nome: line.linha, linhaDe: line.marca });
  return { byKey, maxWords };
}

export type BrandMatch = { nome: string; start: number; end: number };

const AFTER_MARCA = /\bmarca\s*:?\s+((?:[\p{L}\d][\p{L}\d'’&.-]*\s?){1,3})/iu;
const NOT_A_BRAND = /^(qualquer|nenhuma|tanto faz|boa|nova|propria|famosa|conhecida|que|de|da|do|e|a|o)$/;

export function readBrand(
  text: string,
  index: BrandIndex,
  options: {
    cuts?: Cut[];
    lexiconHas?: (key: string) => boolean;
    isProductWord?: (word: string) => boolean;
  } = {},
): BrandMatch | null {
  const tokens = tokenize(text.slice(0, 4096)).filter(
    (t) => !(options.cuts ?? []).some((c) => t.start >= c.start && t.end <= c.end),
  );
  const keys = tokens.map((t) => brandKey(t.folded));
  // A brand said plainly wins over an everyday-word brand, and both over a product line's maker
  // ("iphone 15 original da apple" is Apple).
  let weak: BrandMatch | null = null;
  let line: BrandMatch | null = null;
  for (let i = 0; i < tokens.length; i++) {
    for (let len = Math.min(index.maxWords, tokens.length - i); len >= 1; len--) {
      const key = keys.slice(i, i + len).join(' ');
      const brand = index.byKey.get(key) ?? (len > 1 ? index.byKey.get(key.replace(/ /g, '')) : undefined);
      if (!brand) continue;
      const first = tokens[i]!;
      const typed = text.slice(first.start, first.end);
      // An everyday word is a brand after "marca", capitalised inside a sentence, or right after the
      // product it qualifies ("ração golden", "tinta coral").
      const afterProduct = keys.slice(Math.max(0, i - 3), i).some((k) => options.isProductWord?.(k) === true);
      const cued =
        keys[i - 1] === 'marca' ||
        (i > 0 && /^\p{Lu}/u.test(typed) && !/[.!?]\s*$/.test(text.slice(0, first.start))) ||
        afterProduct;
      if (brand.ambigua && !cued) continue;
      const match = { nome: brand.linhaDe ?? brand.nome, start: first.start, end: tokens[i + len - 1]!.end };
      if (brand.linhaDe) line ??= match;
      else if (brand.ambigua && keys[i - 1] !== 'marca') weak ??= match;
      else return match;
      i += len - 1;
      break;
    }
  }
  if (weak) return weak;
  if (line) return line;
  const marca = AFTER_MARCA.exec(text);
  const words = marca?.[1]?.trim().split(/\s+/) ?? [];
  const kept: string[] = [];
  for (const word of words) {
    if (NOT_A_BRAND.test(fold(word)) || /[,.;!?]$/.test(kept[kept.length - 1] ?? '')) break;
    kept.push(word);
  }
  const nome = kept.join(' ').replace(/[,.;!?]+$/, '');
  if (nome.length < 2 || !marca) return null;
  const start = (marca.index ?? 0) + marca[0].indexOf(kept[0]!);
  return { nome: nome.charAt(0).toUpperCase() + nome.slice(1), start, end: start + nome.length };
}

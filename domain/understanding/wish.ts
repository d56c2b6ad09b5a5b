import { type BrandIndex, readBrand } from './brand.ts';
import { type Classification, classify, productScore } from './category.ts';
import type { Classifier } from './category-index.ts';
import { type PlaceReading, readPlace } from './place.ts';
import type { PlaceIndex } from './place-index.ts';
import { type Cut, readProduct } from './product.ts';

// Everything a customer's message says about a wish, in one pass: the place, the link, the brand,
// the product phrase (with the place and link cut out) and its category. Pure: the indexes are
// built by the caller from the reference data and reused across messages.

export type UnderstandingRefs = { places: PlaceIndex; brands: BrandIndex; classifier: Classifier };

export type WishReading = {
  produto: string | null;
  /** Informative clauses that are not the product ("é pra minha mãe, ela é idosa"). */
  detalhes: string | null;
  place: PlaceReading;
  marca: string | null;
  link: string | null;
  classification: Classification | null;
};

const LINK = /https?:\/\/\S+|www\.\S+/i;

export function readWish(text: string, refs: UnderstandingRefs): WishReading {
  const input = text.slice(0, 4096);
  const link = LINK.exec(input);
  const cuts: Cut[] = link ? [{ start: link.index, end: link.index + link[0].length }] : [];
  const place = readPlace(link ? input.replace(link[0], ' '.repeat(link[0].length)) : input, refs.places);
  if (place.match) cuts.push({ start: place.match.start, end: place.match.end });
  const marca = readBrand(input, refs.brands, {
    cuts,
    isProductWord: (word) => refs.classifier.words.has(word),
  });
  const { produto, detalhes } = readProduct(input, cuts, (clause) => productScore(clause, refs.classifier));
  return {
    produto,
    detalhes,
    place,
    marca: marca?.nome ?? null,
    link: link?.[0] ?? null,
    classification: produto ? classify(produto, refs.classifier) : null,
  };
}

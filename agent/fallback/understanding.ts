import {
  cachedUnderstandingReference,
  type UnderstandingReference,
} from '#api/understanding/reference-data.ts';
import { buildBrandIndex } from '#domain/understanding/brand.ts';
import { buildClassifier } from '#domain/understanding/category-index.ts';
import { buildPlaceIndex } from '#domain/understanding/place-index.ts';
import type { UnderstandingRefs } from '#domain/understanding/wish.ts';
import type { Db } from '#prisma/client.ts';
import { APELIDOS_CIDADES, APELIDOS_SO_COM_PREPOSICAO } from '#prisma/data/cidades-apelidos.ts';
import { ESTADOS } from '#prisma/data/estados.ts';
import { LINHAS_DE_PRODUTO } from '#prisma/data/linhas-de-produto.ts';

// The understanding's indexes over the live reference data (cities, brands, the category tree and
// its terms): rebuilt only when the reference's version moves (an admin's edit), so a turn pays a
// cache read, not the few milliseconds of building them.

export type Understanding = UnderstandingRefs & { reference: UnderstandingReference };

let built: { db: Db; version: number; refs: Understanding } | undefined;

const CAPITALS = new Set(ESTADOS.map((e) => `${e.capital}|${e.sigla}`));

export function buildUnderstanding(reference: UnderstandingReference): Understanding {
  const classifier = buildClassifier(reference.categorias);
  const places = buildPlaceIndex({
    municipios: reference.municipios.map((m) => ({ ...m, capital: CAPITALS.has(`${m.nome}|${m.uf}`) })),
    estados: reference.estados,
    apelidos: APELIDOS_CIDADES,
    apelidosComPreposicao: APELIDOS_SO_COM_PREPOSICAO,
    palavrasComuns: [...classifier.terms, ...reference.marcas.map((m) => m.nome)],
  });
  return { places, brands: buildBrandIndex(reference.marcas, LINHAS_DE_PRODUTO), classifier, reference };
}

export async function loadUnderstanding(db: Db): Promise<Understanding> {
  const reference = await cachedUnderstandingReference(db);
  if (built?.db !== db || built.version !== reference.version) {
    built = { db, version: reference.version, refs: buildUnderstanding(reference) };
  }
  return built.refs;
}

import { readFileSync } from 'node:fs';
import { TERMOS_CATEGORIA, TERMOS_SUBCATEGORIA } from '#prisma/data/categoria-termos.ts';
import { CATEGORIAS } from '#prisma/data/categorias.ts';
import { APELIDOS_CIDADES, APELIDOS_SO_COM_PREPOSICAO } from '#prisma/data/cidades-apelidos.ts';
import { ESTADOS } from '#prisma/data/estados.ts';
import { LINHAS_DE_PRODUTO } from '#prisma/data/linhas-de-produto.ts';
import { MARCAS, MARCAS_AMBIGUAS } from '#prisma/data/marcas.ts';
import { buildBrandIndex } from './brand.ts';
import { buildClassifier } from './category-index.ts';
import { buildPlaceIndex } from './place-index.ts';
import type { UnderstandingRefs } from './wish.ts';

// The understanding's indexes over the seed's own files (prisma/data), without a database: what a
// fresh install reads, for the pure tests of domain/understanding.

let built: UnderstandingRefs | undefined;

export function seedRefs(): UnderstandingRefs {
  if (built) return built;
  const tsv = readFileSync(new URL('../../prisma/data/municipios.tsv', import.meta.url), 'utf8');
  const capitals = new Set(ESTADOS.map((e) => e.capitalIbge));
  const municipios = tsv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [codigo, uf, nome] = line.split('\t') as [string, string, string];
      return { nome, uf, capital: capitals.has(Number(codigo)) };
    });
  let id = 0;
  const tree = CATEGORIAS.map((c) => ({
    id: ++id,
    nome: c.nome,
    termos: TERMOS_CATEGORIA[c.nome] ?? [],
    subcategorias: c.subcategorias.map((nome) => ({
      id: ++id,
      nome,
      termos: TERMOS_SUBCATEGORIA[c.nome]?.[nome] ?? [],
    })),
  }));
  const classifier = buildClassifier(tree);
  const ambiguous = new Set(MARCAS_AMBIGUAS);
  built = {
    classifier,
    brands: buildBrandIndex(
      MARCAS.map((nome) => ({ nome, ambigua: ambiguous.has(nome) })),
      LINHAS_DE_PRODUTO,
    ),
    places: buildPlaceIndex({
      municipios,
      estados: ESTADOS,
      apelidos: APELIDOS_CIDADES,
      apelidosComPreposicao: APELIDOS_SO_COM_PREPOSICAO,
      palavrasComuns: [...classifier.terms, ...MARCAS],
    }),
  };
  return built;
}

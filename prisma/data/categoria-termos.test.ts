import { describe, expect, it } from 'vitest';
import { buildClassifier } from '#domain/understanding/category-index.ts';
import { TERMOS_CATEGORIA, TERMOS_SUBCATEGORIA } from './categoria-termos.ts';
import { CATEGORIAS } from './categorias.ts';

// Folded as the matcher folds the customer's text: lower case, no accents, single spaces.
const semAcento = (termo: string) => termo.normalize('NFD').replace(/\p{Diacritic}/gu, '');
const dobrado = (termo: string) => termo === semAcento(termo).toLowerCase() && /^\S+( \S+)*$/.test(termo);

function repetidos(lista: readonly string[]): string[] {
  const vistos = new Set<string>();
  return lista.filter((item) => {
    const repetido = vistos.has(item);
    vistos.add(item);
    return repetido;
  });
}

const subcategorias = CATEGORIAS.flatMap((c) =>
  c.subcategorias.map((s) => ({
    categoria: c.nome,
    subcategoria: s,
    termos: TERMOS_SUBCATEGORIA[c.nome]?.[s] ?? [],
  })),
);

/**
 * A term as the matcher reads it (stemmed, "de"/"para" dropped, hyphens split), keyed by where it
 * comes from. Subcategories get an empty name so only their terms are read.
 */
function leituras(grupos: readonly { onde: string; termos: readonly string[] }[]): Map<string, Set<string>> {
  const classifier = buildClassifier(
    grupos.map((g, i) => ({ id: i, nome: g.onde, termos: g.termos, subcategorias: [] })),
  );
  const porLeitura = new Map<string, Set<string>>();
  for (const entradas of classifier.byFirst.values()) {
    for (const entrada of entradas) {
      const chave = entrada.stems.join(' ');
      const onde = porLeitura.get(chave) ?? new Set<string>();
      onde.add(grupos[entrada.categoria]!.onde);
      porLeitura.set(chave, onde);
    }
  }
  return porLeitura;
}

describe('categoria-termos.ts: subcategory terms', () => {
  it('has an entry for every category and subcategory of categorias.ts, and for nothing else', () => {
    const esperado = CATEGORIAS.map((c) => [c.nome, [...c.subcategorias].sort()]);
    const obtido = CATEGORIAS.map((c) => [c.nome, Object.keys(TERMOS_SUBCATEGORIA[c.nome] ?? {}).sort()]);
    expect(obtido).toEqual(esperado);
    expect(Object.keys(TERMOS_SUBCATEGORIA).sort()).toEqual(CATEGORIAS.map((c) => c.nome).sort());
  });

  it('writes every term folded, trimmed, single-spaced and non-empty', () => {
    const errados = subcategorias.flatMap((s) =>
      s.termos.filter((t) => !dobrado(t)).map((t) => `${s.subcategoria}: "${t}"`),
    );
    expect(errados).toEqual([]);
  });

  it('has no term twice within a subcategory', () => {
    const duplicados = subcategorias.flatMap((s) =>
      repetidos(s.termos).map((t) => `${s.subcategoria}: "${t}"`),
    );
    expect(duplicados).toEqual([]);
  });

  it('gives every subcategory at least 20 terms and the whole lexicon at least 6,000', () => {
    const poucos = subcategorias
      .filter((s) => s.termos.length < 20)
      .map((s) => `${s.subcategoria}: ${s.termos.length}`);
    expect(poucos).toEqual([]);
    expect(subcategorias.reduce((total, s) => total + s.termos.length, 0)).toBeGreaterThanOrEqual(6000);
  });

  it('puts no term under two subcategories, as typed', () => {
    const onde = new Map<string, string[]>();
    for (const s of subcategorias) {
      for (const t of new Set(s.termos))
        onde.set(t, [...(onde.get(t) ?? []), `${s.categoria}/${s.subcategoria}`]);
    }
    const emDuas = [...onde]
      .filter(([, lugares]) => lugares.length > 1)
      .map(([t, lugares]) => `"${t}": ${lugares.join(' | ')}`);
    expect(emDuas).toEqual([]);
  });

  it('puts no term under two subcategories, as the matcher reads it ("sofás" = "sofa", "capa para celular" = "capa de celular")', () => {
    const porLeitura = leituras(
      subcategorias.map((s) => ({ onde: `${s.categoria}/${s.subcategoria}`, termos: s.termos })),
    );
    const emDuas = [...porLeitura]
      .filter(([, onde]) => onde.size > 1)
      .map(([chave, onde]) => `${chave}: ${[...onde].join(' | ')}`);
    expect(emDuas).toEqual([]);
  });
});

describe('categoria-termos.ts: category terms', () => {
  it('has between 5 and 20 folded terms for every category of categorias.ts, none twice, and nothing else', () => {
    expect(Object.keys(TERMOS_CATEGORIA).sort()).toEqual(CATEGORIAS.map((c) => c.nome).sort());
    for (const c of CATEGORIAS) {
      const termos = TERMOS_CATEGORIA[c.nome] ?? [];
      expect(termos.length, c.nome).toBeGreaterThanOrEqual(5);
      expect(termos.length, c.nome).toBeLessThanOrEqual(20);
      expect(
        termos.filter((t) => !dobrado(t)),
        c.nome,
      ).toEqual([]);
      expect(repetidos(termos), c.nome).toEqual([]);
    }
  });

  it("shares no term with another category, neither its category terms nor its subcategories' terms", () => {
    const grupos = [
      ...CATEGORIAS.map((c) => ({ onde: c.nome, termos: TERMOS_CATEGORIA[c.nome] ?? [] })),
      ...subcategorias.map((s) => ({ onde: s.categoria, termos: s.termos })),
    ];
    const porLeitura = leituras(grupos);
    const emDuas = [...porLeitura]
      .filter(([, onde]) => onde.size > 1)
      .map(([chave, onde]) => `${chave}: ${[...onde].join(' | ')}`);
    expect(emDuas).toEqual([]);
  });
});

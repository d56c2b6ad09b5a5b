import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fold, words } from '#domain/understanding/normalize.ts';
import { APELIDOS_CIDADES, APELIDOS_SO_COM_PREPOSICAO } from './cidades-apelidos.ts';
import { ESTADOS } from './estados.ts';
import { MARCAS, MARCAS_AMBIGUAS } from './marcas.ts';

type Municipio = { readonly uf: string; readonly nome: string };

const MUNICIPIOS: readonly Municipio[] = readFileSync(new URL('./municipios.tsv', import.meta.url), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [, uf, nome] = line.split('\t');
    return { uf: uf!, nome: nome! };
  });

const dobrar = (texto: string) => fold(texto).replace(/’/g, "'");

function repetidos(lista: readonly string[]): string[] {
  const vistos = new Set<string>();
  const repetidos: string[] = [];
  for (const item of lista) {
    if (vistos.has(item)) repetidos.push(item);
    vistos.add(item);
  }
  return repetidos;
}

describe('cidades-apelidos.ts', () => {
  const apelidos = APELIDOS_CIDADES.map((a) => a.apelido);

  it('has between 60 and 120 aliases, none twice', () => {
    expect(APELIDOS_CIDADES.length).toBeGreaterThanOrEqual(60);
    expect(APELIDOS_CIDADES.length).toBeLessThanOrEqual(120);
    expect(repetidos(apelidos)).toEqual([]);
  });

  it('points every alias to a municipality of municipios.tsv, by its exact name and state', () => {
    const existentes = new Set(MUNICIPIOS.map((m) => `${m.nome}\t${m.uf}`));
    expect(MUNICIPIOS).toHaveLength(5570);
    const perdidos = APELIDOS_CIDADES.filter((a) => !existentes.has(`${a.cidade}\t${a.uf}`));
    expect(perdidos).toEqual([]);
  });

  it('writes aliases folded, as the tokenizer reads them: lowercase, no accents, single spaces', () => {
    for (const apelido of apelidos) {
      expect(apelido).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
      expect(fold(apelido)).toBe(apelido);
      // No word of an alias is a chat abbreviation that the tokenizer would spell out.
      expect(words(apelido)).toBe(apelido);
    }
  });

  it('adds something to the name: no alias is its own city folded, nor a state abbreviation', () => {
    const siglas = new Set(ESTADOS.map((e) => e.sigla.toLowerCase()));
    for (const a of APELIDOS_CIDADES) {
      expect(a.apelido).not.toBe(dobrar(a.cidade));
      expect(siglas.has(a.apelido)).toBe(false);
    }
  });

  it('collides with the name of another municipality only in the overlaps the file explains', () => {
    const nomes = new Map<string, string[]>();
    for (const m of MUNICIPIOS) {
      const chave = dobrar(m.nome);
      nomes.set(chave, [...(nomes.get(chave) ?? []), `${m.nome} (${m.uf})`]);
    }
    const colisoes = APELIDOS_CIDADES.filter((a) => nomes.has(a.apelido)).map((a) => a.apelido);
    expect(colisoes.sort()).toEqual(['poa', 'ribeirao', 'rio preto']);
  });

  it('shares no name with a brand', () => {
    const marcas = new Set(MARCAS.map(dobrar));
    expect(apelidos.filter((a) => marcas.has(a))).toEqual([]);
  });

  it('lists only known aliases, once each, as the ones that need a preposition', () => {
    const conhecidos = new Set(apelidos);
    expect(APELIDOS_SO_COM_PREPOSICAO.filter((a) => !conhecidos.has(a))).toEqual([]);
    expect(repetidos(APELIDOS_SO_COM_PREPOSICAO)).toEqual([]);
    expect(APELIDOS_SO_COM_PREPOSICAO).toContain('rio');
  });
});

describe('marcas.ts', () => {
  const dobradas = MARCAS.map(dobrar);

  it('holds at least 500 brands, unique once accents and case are folded', () => {
    expect(repetidos(dobradas)).toEqual([]);
    expect(new Set(dobradas).size).toBeGreaterThanOrEqual(500);
  });

  it('writes each brand trimmed, on one line, with at least one letter or digit', () => {
    for (const marca of MARCAS) {
      expect(marca).toBe(marca.trim().replace(/\s+/g, ' '));
      expect(marca).toMatch(/[\p{L}\p{N}]/u);
    }
  });

  it('marks as ambiguous only brands of the list, once each', () => {
    const todas = new Set(dobradas);
    const ambiguas = MARCAS_AMBIGUAS.map(dobrar);
    expect(ambiguas.filter((m) => !todas.has(m))).toEqual([]);
    expect(repetidos(ambiguas)).toEqual([]);
    expect(MARCAS_AMBIGUAS.length).toBeLessThan(MARCAS.length / 5);
  });

  it('marks as ambiguous every brand that is also the name of a municipality', () => {
    const nomes = new Set(MUNICIPIOS.map((m) => dobrar(m.nome)));
    const ambiguas = new Set(MARCAS_AMBIGUAS.map(dobrar));
    expect(MARCAS.filter((m) => nomes.has(dobrar(m)) && !ambiguas.has(dobrar(m)))).toEqual([]);
  });

  it('keeps the best-known brands, with the ones that are common words marked ambiguous', () => {
    const todas = new Set(dobradas);
    for (const marca of [
      'Brastemp',
      'Suvinil',
      'Havaianas',
      'O Boticário',
      'Ultragaz',
      'Intelbras',
      'Coral',
    ]) {
      expect(todas.has(dobrar(marca))).toBe(true);
    }
    for (const marca of ['Coral', 'Tigre', 'Estrela', 'Grow', 'Atlas', 'Veja']) {
      expect(MARCAS_AMBIGUAS).toContain(marca);
    }
  });
});

import { fold } from './normalize.ts';

// The reference data of places, indexed for reading them out of free text: every municipality by
// its folded name ("sao jose dos campos"), the states by sigla and name, the nicknames people use
// ("sampa", "floripa", "bh"). Built once per reference version by the caller and reused: building
// takes a few milliseconds, reading a message well under one.

export type Place = {
  nome: string;
  uf: string;
  /** The state's capital: it wins over its homonyms when no state is given ("Campo Grande"). */
  capital?: boolean;
  /** False when an admin switched the city (or its state) off: wishes there are refused. */
  aceita?: boolean;
};

export type PlaceAlias = { apelido: string; cidade: string; uf: string };

export type PlaceIndex = {
  /** Folded name (apostrophes dropped, hyphens as spaces) → every municipality of that name. */
  byName: Map<string, Place[]>;
  /** Nicknames → their one municipality. */
  aliases: Map<string, Place>;
  /** Nicknames that count only after a preposition or at the end ("no rio", "aqui em bc"). */
  aliasesNeedingCue: Set<string>;
  /** First two letters and word count → names, for one- or two-letter typos. */
  fuzzyBuckets: Map<string, string[]>;
  ufs: Map<string, string>;
  /** Folded state name → sigla ("sao paulo" → "SP"). */
  stateNames: Map<string, string>;
  /** Single-word names that are also everyday words or products: read only with a clear cue. */
  commonWords: Set<string>;
  /** Every word of the product lexicon and brands: never corrected into a city name. */
  knownWords: Set<string>;
  maxWords: number;
};

/** How place names and the customer's words are compared: folded, no apostrophes, no hyphens. */
export function placeKey(text: string): string {
  return fold(text)
    .replace(/['’`´]/g, '')
    .replace(/[-–]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Municipalities whose name is an everyday word in a shopping message ("presente de natal", "serra
// mármore", "vestido bonito"): they count only with a cue (em, moro em, a UF after them, the end of
// the message). Product terms and brands passed in by the caller join them ("Votorantim").
const EVERYDAY_NAMES = [
  'natal',
  'vitoria',
  'palmas',
  'salvador',
  'serra',
  'bonito',
  'central',
  'esperanca',
  'cristal',
  'colorado',
  'feliz',
  'sorriso',
  'progresso',
  'alvorada',
  'liberdade',
  'uniao',
  'independencia',
  'cachoeira',
  'paraiso',
  'formosa',
  'maravilha',
  'planalto',
  'jardim',
  'barra',
  'luz',
  'alegre',
  'castelo',
  'capela',
  'concordia',
  'canoas',
  'pinhao',
  'estrela',
  'tigre',
  'mundial',
  'coral',
  'crista',
  'cruzeiro',
  'triunfo',
  'vista',
  'aurora',
  'belem',
  'campo',
  'caridade',
  'piedade',
  'saudade',
  'bom',
  'ouro',
  'prata',
  'oriente',
  'carmo',
  'bandeirantes',
  'horizonte',
  'ipe',
  'lucena',
  'mirante',
  'moeda',
  'pedras',
  'rosario',
  'santana',
  'socorro',
  'tabuleiro',
  'tupa',
  'turmalina',
  'uniflor',
  'agua',
  'dourado',
  'dourados',
  'guarani',
  'lajes',
  'bocaiuva',
  'palmeira',
  'sertao',
  'amparo',
  'bastos',
  'cafelandia',
  'campos',
  'itatiaia',
  'votorantim',
  'pilar',
  'pires',
  'rubi',
  'turvo',
  'bonfim',
  'miracema',
  'marilia',
  'caxias',
  'porto',
  'brasil',
  'lagoa',
  'jacare',
  'garca',
  'pontal',
  'mineiros',
  'passos',
  'brejo',
  'goias',
  'tocantins',
  'parana',
  'amapa',
  'gaucha',
  'sul',
  'norte',
  'lindoia',
  'marco',
  'oleo',
  'coluna',
  'bandeira',
  'santos',
  'americana',
  'cabedelo',
  'balsas',
];

export function buildPlaceIndex(input: {
  municipios: readonly Place[];
  estados: readonly { sigla: string; nome: string }[];
  apelidos?: readonly PlaceAlias[];
  apelidosComPreposicao?: readonly string[];
  /** Words of the product lexicon and brand names: a city named like one needs a cue. */
  palavrasComuns?: Iterable<string>;
}): PlaceIndex {
  const byName = new Map<string, Place[]>();
  const fuzzyBuckets = new Map<string, string[]>();
  let maxWords = 1;
  for (const place of input.municipios) {
    const key = placeKey(place.nome);
    const list = byName.get(key);
    if (list) list.push(place);
    else {
      byName.set(key, [place]);
      const bucket = bucketOf(key);
      const names = fuzzyBuckets.get(bucket);
      if (names) names.push(key);
      else fuzzyBuckets.set(bucket, [key]);
    }
    maxWords = Math.max(maxWords, key.split(' ').length);
  }
  const aliases = new Map<string, Place>();
  for (const alias of input.apelidos ?? []) {
    const target = byName.get(placeKey(alias.cidade))?.find((p) => p.uf === alias.uf);
    if (target) aliases.set(placeKey(alias.apelido), target);
  }
  for (const key of aliases.keys()) maxWords = Math.max(maxWords, key.split(' ').length);
  const commonWords = new Set(EVERYDAY_NAMES);
  const knownWords = new Set<string>();
  // Every word of a product term counts: "coluna" of "ventilador de coluna" is no city there.
  for (const phrase of input.palavrasComuns ?? []) {
    for (const key of [placeKey(phrase), ...placeKey(phrase).split(' ')]) {
      if (key.length >= 4) knownWords.add(key);
      if (byName.has(key)) commonWords.add(key);
    }
  }
  return {
    byName,
    aliases,
    aliasesNeedingCue: new Set((input.apelidosComPreposicao ?? []).map(placeKey)),
    fuzzyBuckets,
    ufs: new Map(input.estados.map((e) => [e.sigla.toLowerCase(), e.sigla.toUpperCase()])),
    stateNames: new Map(input.estados.map((e) => [placeKey(e.nome), e.sigla.toUpperCase()])),
    commonWords,
    knownWords,
    maxWords,
  };
}

export function bucketOf(key: string): string {
  return `${key.slice(0, 2)}:${key.split(' ').length}`;
}

import { tokenize } from './normalize.ts';
import { type PlaceIndex, placeKey } from './place-index.ts';

// The words around a place name that tell it is one: cues before it ("moro em", "aqui no", "sou
// de"), a state after it ("- SP", "/sp", ", Paraná"), the end of the message; and the customer's
// text cut into place tokens (folded, no apostrophes, hyphenated names split) with what came
// between them, which is how "Natal, queria..." differs from "presente de natal".

// Names shared by a city of more than ~70,000 people and towns a tenth of its size or less (IBGE
// 2022 census): the customer who names it without a state almost always means the large one, and
// the summary shows the state so a namesake's resident corrects it in one word.
export const DOMINANT_HOMONYMS: Record<string, string> = {
  'sao vicente': 'SP',
  cascavel: 'PR',
  'santa maria': 'RS',
  vicosa: 'MG',
  'cruzeiro do sul': 'AC',
  itabaiana: 'SE',
  'santa luzia': 'MG',
  santana: 'AP',
  candeias: 'BA',
  'santa rita': 'PB',
  'santa ines': 'MA',
  cachoeirinha: 'RS',
  serrinha: 'BA',
  'novo horizonte': 'SP',
  'boa esperanca': 'MG',
  'ouro branco': 'MG',
  humaita: 'AM',
  tabatinga: 'AM',
};
export type PlaceToken = { key: string; typed: string; start: number; end: number; before: string };
const STRONG_CUES = [
  'aqui em',
  'aqui no',
  'aqui na',
  'moro em',
  'moro no',
  'moro na',
  'sou de',
  'sou do',
  'sou da',
  'to em',
  'to no',
  'to na',
  'tou em',
  'estou em',
  'estou no',
  'estou na',
  'fico em',
  'resido em',
  'vivo em',
  'cidade de',
  'e de',
  'e do',
  'e da',
  'aqui e',
  'cidade do',
  'cidade da',
  'regiao de',
  'perto de',
  'entrega em',
  'entregar em',
  'entrega no',
  'entrega na',
  'entrega para',
  'entrega pra',
  'em',
  'no',
  'na',
  'cidade',
  'cid',
];
const WEAK_CUES = new Set(['de', 'do', 'da', 'pra', 'para', 'pro']);
const TRAILING = new Set([
  'por',
  'favor',
  'pfv',
  'pf',
  'obrigado',
  'obrigada',
  'obg',
  'valeu',
  'vlw',
  'ai',
  'hoje',
  'urgente',
  'agora',
  'rs',
  'kk',
  'kkk',
  'aguardo',
  'grato',
  'grata',
  'desde',
  'ja',
  'ok',
  'blz',
  'tmj',
  'capital',
  'interior',
  'regiao',
  'centro',
  'cidade',
  'tambem',
  'tb',
]);
export const ONLY_WITH_STATE = new Set([
  'marco',
  'jardim',
  'campo',
  'lagoa',
  'cachoeira',
  'pedras',
  'brejo',
  'porto',
  'agua',
  'vista',
  'capela',
  'castelo',
  'barra',
  'centro',
  'bandeira',
  'coluna',
  'oleo',
]);

/** Siglas that are also everyday words: read as a UF only after a separator or in capitals. */
const WORDLIKE_UFS = new Set(['to', 'se', 'es', 'pa', 'ma', 'al', 'am', 'ce', 'ap', 'pi', 'ro', 'go']);
export function placeTokens(text: string): PlaceToken[] {
  const out: PlaceToken[] = [];
  let previousEnd = 0;
  for (const t of tokenize(text)) {
    const typed = text.slice(t.start, t.end);
    const key = placeKey(t.folded);
    if (!key) continue;
    const before = text.slice(previousEnd, t.start);
    previousEnd = t.end;
    // "Ji-Paraná" is one token but two words of the name's key.
    const parts = key.split(' ');
    let offset = t.start;
    parts.forEach((part, i) => {
      out.push({
        key: part,
        typed: i === 0 ? typed : part,
        start: offset,
        end: i === parts.length - 1 ? t.end : offset + part.length,
        before: i === 0 ? before : '-',
      });
      offset += part.length + 1;
    });
  }
  return out;
}
/** Abbreviated words of place names: "s. jose", "sto andre", "sta maria", "pto alegre". */
const NAME_ABBREVIATIONS: Record<string, string> = {
  s: 'sao',
  sto: 'santo',
  sta: 'santa',
  pto: 'porto',
  sj: 'sao jose',
};

export function spanKey(tokens: PlaceToken[], from: number, to: number): string {
  const words: string[] = [];
  for (let i = from; i < to; i++) {
    const key = tokens[i]!.key;
    words.push(i < to - 1 ? (NAME_ABBREVIATIONS[key] ?? key) : key);
  }
  return words.join(' ');
}
/** The cue before token i: its strength and the index where the cue starts. */
export function cueBefore(
  tokens: PlaceToken[],
  i: number,
  singleWord = false,
): { strength: number; from: number } {
  const one = tokens[i - 1]?.key;
  const two = i >= 2 ? `${tokens[i - 2]!.key} ${one}` : '';
  if (two && STRONG_CUES.includes(two)) return { strength: 3, from: i - 2 };
  if (one && STRONG_CUES.includes(one)) return { strength: 2.5, from: i - 1 };
  // "de" before a one-word name is usually the product's ("ventilador de coluna"), not a place.
  if (one && WEAK_CUES.has(one) && !(singleWord && /^d[eoa]$/.test(one))) return { strength: 1, from: i - 1 };
  if (/:\s*$/.test(tokens[i]?.before ?? '') && one) return { strength: 2, from: i };
  return { strength: 0, from: i };
}

/** A state right after token i ("- SP", "/sp", ", Paraná", "no Paraná"): its UF and last index. */
export function stateAfter(
  tokens: PlaceToken[],
  i: number,
  index: PlaceIndex,
): { uf: string; end: number } | null {
  let j = i;
  if (['no', 'na', 'em', 'estado', 'do', 'de'].includes(tokens[j]?.key ?? '')) j++;
  if (tokens[j - 1]?.key === 'estado' && ['de', 'do', 'da'].includes(tokens[j]?.key ?? '')) j++;
  const token = tokens[j];
  if (!token) return null;
  const sigla = index.ufs.get(token.key);
  if (sigla && token.key.length === 2) {
    const separated = /[/\-–,(|]/.test(token.before) || j > i;
    const capitals = token.typed === token.typed.toUpperCase();
    if (!WORDLIKE_UFS.has(token.key) || separated || capitals || j === tokens.length - 1) {
      return { uf: sigla, end: j };
    }
  }
  for (let len = 3; len >= 1; len--) {
    if (j + len > tokens.length) continue;
    const uf = index.stateNames.get(spanKey(tokens, j, j + len));
    if (uf) return { uf, end: j + len - 1 };
  }
  return null;
}

export function isTrailing(tokens: PlaceToken[], from: number): boolean {
  for (let k = from; k < tokens.length; k++) if (!TRAILING.has(tokens[k]!.key)) return false;
  return true;
}

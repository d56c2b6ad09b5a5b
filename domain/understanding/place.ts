import { editDistance } from './normalize.ts';
import {
  cueBefore,
  DOMINANT_HOMONYMS,
  isTrailing,
  ONLY_WITH_STATE,
  type PlaceToken,
  placeTokens,
  spanKey,
  stateAfter,
} from './place-cues.ts';
import { bucketOf, type Place, type PlaceIndex, placeKey } from './place-index.ts';

// The city (and state) of a message, from anywhere in it: "aqui em X", "moro em X", "sou de X",
// "to em X", "cidade: X", "X - UF", "X/UF", "X UF", "X, Paraná", "em X?" at the end, "X, queria..."
// at the start, nicknames ("sampa", "floripa", "bh"), one- or two-letter typos after a cue. Every
// reading is scored by its cues; the longest, best-cued one wins ("São José dos Campos" before
// "São José"). Homonyms are narrowed by the state when one is given, then by the capital; what is
// left is returned as options for the caller to ask.

export type PlaceMatch = {
  /** One city: resolved. Several: the same name in several states, to be asked. */
  cidades: Place[];
  /** Offsets in the original text of the whole location phrase (cue and state included). */
  start: number;
  end: number;
  score: number;
  fuzzy: boolean;
};

export type PlaceReading = {
  match: PlaceMatch | null;
  /** A state named without a city ("no interior de SP"): narrows the next answer. */
  uf: string | null;
};

type Candidate = PlaceMatch & { tokenFrom: number; tokenTo: number };

function score(
  tokens: PlaceToken[],
  from: number,
  to: number,
  places: Place[],
  index: PlaceIndex,
  needsCue: boolean,
  fuzzy: boolean,
): Candidate | null {
  const cue = cueBefore(tokens, from, to - from === 1);
  const state = stateAfter(tokens, to, index);
  const stateEnd = state ? state.end + 1 : to;
  const atEnd = isTrailing(tokens, stateEnd);
  const atStart = from === 0 && /^[,:\-–!]/.test(tokens[to]?.before.trim() ?? '');
  // The name alone as the last clause ("..., natal", "quanto fica? Jaú") is said as a place.
  const ownClause = atEnd && from > 0 && /[,.;:?!\n–-]/.test(tokens[from]!.before);
  let value = fuzzy ? 0 : 1;
  value +=
    cue.strength +
    (state ? 4 : 0) +
    (atEnd ? 1.5 : 0) +
    (atStart || ownClause ? 2 : 0) +
    (to - from - 1) * 0.6;
  // An everyday word or a typo needs a clear cue; a weak "de" at the end is not one ("presente de natal").
  const clear = cue.strength >= 2 || state !== null || atStart || ownClause;
  if ((needsCue || fuzzy) && !clear) return null;
  // Words that are places only with their state or "moro em" ("em março", "no jardim").
  if (to - from === 1 && ONLY_WITH_STATE.has(tokens[from]!.key) && !state && cue.strength < 3) return null;
  // Any name needs some sign of being a place: a cue, a state, the start or the end of the message.
  if (!clear && cue.strength === 0 && !atEnd) return null;
  // A bare one-word name right after "de" complements the product ("ventilador de coluna").
  const complement = /^d[eoa]s?$/.test(tokens[from - 1]?.key ?? '');
  if (to - from === 1 && cue.strength === 0 && !state && !atStart && complement) return null;
  let cidades = places;
  if (state) {
    const inState = places.filter((p) => p.uf === state.uf);
    // "Campinas - GO" names no Campinas: the state is not about this city.
    if (inState.length > 0) cidades = inState;
    else value -= 3;
  }
  const endToken = state ? tokens[state.end]! : tokens[to - 1]!;
  return {
    cidades,
    start: tokens[cue.from]!.start,
    end: endToken.end,
    score: value,
    fuzzy,
    tokenFrom: cue.from,
    tokenTo: state ? state.end + 1 : to,
  };
}

function fuzzyLookup(key: string, index: PlaceIndex): string | null {
  const max = key.length >= 9 ? 2 : key.length >= 5 ? 1 : 0;
  // A word the product lexicon knows ("banheiro") is that word, not a misspelt city ("Bandeira").
  if (max === 0 || key.split(' ').every((w) => index.knownWords.has(w))) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  let tie = false;
  for (const name of index.fuzzyBuckets.get(bucketOf(key)) ?? []) {
    const d = editDistance(key, name, max);
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance && d <= max) tie = true;
  }
  return bestDistance <= max && !tie ? best : null;
}

function candidates(tokens: PlaceToken[], index: PlaceIndex): Candidate[] {
  const found: Candidate[] = [];
  for (let from = 0; from < tokens.length; from++) {
    let exactHere = false;
    for (let len = Math.min(index.maxWords, tokens.length - from); len >= 1; len--) {
      const key = spanKey(tokens, from, from + len);
      const alias = index.aliases.get(key);
      const places = index.byName.get(key);
      if (alias) {
        const c = score(tokens, from, from + len, [alias], index, index.aliasesNeedingCue.has(key), false);
        if (c) found.push({ ...c, score: c.score + 0.5 });
      }
      if (places) {
        const common = len === 1 && (index.commonWords.has(key) || key.length <= 3);
        const c = score(tokens, from, from + len, places, index, common, false);
        if (c) {
          found.push(c);
          exactHere = true;
        }
      }
    }
    // Typos are looked for only where a place is expected: after a cue, before a state.
    if (!exactHere && (cueBefore(tokens, from).strength >= 1 || from === 0)) {
      for (let len = Math.min(4, tokens.length - from); len >= 1; len--) {
        const key = spanKey(tokens, from, from + len);
        if (key.length < 5 || index.byName.has(key)) continue;
        const name = fuzzyLookup(key, index);
        const c = name ? score(tokens, from, from + len, index.byName.get(name)!, index, true, true) : null;
        if (c) {
          found.push(c);
          break;
        }
      }
    }
  }
  return found;
}

/** Homonyms without a state: the capital, else the city far larger than its namesakes, else all. */
function narrow(cidades: Place[]): Place[] {
  if (cidades.length <= 1) return cidades;
  const capital = cidades.filter((c) => c.capital);
  if (capital.length === 1) return capital;
  const dominant = DOMINANT_HOMONYMS[placeKey(cidades[0]!.nome)];
  const found = dominant ? cidades.filter((c) => c.uf === dominant) : [];
  return found.length === 1 ? found : cidades;
}

function anyState(tokens: PlaceToken[], index: PlaceIndex): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const cue = cueBefore(tokens, i);
    if (cue.strength === 0 && !['estado', 'interior'].includes(tokens[i - 1]?.key ?? '')) continue;
    const state = stateAfter(tokens, i, index);
    if (state) return state.uf;
  }
  return null;
}

export function readPlace(text: string, index: PlaceIndex): PlaceReading {
  const tokens = placeTokens(text.slice(0, 4096));
  const found = candidates(tokens, index);
  if (found.length === 0) return { match: null, uf: anyState(tokens, index) };
  // Best score; among equals the longer phrase, then the later one (the place usually closes).
  found.sort(
    (a, b) =>
      b.score - a.score || b.tokenTo - b.tokenFrom - (a.tokenTo - a.tokenFrom) || b.tokenFrom - a.tokenFrom,
  );
  const best = found[0]!;
  const uf = best.cidades.length > 1 ? anyState(tokens, index) : null;
  const inUf = uf ? best.cidades.filter((c) => c.uf === uf) : [];
  const cidades = inUf.length > 0 ? inUf : narrow(best.cidades);
  const { tokenFrom: _from, tokenTo: _to, ...match } = best;
  return { match: { ...match, cidades }, uf: cidades.length === 1 ? cidades[0]!.uf : uf };
}

/** A state alone, as the answer to "qual estado?": "SP", "sp", "São Paulo", "estado de SP". */
export function readUf(text: string, index: PlaceIndex): string | null {
  const key = placeKey(text)
    .replace(/^(o |a )?(estado|uf)( de| do| da)? /, '')
    .replace(/[?.!]+$/, '')
    .trim();
  return index.ufs.get(key) ?? index.stateNames.get(key) ?? null;
}

const ANSWER_CUES =
  /^(?:(?:eu )?(?:moro|sou|to|tou|estou|fico|vivo|resido)\s+(?:em|no|na|de|do|da)\s+|(?:em|no|na|de|cidade(?: de)?|a cidade e|e|eh)\s*:?\s+)/;

/**
 * The answer to "em qual cidade?": the whole text is a place, so a lone everyday name ("Natal") or
 * a typo ("curitba") counts as if it came after "em".
 */
export function readPlaceAnswer(text: string, index: PlaceIndex): PlaceReading {
  const stripped = placeKey(text)
    .replace(/[?.!]+$/, '')
    .replace(ANSWER_CUES, '')
    .trim();
  const direct = index.aliases.get(stripped);
  const places = direct ? [direct] : index.byName.get(stripped);
  if (places) {
    const cidades = narrow(places);
    return {
      match: { cidades, start: 0, end: text.length, score: 10, fuzzy: false },
      uf: cidades.length === 1 ? cidades[0]!.uf : null,
    };
  }
  const reading = readPlace(`em ${text}`, index);
  if (!reading.match) return reading;
  // Offsets back to the customer's text, without the "em " added above.
  const shift = (n: number) => Math.max(0, n - 3);
  return {
    ...reading,
    match: { ...reading.match, start: shift(reading.match.start), end: shift(reading.match.end) },
  };
}

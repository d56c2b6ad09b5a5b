import { type ChatWord, lexicon } from './gibberish.ts';
import { ORDINAL, PICK, phrase } from './intent-words.ts';

// Which offer or store a customer closes with: "vou ficar com a oferta 2", "fechei com a Loja X",
// "comprei na Loja Y".

/** A message's words as the intent reader keeps them, with where each stands in the text. */
export type Prepared = { list: ChatWord[]; words: string[]; joined: string; starts: number[]; text: string };

/** `decisive` when a verb chose ("fico com a 2"); "oferta 2" alone only names the offer. */
export type Choice = { comOferta?: number; lojaCitada?: string; consumed: number[]; decisive: boolean };

/** The words [from, to) a match covers, by binary search over their offsets in `joined`. */
export function wordsOf(p: Prepared, m: RegExpExecArray): [number, number] {
  const at = (offset: number) => {
    let [lo, hi] = [0, p.starts.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (p.starts[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [at(m.index), at(m.index + m[0].length)];
}

const ORDINALS: Readonly<Record<string, number>> = {
  primeira: 1,
  segunda: 2,
  terceira: 3,
  quarta: 4,
  quinta: 5,
};
const CHOICE = phrase([
  `(?:${PICK}|comprei|compramos) (?:com|pela|pelo|por|na|no)(?: a| o)?(?: da| do| de| na| no)?`,
  `(?:oferta|proposta|opcao)(?: numero)?(?= (?:${ORDINAL}))`,
  `(?:primeira|segunda|terceira|quarta|quinta)(?= (?:oferta|proposta|opcao))`,
]);
const NOT_A_STORE =
  lexicon(`outro outra outros internet online site la aqui voces ela ele mesma mesmo essa esse isso
  oferta proposta opcao numero ultima minha meu sua seu`);
const NAME_ENDS =
  lexicon(`obrigado obrigada valeu por favor mesmo entao beleza ok e que pois porque mas ja viu tchau
  abraco gente pessoal muito hoje ontem agora pode`);

/** "vou ficar com a oferta 2", "fechei com a Loja X", "comprei na Loja Y": the offer or store chosen. */
export function readChoice(p: Prepared): Choice | null {
  for (const m of p.joined.matchAll(CHOICE)) {
    const [from, next] = wordsOf(p, m);
    const consumed = Array.from({ length: next - from }, (_, i) => from + i);
    const first = p.words[next];
    if (first === undefined) continue;
    const number = /^\d{1,2}$/.test(first) ? Number(first) : (ORDINALS[first] ?? ORDINALS[p.words[from]!]);
    if (number !== undefined || first === 'ultima') {
      const isOrdinal = /^\d/.test(first) || first in ORDINALS || first === 'ultima';
      const decisive = !/^(?:oferta|proposta|opcao|primeira|segunda|terceira|quarta|quinta)/.test(m[0]);
      return { comOferta: number, consumed: isOrdinal ? [...consumed, next] : consumed, decisive };
    }
    if (NOT_A_STORE.has(first) || /^(?:oferta|proposta|opcao)/.test(m[0])) continue;
    // "fechei com"/"comprei na" name a store; "fico com a ..." only with "loja", "da ..." or a capital.
    const typed = p.text.slice(p.list[next]!.start, p.list[next]!.end);
    const named =
      /^(?:fech|compr)/.test(m[0]) || / d[ao]$/.test(m[0]) || first === 'loja' || /^\p{Lu}/u.test(typed);
    if (!named) continue;
    let last = next;
    while (
      last + 1 < p.words.length &&
      last - next < 5 &&
      !NAME_ENDS.has(p.words[last + 1]!) &&
      !/[,.;!?\n]/.test(p.text.slice(p.list[last]!.end, p.list[last + 1]!.start))
    ) {
      last++;
    }
    for (let i = next; i <= last; i++) consumed.push(i);
    return { lojaCitada: p.text.slice(p.list[next]!.start, p.list[last]!.end), consumed, decisive: true };
  }
  return null;
}

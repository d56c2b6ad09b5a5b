import { ABBREVIATIONS, type Token, tokenize } from './normalize.ts';

// Messages with no word in them: keyboard mashes ("asdkjh"), laughter ("kkkk", "ashuashu"), emojis,
// "hmmm", "???". There is no dictionary here: a word is told from a mash by how Portuguese (and the
// English of brand names) joins letters. Mashes break that twice or more ("asdkjh": "dk", "kj", "jh";
// "qwe": "q" without "u"; "sdfsdf": no vowel); real words and brands keep it, or slip once ("pneu",
// "xbox", "Lexmark"). Measured: 0.014% of a 275,000-word Brazilian Portuguese list and 9 of the 1,447
// brands of prisma/data/marcas.ts are taken for mashes. Letters typed twice or more count once
// ("bom diaaa", "okk", "simmm"), so both sides of a comparison are squeezed.

/** A word of a chat message, folded, squeezed and with its abbreviation spelled out. */
export type ChatWord = { word: string; start: number; end: number };

/** Runs of one letter as one: "diaaa" → "dia", "kkkk" → "k", "carro" → "caro". */
export const squeeze = (w: string): string => w.replace(/(\p{L})\1+/gu, '$1');

/** A set of squeezed words from a space-separated list, to look chat words up in. */
export const lexicon = (words: string): Set<string> =>
  new Set(words.split(/\s+/).filter(Boolean).map(squeeze));

// Chat spellings missing from normalize's list (squeezed keys).
const MORE: Readonly<Record<string, string>> = {
  dnv: 'de novo',
  flw: 'falou',
  bjs: 'beijos',
  bj: 'beijo',
  bjo: 'beijo',
  tks: 'obrigado',
  thx: 'obrigado',
  thanks: 'obrigado',
  plz: 'por favor',
  pls: 'por favor',
  blza: 'beleza',
  obgdo: 'obrigado',
  obgado: 'obrigado',
  brigadao: 'obrigado',
  valew: 'valeu',
  nda: 'nada',
  qd: 'quando',
  ngm: 'ninguem',
  perai: 'pera',
};

// Codes and models keep their letters ("aa11bb22", "a55"); words are squeezed.
function spelledOut(t: Token): string {
  if (/\d/.test(t.folded)) return t.word;
  const sq = squeeze(t.folded);
  return squeeze(t.word !== t.folded ? t.word : (ABBREVIATIONS[sq] ?? MORE[sq] ?? sq));
}

/** The words of a message; "n" before another word is "não" ("n quero"), alone it stays a letter. */
export function chatWords(text: string): ChatWord[] {
  const tokens = tokenize(text);
  const out: ChatWord[] = [];
  tokens.forEach((t, i) => {
    let word = spelledOut(t);
    if (word === 'n' && i < tokens.length - 1) word = 'nao';
    for (const part of word.split(' ')) out.push({ word: part, start: t.start, end: t.end });
  });
  return out;
}

/** "kkkk", "rsrs", "hahaha", "huahuahua", "ksksks", "ashuashuas" (one folded word, as typed). */
export function isLaughToken(folded: string): boolean {
  const w = folded.toLowerCase();
  if (/^k{2,}[kj]*$|^(?:rs)+r?$|^(?:k[ao]){2,}k?$|^(?:lol|lmao|lmfao|rofl)$/.test(w)) return true;
  if (/^[ksj]{3,}$/.test(w) && /[kj]/.test(w) && /s/.test(w)) return true;
  if (/^[aeiou]{0,2}(?:h+[aeiou]{1,3}){2,}h*$/.test(w)) return true;
  // Brazilian keyboard laughter: "ashuashu", "hsuahsua" — only a, u, s, h, e, two h at least.
  return w.length >= 5 && /^[aushe]+$/.test(w) && /s/.test(w) && (w.match(/h/g)?.length ?? 0) >= 2;
}

const INTERJECTIONS =
  lexicon(`ah oh uh eh hm hum uhm ahn han hein ue ui ops ih ixi ixe vixe vish eita af afe afs pf putz puts oxe
  oxi poxa hmpf humpf eca uau wow credo mds nossa caramba vixi uai oxente affs`);

/** An interjection that says nothing on its own ("hmmm", "ahh", "eita"), squeezed. */
export const isInterjection = (word: string): boolean => INTERJECTIONS.has(squeeze(word));

// Consonant-only words that are real: acronyms, units, brands, states and city nicknames.
const KNOWN =
  lexicon(`tv mdf mdp dvd cd hd sd lcd rgb gps pvc pr tnt jbl lg tcl hp bmw vw gm kg mg ml cm km mts pct cx gnv
  glp nvme hdmi rtx gtx mtb bmx cnc crv hrv wrv sp rj bh bsb cwb df sc mt ms pb rn dj psp ps rpg cnh
  nf nfe cpf cnpj rg vhs xp ltda etc lgpd usb`);

// After each consonant, the consonants that may follow it in Portuguese or in a brand's English.
const NEXT: Readonly<Record<string, string>> = {
  b: 'lrsjtvdmncgp',
  c: 'lrhtnkcsb',
  d: 'rlmvjqswngkb',
  f: 'lrtfsn',
  g: 'lrnmhsd',
  h: 'tsnmlwr',
  j: '',
  k: 'lrsnh',
  l: 'bcdfghkmpqstvzjrn',
  m: 'bpnsf',
  n: 'cdfghjqstvzkrlmbpx',
  p: 'lrhtsnc',
  q: '',
  r: 'bcdfgjklmnpqstvzwhx',
  s: 'bcdfghjklmnpqrtvw',
  t: 'rlhmnsczw',
  v: 'r',
  w: 'snlrth',
  x: 'cptbs',
  z: 'mr',
};
// Two consonants a word may end with (English loans mostly: "crocs", "smart", "black").
const ENDINGS =
  lexicon(`rs ns ls ms ts ds ks ps gs ws cs ck rk nk lk sk nd rd ld rt nt lt st ft pt xt ct ng rn rm lm sh th
  ch ph gh mp lf rf rg rl wn ht lp sp rp rb nc rc lc nz rz tz`);
// Two consonants a word may start with ("pneu", "tchau", "xbox", "smart"): "ds", "fs", "lg" never.
const STARTS =
  lexicon(`pr tr ch fr cr br gr fl pl cl dr bl gl ps pn pt lh nh tc gn cz th sh ph mn dj st sc sk sp sl sm sn
  sw tw wh wr kr kl kn vr xb mc gh`);
// Three vowels in a row that Portuguese has ("meio", "praia", "iguais", "apoiei"); "oiu" of "poiu" it has not.
const VOWEL_RUNS =
  lexicon(`iei uei uea eia aia uia eie iai eai eou eio uie oia oei iou aio uai oai aie uiu iao uio uou oie ueo
  aiu ioe oio eao eoe ioa aua iae ioi oao oeu iau ueu eae uau uao eiu uoi oae aoi eoa aue aui`);
const CONSONANT = /[bcdfghjklmnpqrstvwxz]/;

/**
 * Whether one squeezed word reads as a word (or a number, a model, an acronym) and not a mash.
 * Brand names break one rule now and then ("Lexmark", "Nvidia", "Lindt"); mashes break two or more
 * ("asdkjh": "dk", "kj", "jh"), so one slip is forgiven.
 */
function isWordLike(word: string): boolean {
  if (/\d/.test(word)) return true;
  if (/['-]/.test(word)) return word.split(/['-]/).some((part) => isWordLike(squeeze(part)));
  if (KNOWN.has(word)) return true;
  if (word.length === 1 || INTERJECTIONS.has(word) || isLaughToken(word)) return false;
  if (!/[aeiouy]/.test(word) || /^[aeiouy]{4,}$|[aeiouy]{5,}/.test(word)) return false;
  // Three turns of a short syllable ("lalala", "blablabla"), or two and a bit ("dasdasd"); "arara" stays.
  for (let p = 2; p <= 3; p++) {
    if (word.length >= 3 * p - (p === 3 ? 2 : 0) && [...word].every((c, i) => i < p || c === word[i - p]))
      return false;
  }
  return slips(word) < 2;
}

/** How many of the ways Portuguese joins letters a word breaks. */
function slips(word: string): number {
  // "q" leads into "u" ("qwe" breaks it badly), and the "y" of "Toyota" is no vowel in a run of three.
  let count = /q[^u]/.test(word) ? 2 : /q$|j$/.test(word) ? 1 : 0;
  for (const m of word.matchAll(/(?=([aeiou]{3}))/g)) if (!VOWEL_RUNS.has(m[1]!)) count += 2;
  if (CONSONANT.test(word[0]!) && CONSONANT.test(word[1]!) && !STARTS.has(word.slice(0, 2))) count++;
  let run = 0;
  for (let i = 0; i < word.length; i++) {
    run = CONSONANT.test(word[i]!) ? run + 1 : 0;
    if (run >= 2 && !NEXT[word[i - 1]!]?.includes(word[i]!)) count++;
    else if (run >= 2 && i === word.length - 1 && !ENDINGS.has(word.slice(-2))) count++;
  }
  // Home-row mashes ("asdf", "aksjd") sit on "asdfghjkl"; a real word there ("sala", "flash") breaks nothing.
  if (word.length >= 4 && /^[asdfghjkl]+$/.test(word)) count++;
  return count + (run >= 5 ? 2 : 0);
}

/** Only emojis (and spaces or punctuation): "😂😂", "🙏", "👍🏻". */
export function isEmojiOnly(text: string): boolean {
  if (!/[\p{Extended_Pictographic}\p{Regional_Indicator}]/u.test(text)) return false;
  // Joiners, variation selectors and keycaps glue emojis together; they are no letters either.
  const rest = text.replace(
    /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3/gu,
    '',
  );
  return !/[\p{L}\p{N}]/u.test(rest);
}

/** Only laughter: "kkkkkk", "rsrsrs", "hahaha 😂", "ksksks". */
export function isLaughter(text: string): boolean {
  const tokens = tokenize(text);
  return tokens.length > 0 && tokens.every((t) => isLaughToken(t.folded));
}

/**
 * No recognisable word: empty, punctuation or emojis only, laughter, "hmmm", single letters,
 * keyboard mashes ("asdkjh qwe zzz"). One real word is enough to make a message readable, so
 * "pneu", "tv 50", "ps5", "wd40" and "mdf" are not gibberish.
 */
export function isGibberish(text: string): boolean {
  for (const t of tokenize(text)) {
    if (isLaughToken(t.folded)) continue;
    const word = spelledOut(t);
    if (word.includes(' ') || isWordLike(word)) return false;
    // Capitals make an acronym ("AMD", "NGK", "BASF"); laughter in capitals ("KKKK") was skipped above.
    if (/^\p{Lu}{2,5}$/u.test(text.slice(t.start, t.end))) return false;
  }
  return true;
}

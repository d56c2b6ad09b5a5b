// A light Portuguese stemmer for matching product words against a lexicon: plural and gender
// endings only ("fogões" = "fogão" = "fogao", "geladeiras" = "geladeira", "móveis" = "movel",
// "ventiladorES" = "ventilador"). Both sides go through it, so it need not be linguistically
// exact, only consistent; it never shortens a word below three letters.

const RULES: readonly [suffix: string, replacement: string][] = [
  ['oes', 'ao'],
  ['aes', 'ao'],
  ['ais', 'al'],
  ['eis', 'el'],
  ['ois', 'ol'],
  ['uis', 'ul'],
  ['res', 'r'],
  ['zes', 'z'],
  ['ses', 's'],
  ['ns', 'm'],
  ['is', 'il'],
  ['as', 'a'],
  ['os', 'o'],
  ['es', 'e'],
  ['s', ''],
];

/** The stem of a folded word (no accents, lower case). */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let out = word;
  for (const [suffix, replacement] of RULES) {
    if (out.endsWith(suffix) && out.length - suffix.length + replacement.length >= 3) {
      out = out.slice(0, out.length - suffix.length) + replacement;
      break;
    }
  }
  // Gender: "usada"/"usado", "infantil" untouched; "-ao" kept (fogao ≠ foga).
  if (out.length > 4 && /[ao]$/.test(out) && !out.endsWith('ao')) out = out.slice(0, -1);
  else if (out.length > 4 && out.endsWith('e') && !/(ee|ie)$/.test(out)) out = out.slice(0, -1);
  return out;
}

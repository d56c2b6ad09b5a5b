import { fold } from './normalize.ts';

// The customer's answer to "Como foi com a loja?" (the rating ask sent a day after they chose an
// offer): a score 1 to 5 with an optional comment, or a refusal. How Brazilians answer it on
// WhatsApp: "5", "nota 4", "4 estrelas", "4/5", "⭐⭐⭐⭐", "5, atendimento ótimo", a tap on a
// button (read back as its text: reply-ids.ts), "não quero avaliar". A bare number counts only as
// a direct answer (`isExplicit` false): the caller takes it only right after the ask, where "3"
// cannot be the answer to another question.

export type RatingAnswer =
  | { kind: 'nota'; nota: number; comentario: string | null; isExplicit: boolean; codigo: string | null }
  | { kind: 'recusa'; codigo: string | null };

const MAX_COMMENT = 500;

const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
};
const SCORE = '([1-5]|um|uma|dois|duas|tres|quatro|cinco)';

// The texts a tap on the ask's buttons stands for (reply-ids.ts rateText / refuseRatingText).
const BUTTON_SCORE = /^nota ([1-5]) para a loja do desejo ([0-9a-f]{8})\.?$/;
const BUTTON_REFUSAL = /^nao quero avaliar o desejo ([0-9a-f]{8})\.?$/;

const REFUSAL =
  /^(?:(?:nao|n) (?:quero|vou|desejo|preciso|gostaria de) avaliar|prefiro nao avaliar|sem avaliacao|nao avaliar)\b/;

// "nota 4", "dou nota 4", "minha nota e 4", "4 estrelas", "4/5", "4 de 5".
const EXPLICIT = [
  new RegExp(
    `^(?:(?:eu )?(?:dou|daria|minha nota e|a nota e) )?nota:? ${SCORE}\\b(?:\\s*(?:/|de)\\s*5\\b)?(.*)$`,
  ),
  new RegExp(`^(?:dou |daria )?${SCORE} (?:estrelas?|pontos?)\\b(.*)$`),
  new RegExp(`^${SCORE} ?(?:/|de) ?5\\b(.*)$`),
];
// A number alone, or followed by punctuation and a comment: "5", "5!", "4, demorou um pouco".
const BARE = /^([1-5])(?:$|\s*[,.;:!\-–—]+\s*(.*)$)/;
const STARS = /^(?:[⭐★🌟]\uFE0F?\s*){1,5}/u;

function scoreOf(word: string): number {
  return NUMBER_WORDS[word] ?? Number(word);
}

function comment(rest: string | undefined, original: string): string | null {
  if (!rest) return null;
  // The comment as typed (accents and case kept): the same tail of the original text.
  const tail = original.slice(Math.max(0, original.length - rest.length)).replace(/^[\s,.;:!\-–—]+/, '');
  const cleaned = tail.trim();
  return cleaned === '' ? null : cleaned.slice(0, MAX_COMMENT);
}

export function readRatingAnswer(text: string): RatingAnswer | null {
  const original = text.replace(/\s+/g, ' ').trim();
  const folded = fold(original);
  if (folded === '') return null;

  const button = BUTTON_SCORE.exec(folded);
  if (button)
    return { kind: 'nota', nota: Number(button[1]), comentario: null, isExplicit: true, codigo: button[2]! };
  const buttonRefusal = BUTTON_REFUSAL.exec(folded);
  if (buttonRefusal) return { kind: 'recusa', codigo: buttonRefusal[1]! };
  if (REFUSAL.test(folded)) return { kind: 'recusa', codigo: null };

  const stars = STARS.exec(original);
  if (stars) {
    const count = [...stars[0].matchAll(/[⭐★🌟]/gu)].length;
    const rest = original.slice(stars[0].length);
    return { kind: 'nota', nota: count, comentario: comment(rest, original), isExplicit: true, codigo: null };
  }
  for (const pattern of EXPLICIT) {
    const match = pattern.exec(folded);
    if (match) {
      return {
        kind: 'nota',
        nota: scoreOf(match[1]!),
        comentario: comment(match[2], original),
        isExplicit: true,
        codigo: null,
      };
    }
  }
  const bare = BARE.exec(folded);
  if (bare) {
    return {
      kind: 'nota',
      nota: Number(bare[1]),
      comentario: comment(bare[2], original),
      isExplicit: false,
      codigo: null,
    };
  }
  return null;
}

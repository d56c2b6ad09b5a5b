import { fold } from '#domain/understanding/normalize.ts';

// A numbered choice as people type it on WhatsApp: "2", "opção 2", "a 2", "2)", "nº 2", "o segundo".

const ORDINALS: Record<string, number> = {
  primeiro: 1,
  primeira: 1,
  segundo: 2,
  segunda: 2,
  terceiro: 3,
  terceira: 3,
  quarto: 4,
  quarta: 4,
  quinto: 5,
  quinta: 5,
};

/** A numbered choice from 0 to max, or null. */
export function parseChoice(text: string, max: number): number | null {
  const folded = fold(text).replace(/[!?.…]+$/g, '');
  const match = /^(?:(?:a|o)\s+)?(?:opcao|numero|n[o°º]?|#)?\s*(\d{1,3})\s*[).-]?$/.exec(folded);
  const ordinal = /^(?:(?:a|o)\s+)?(\p{L}+)(?:\s+(?:opcao|loja|oferta))?$/u.exec(folded)?.[1];
  const n = match ? Number(match[1]) : ordinal ? ORDINALS[ordinal] : undefined;
  return n !== undefined && n >= 0 && n <= max ? n : null;
}

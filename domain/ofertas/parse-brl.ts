import { MAX_CENTS } from './money.ts';

// A price as a person types it on WhatsApp: "R$ 1.200,50", "1200", "1.200", "120,00", "1,2 mil",
// "2k", "120 reais", even the English "1,200.50". Worked out in integer cents, never through a
// float. BRL prices have at most two decimals, so a lone separator followed by exactly three
// digits is a thousands separator ("1.200", "1,200"), one or two digits are the decimals.

const PRICE = /^(?:r\$)?\s*(\d[\d.,]*)\s*(mil|k)?\s*(?:reais|real|conto?s?)?$/;

/** Integer cents of a typed price, or null when it is not a positive price. */
export function parseBRL(text: string): number | null {
  const match = PRICE.exec(text.trim().toLowerCase().replace(/\s+/g, ' '));
  if (!match) return null;
  const number = splitNumber(match[1]!.replace(/[.,]$/, ''));
  if (!number) return null;
  const cents = (number.whole * 100 + number.decimals) * (match[2] ? 1000 : 1);
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > MAX_CENTS) return null;
  return cents;
}

/** The integer part and the decimals as cents (0–99); null for a malformed number. */
function splitNumber(text: string): { whole: number; decimals: number } | null {
  const separators = [...text.matchAll(/[.,]/g)].map((m) => m.index ?? 0);
  if (separators.length === 0) return { whole: Number(text), decimals: 0 };

  const lastAt = separators[separators.length - 1]!;
  const last = text[lastAt]!;
  const mixed = separators.some((at) => text[at] !== last);
  const tail = text.slice(lastAt + 1);
  // With both kinds the last one is the decimal mark; with one kind used once, the digits after
  // it decide; one kind used several times only groups thousands.
  const isDecimal = mixed || (separators.length === 1 && tail.length <= 2);
  if (isDecimal && (tail.length < 1 || tail.length > 2)) return null;

  const integerText = isDecimal ? text.slice(0, lastAt) : text;
  const groups = integerText.split(/[.,]/);
  if (groups.length > 1) {
    const separatorsInInteger = integerText.replace(/\d/g, '');
    if (new Set(separatorsInInteger).size > 1) return null;
    if (groups[0] === '' || groups[0]!.length > 3 || groups.slice(1).some((g) => g.length !== 3)) return null;
  }
  return {
    whole: Number(groups.join('')),
    decimals: isDecimal ? Number(tail.padEnd(2, '0')) : 0,
  };
}

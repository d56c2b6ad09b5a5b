// Temporary password of a quick registration (spec 001 section 5): 12 characters with at least
// one upper-case letter, one lower-case letter, one digit and one symbol from #$@!%*, none of
// the characters people misread when copying it from a WhatsApp message (0 O o 1 l I), shuffled
// so the guaranteed characters are not always in front.
// The random source is a parameter so this module stays free of Node imports (the site shares
// domain/); the server passes node:crypto's randomInt (DECISIONS: generated on the server with a
// cryptographic generator). Math.random must never be passed here.

/** Returns a uniformly distributed integer in [0, max), like node:crypto's randomInt(max). */
export type RandomInt = (max: number) => number;

export const TEMPORARY_PASSWORD_LENGTH = 12;

export const PASSWORD_CHARSETS = {
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  lower: 'abcdefghijkmnpqrstuvwxyz',
  digits: '23456789',
  symbols: '#$@!%*',
} as const;

const ALL = Object.values(PASSWORD_CHARSETS).join('');

function pick(chars: string, randomInt: RandomInt): string {
  const char = chars[randomInt(chars.length)];
  // Guards against a random source that ignores the bound: a short password would be silent.
  if (char === undefined) throw new RangeError(`randomInt(${chars.length}) returned an out-of-range value`);
  return char;
}

export function generateTemporaryPassword(randomInt: RandomInt): string {
  const { upper, lower, digits, symbols } = PASSWORD_CHARSETS;
  const chars = [upper, lower, digits, symbols].map((set) => pick(set, randomInt));
  while (chars.length < TEMPORARY_PASSWORD_LENGTH) chars.push(pick(ALL, randomInt));
  // Fisher-Yates with the same random source.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

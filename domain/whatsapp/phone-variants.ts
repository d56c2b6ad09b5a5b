// Which stored phone numbers may be the same WhatsApp sender (spec 001 §7: the shop lookup by
// whatsapp_loja). WhatsApp writes Brazilian senders as 55 + DDD + number, but the ids of mobiles
// registered before the ninth digit (2012-2016) still lack it: 551187654321 is the shop stored as
// 5511987654321. Stored numbers may also lack the 55.

const BRAZIL = '55';

// Mobile numbers of the eight-digit era started with 6-9; landlines start with 2-5, and those
// never gained a ninth digit.
const oldMobileStart = /^[6-9]/;

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** DDD + number of a Brazilian phone (10 or 11 digits), or null when it does not look Brazilian. */
function brazilianNational(digits: string): string | null {
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith(BRAZIL)) return digits.slice(2);
  if (digits.length === 10 || digits.length === 11) return digits;
  return null;
}

/** The same national number with and without the ninth digit, when it is a mobile. */
function ninthDigitForms(national: string): string[] {
  const ddd = national.slice(0, 2);
  const number = national.slice(2);
  if (number.length === 9 && number.startsWith('9') && oldMobileStart.test(number.slice(1))) {
    return [national, ddd + number.slice(1)];
  }
  if (number.length === 8 && oldMobileStart.test(number)) return [national, `${ddd}9${number}`];
  return [national];
}

/**
 * The exact values a stored whatsapp_loja may hold for this sender: the number as given, without
 * and with 55, each with and without the ninth digit. The first entry is the number as given.
 */
export function phoneVariants(phone: string): string[] {
  const digits = digitsOf(phone);
  if (digits === '') return [];
  const variants = new Set([digits]);
  if (digits.startsWith(BRAZIL)) variants.add(digits.slice(2));
  else variants.add(BRAZIL + digits);
  const national = brazilianNational(digits);
  if (national) {
    for (const form of ninthDigitForms(national)) {
      variants.add(form);
      variants.add(BRAZIL + form);
    }
  }
  return [...variants];
}

/** The spec's fuzzy step: the last 11, 10 and 9 digits, longest first (only those long enough). */
export function phoneSuffixes(phone: string): string[] {
  const digits = digitsOf(phone);
  return [11, 10, 9].filter((n) => digits.length > n).map((n) => digits.slice(-n));
}

/**
 * Whether a stored value is a well-formed Brazilian number (55 + DDD + 8 or 9 digits, or without
 * the 55). Those were compared exactly; a suffix match against one of them would only mean the
 * same subscriber digits under another DDD (5521987654321 ends like 5511987654321), a different
 * person.
 */
export function isCanonicalBrazilianPhone(stored: string): boolean {
  const digits = digitsOf(stored);
  return digits === stored && brazilianNational(digits) !== null;
}

/**
 * Picks the stored value of the fuzzy step: among candidates ending in the sender's suffix, only
 * those not in canonical form (legacy or hand-typed values), and only when exactly one remains:
 * an ambiguous suffix must not turn a customer into a shop.
 */
export function pickFuzzyPhoneMatch<T extends { phone: string }>(phone: string, candidates: T[]): T | null {
  for (const suffix of phoneSuffixes(phone)) {
    const found = candidates.filter(
      (c) => !isCanonicalBrazilianPhone(c.phone) && digitsOf(c.phone).endsWith(suffix),
    );
    if (found.length === 1) return found[0] ?? null;
    if (found.length > 1) return null;
  }
  return null;
}

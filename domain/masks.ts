// Input masks shared by the site's forms (spec 000 section 5: CNPJ 00.000.000/0000-00, CEP
// 00000-000, phones +55 (DD) number). They run on every keystroke, so each one takes whatever the
// field holds (typed, pasted or already masked), keeps the digits and formats only as far as
// they go: a half-typed value must never gain separators for digits the user has not typed yet.

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** 00.000.000/0000-00 */
export function maskCnpj(value: string): string {
  const d = onlyDigits(value).slice(0, 14);
  let out = d.slice(0, 2);
  if (d.length > 2) out += `.${d.slice(2, 5)}`;
  if (d.length > 5) out += `.${d.slice(5, 8)}`;
  if (d.length > 8) out += `/${d.slice(8, 12)}`;
  if (d.length > 12) out += `-${d.slice(12, 14)}`;
  return out;
}

/** 00000-000 */
export function maskCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/**
 * Digits of a phone without the country code. A value holding '+' or more digits than a
 * national number (11) carries the 55 itself; otherwise the digits are DDD + number. This is
 * what lets a masked value ("+55 (55) 9...", DDD 55 is Santa Maria/RS) be masked again.
 */
export function nationalPhoneDigits(value: string): string {
  const d = onlyDigits(value);
  const hasCountryCode = value.trimStart().startsWith('+') || d.length > 11;
  return hasCountryCode && d.startsWith('55') ? d.slice(2) : d;
}

/** +55 (DD) 0000-0000 for landlines, +55 (DD) 00000-0000 once a ninth digit is typed. */
export function maskPhone(value: string): string {
  const d = nationalPhoneDigits(value).slice(0, 11);
  if (d.length === 0) return '';
  const ddd = d.slice(0, 2);
  const number = d.slice(2);
  if (number.length === 0) return `+55 (${ddd}`;
  const split = number.length > 8 ? 5 : 4;
  const tail = number.length > split ? `${number.slice(0, split)}-${number.slice(split)}` : number;
  return `+55 (${ddd}) ${tail}`;
}

/**
 * A stored phone for reading, the one format of /gestao: "+55 (11) 98765-4321". Numbers that
 * cannot be a Brazilian phone (the webhook tester's, a hand-typed extension) are shown as stored.
 */
export function formatPhone(value: string): string {
  const national = nationalPhoneDigits(value);
  const isPhone = (national.length === 10 || national.length === 11) && !national.startsWith('0');
  return isPhone ? maskPhone(national) : value;
}

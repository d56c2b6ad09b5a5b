import { nationalPhoneDigits, onlyDigits } from '../masks.ts';

// Brazilian phone rules (spec 000 section 5). Numbers are stored as 55 + DDD + number: 12 digits
// for a landline, 13 for a mobile (the WhatsApp numbers). Input may come with or without +55 and
// with the mask's characters; the hints speak of the national part (DDD + number), which is what
// the user types after the fixed "+55" of the mask.

export const PHONE_MESSAGES = {
  // The spec does not word these three; ours.
  landlineRequired: 'Telefone fixo é obrigatório',
  mobileRequired: 'WhatsApp é obrigatório',
  landlineLength: 'Telefone fixo deve ter 10 dígitos (DDD + 8 dígitos)',
  mobileLength: 'WhatsApp deve ter 11 dígitos (DDD + 9 dígitos)',
  landlinePrefix: 'Telefone fixo deve começar com 2, 3, 4 ou 5 após o DDD',
  // Spec wording.
  invalidDdd: 'DDD inválido',
  landlineStartsWith9: 'Telefone fixo não pode começar com 9',
  mobileMustStartWith9: 'WhatsApp deve começar com 9 após o DDD',
  countryCode: 'Deve começar com +55',
} as const;

// Area codes in use (ANATEL numbering plan, 67 codes). Gaps such as 20, 23, 25, 26, 29, 36, 39,
// 50, 52, 56-60, 70, 72, 76, 78, 80 and 90 are not assigned to any region.
export const VALID_DDDS: ReadonlySet<string> = new Set([
  ...['11', '12', '13', '14', '15', '16', '17', '18', '19'], // SP
  ...['21', '22', '24'], // RJ
  ...['27', '28'], // ES
  ...['31', '32', '33', '34', '35', '37', '38'], // MG
  ...['41', '42', '43', '44', '45', '46'], // PR
  ...['47', '48', '49'], // SC
  ...['51', '53', '54', '55'], // RS
  ...['61', '62', '63', '64', '65', '66', '67', '68', '69'], // DF, GO, TO, MT, MS, AC, RO
  ...['71', '73', '74', '75', '77', '79'], // BA, SE
  ...['81', '82', '83', '84', '85', '86', '87', '88', '89'], // PE, AL, PB, RN, CE, PI
  ...['91', '92', '93', '94', '95', '96', '97', '98', '99'], // PA, AM, RR, AP, MA
]);

// Characters a phone may be typed or pasted with; letters mean it is not a phone number.
const ALLOWED = /^[\d\s()+.-]*$/;

/** 55 + DDD + number, whether typed with +55, with a mask or as a national number. */
export function normalizePhone(value: string): string {
  const national = nationalPhoneDigits(value);
  return national === '' ? '' : `55${national}`;
}

type Kind = 'landline' | 'mobile';

function validatePhone(value: string | null | undefined, kind: Kind): string | null {
  const raw = (value ?? '').trim();
  const isMobile = kind === 'mobile';
  if (onlyDigits(raw) === '')
    return isMobile ? PHONE_MESSAGES.mobileRequired : PHONE_MESSAGES.landlineRequired;
  const lengthMessage = isMobile ? PHONE_MESSAGES.mobileLength : PHONE_MESSAGES.landlineLength;
  if (!ALLOWED.test(raw)) return lengthMessage;
  const digits = onlyDigits(raw);
  // Written with a country code (a '+' or more digits than a national number): it must be
  // Brazil's, the shop's WhatsApp receives our notifications. Shorter input is a national number
  // still being typed.
  const hasCountryCode = raw.startsWith('+') || digits.length > 11;
  if (hasCountryCode && !digits.startsWith('55')) return PHONE_MESSAGES.countryCode;
  const national = nationalPhoneDigits(raw);
  if (national.length < 10 || national.length > 11) return lengthMessage;
  if (!VALID_DDDS.has(national.slice(0, 2))) return PHONE_MESSAGES.invalidDdd;
  // The digit after the DDD tells a mobile from a landline, so a number of the other kind typed
  // here is told so, whatever its length, rather than only that the length is wrong.
  const first = national[2] ?? '';
  if (isMobile) {
    if (first !== '9') return PHONE_MESSAGES.mobileMustStartWith9;
    return national.length === 11 ? null : lengthMessage;
  }
  if (first === '9') return PHONE_MESSAGES.landlineStartsWith9;
  if (national.length !== 10) return lengthMessage;
  // Landlines start with 2-5; 6-8 were mobile prefixes before the ninth digit, 0 and 1 are not
  // subscriber numbers.
  return '2345'.includes(first) ? null : PHONE_MESSAGES.landlinePrefix;
}

export function validateLandline(value: string | null | undefined): string | null {
  return validatePhone(value, 'landline');
}

export function validateMobile(value: string | null | undefined): string | null {
  return validatePhone(value, 'mobile');
}

export function isValidLandline(value: string | null | undefined): boolean {
  return validateLandline(value) === null;
}

export function isValidMobile(value: string | null | undefined): boolean {
  return validateMobile(value) === null;
}

// E-mail hints (spec 000 section 5). The value is trimmed and lower-cased first, so what is
// checked is what gets stored and compared: shops are found by e-mail at login and duplicates
// are rejected by e-mail, and "Loja@X.com " must be the same account as "loja@x.com".

export const EMAIL_MESSAGES = {
  required: 'E-mail é obrigatório',
  // Past the RFC 5321 limits (254 in all, 64 before the @): no mail server delivers it.
  invalid: 'E-mail inválido',
  format: 'Formato de e-mail inválido',
  missingAt: 'E-mail deve conter @',
  domain: 'E-mail deve conter um domínio válido',
  singleAt: 'E-mail deve conter apenas um @',
  consecutiveDots: 'E-mail não pode conter pontos consecutivos',
} as const;

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^[a-z]{2,63}$/;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

function isValidDomain(domain: string): boolean {
  const labels = domain.split('.');
  const top = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((l) => DOMAIN_LABEL.test(l)) && TOP_LEVEL.test(top);
}

export function validateEmail(value: string | null | undefined): string | null {
  const email = normalizeEmail(value ?? '');
  if (email === '') return EMAIL_MESSAGES.required;
  const ats = email.split('@').length - 1;
  if (ats === 0) return EMAIL_MESSAGES.missingAt;
  if (ats > 1) return EMAIL_MESSAGES.singleAt;
  if (email.includes('..')) return EMAIL_MESSAGES.consecutiveDots;
  const [local = '', domain = ''] = email.split('@');
  if (!isValidDomain(domain)) return EMAIL_MESSAGES.domain;
  if (!LOCAL_PART.test(local)) return EMAIL_MESSAGES.format;
  if (email.length > 254 || local.length > 64) return EMAIL_MESSAGES.invalid;
  return null;
}

export function isValidEmail(value: string | null | undefined): boolean {
  return validateEmail(value) === null;
}

import { onlyDigits } from '../masks.ts';

// CNPJ hints (spec 000 section 5), shown under the field and returned by the API alike: each says
// what exactly is wrong rather than the bare 'CNPJ inválido'.
// Only numeric CNPJs: the spec stores and compares them as 14 digits (association membership is
// looked up by the digits), so the alphanumeric format announced by the Receita Federal for
// July 2026 would need a change here and in the stored data together.

export const CNPJ_MESSAGES = {
  required: 'CNPJ é obrigatório',
  length: 'CNPJ deve conter 14 dígitos',
  allEqual: 'CNPJ não pode ter todos os dígitos iguais',
  checkDigits: 'CNPJ inválido - verifique os dígitos',
} as const;

// Mask characters a user may type or paste; anything else (letters) is not a CNPJ we accept.
const ALLOWED = /^[\d.\-/\s]*$/;

export function normalizeCnpj(value: string): string {
  return onlyDigits(value);
}

function checkDigit(base: string): number {
  // Weights 2..9 from the right, restarting after 9.
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    sum += Number(base[base.length - 1 - i]) * ((i % 8) + 2);
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function validateCnpj(value: string | null | undefined): string | null {
  const raw = (value ?? '').trim();
  if (raw === '') return CNPJ_MESSAGES.required;
  if (!ALLOWED.test(raw)) return CNPJ_MESSAGES.checkDigits;
  const digits = normalizeCnpj(raw);
  if (digits.length !== 14) return CNPJ_MESSAGES.length;
  if (/^(\d)\1{13}$/.test(digits)) return CNPJ_MESSAGES.allEqual;
  const first = checkDigit(digits.slice(0, 12));
  const second = checkDigit(digits.slice(0, 12) + first);
  if (digits.slice(12) !== `${first}${second}`) return CNPJ_MESSAGES.checkDigits;
  return null;
}

export function isValidCnpj(value: string | null | undefined): boolean {
  return validateCnpj(value) === null;
}

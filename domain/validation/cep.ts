import { onlyDigits } from '../masks.ts';

// CEP format check (spec 000 section 5); whether the CEP exists is ViaCEP's answer, not ours.

export const CEP_MESSAGE = 'CEP inválido. Deve conter 8 dígitos.';

export function normalizeCep(value: string): string {
  return onlyDigits(value);
}

export function validateCep(value: string | null | undefined): string | null {
  const raw = (value ?? '').trim();
  // Digits with the mask's hyphen (or a stray space/dot from a paste); letters are never a CEP.
  if (!/^[\d.\-\s]*$/.test(raw)) return CEP_MESSAGE;
  return normalizeCep(raw).length === 8 ? null : CEP_MESSAGE;
}

export function isValidCep(value: string | null | undefined): boolean {
  return validateCep(value) === null;
}

import { maskCnpj } from '#domain/masks.ts';

// How Gestão de Parceiros shows documents stored as digits (phones: formatPhone of domain/masks).

/** A CNPJ (14 digits) or a CPF (11) with its punctuation; anything else as stored. */
export function formatDocumento(documento: string): string {
  if (documento.length === 14) return maskCnpj(documento);
  if (documento.length === 11) {
    return `${documento.slice(0, 3)}.${documento.slice(3, 6)}.${documento.slice(6, 9)}-${documento.slice(9)}`;
  }
  return documento;
}

/** "1 associado", "3 associados". */
export function countLabel(n: number): string {
  return `${n} ${n === 1 ? 'associado' : 'associados'}`;
}

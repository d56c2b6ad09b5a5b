import { saoPauloFormat } from '#domain/dates.ts';
import { decimalStringToCents, formatBRL } from '#domain/ofertas/money.ts';

// Dates pt-BR in the São Paulo time zone, prices in BRL (DECISIONS.md, Copy).

const dateTime = saoPauloFormat({ dateStyle: 'short', timeStyle: 'short' });

export function formatDateTime(value: string | Date): string {
  return dateTime.format(typeof value === 'string' ? new Date(value) : value);
}

/** The offer's value ('1234.56' from the API) in BRL, or 'Não informado'. */
export function formatValor(valor: string | null | undefined): string {
  return valor ? formatBRL(decimalStringToCents(valor)) : 'Não informado';
}

import { onlyDigits } from '#domain/masks.ts';

// Prices are typed as digits into a BRL field: each digit shifts in from the right, as cents
// ("1", "12", "1234" → R$ 0,01, R$ 0,12, R$ 12,34). Stored as Decimal(12,2) from integer cents,
// never through a float.

/** The largest value `ofertas.valor` (Decimal(12,2)) holds, in cents. */
export const MAX_CENTS = 9_999_999_999;

/** Cents from whatever the price field holds: typed digits or an already formatted 'R$ 1.234,56'. */
export function centsFromTypedDigits(value: string): number {
  const digits = onlyDigits(value).replace(/^0+/, '').slice(0, 12);
  return digits ? Number(digits) : 0;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.234,56' (pt-BR, with the non-breaking space Intl puts after the symbol): the screens. */
export function formatBRL(cents: number): string {
  return brl.format(cents / 100);
}

/** 'R$ 1.234,56' with a plain space: WhatsApp messages, e-mails and what the model reads. */
export function formatBRLText(cents: number): string {
  return formatBRL(cents).replace(/\s/g, ' ');
}

/** The price input's mask: formats the typed digits as BRL on every keystroke. */
export function maskBRL(value: string): string {
  return formatBRL(centsFromTypedDigits(value));
}

/** '1234.56', the exact decimal text of integer cents, for Prisma.Decimal. */
export function centsToDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`centavos inválidos: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}

/** Integer cents of a decimal text ('1234.56', '1234.5', '1234'), as the database returns it. */
export function decimalStringToCents(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}

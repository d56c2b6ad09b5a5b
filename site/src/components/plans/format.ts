import { saoPauloFormat } from '#domain/dates.ts';
import { formatBRL } from '#domain/ofertas/money.ts';

// Plan figures and subscription dates as the pages show them: BRL, pt-BR, São Paulo time.

const longDate = saoPauloFormat({ dateStyle: 'long' });

/** '23 de fevereiro de 2027' for an ISO instant; null when there is none or it does not parse. */
export function formatSubscriptionDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}

/** 'R$ 99,00/mês' */
export function monthlyPrice(cents: number): string {
  return `${formatBRL(cents)}/mês`;
}

/** What the associate coupon gives: '3 meses grátis, depois R$ 49,90/mês'. */
export function couponOffer(coupon: { mesesGratis: number; mensalCentavos: number }): string {
  const months = coupon.mesesGratis === 1 ? '1 mês grátis' : `${coupon.mesesGratis} meses grátis`;
  return `${months}, depois ${monthlyPrice(coupon.mensalCentavos)}`;
}

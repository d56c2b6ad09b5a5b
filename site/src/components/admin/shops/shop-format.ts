import { formatPhone as formatStoredPhone } from '#domain/masks.ts';

// Small pure helpers of /gestao/lojistas: the WhatsApp link of a stored number and the page
// buttons of the pagination (spec 001 §2.5, §5 "Phone link helper").

/**
 * A wa.me link for a stored number, or null when it cannot be a Brazilian phone: 10 or 11
 * national digits (DDD + number), with or without the 55 in front.
 */
export function whatsappUrl(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const national = digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
  if (national.length < 10 || national.length > 11 || national.startsWith('0')) return null;
  return `https://wa.me/55${national}`;
}

export function formatPhone(phone: string | null | undefined): string {
  return phone ? formatStoredPhone(phone) : '—';
}

/** First, last and current±1, with null for the gaps ("…"); ascending. */
export function pageItems(current: number, totalPages: number): (number | null)[] {
  const pages = new Set([1, totalPages, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const [i, page] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) items.push(null);
    items.push(page);
  }
  return items;
}

/** 'Mostrando X a Y de total lojistas' of a page of `pageSize`. */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Mostrando 0 a 0 de 0 lojistas';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Mostrando ${from} a ${to} de ${total} lojistas`;
}

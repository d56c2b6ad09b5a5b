// The dashboard's tab lists (spec 000 §2 Dashboard): four tabs, newest or oldest first, 20 a page;
// and the labels and short forms its cards show. No zod here: the site's dashboards import this
// file for their first paint, which zod is not part of; the server's list query schema is in
// dashboard-schemas.ts.

export const ABAS = ['novas', 'enviadas', 'perdidas', 'arquivadas'] as const;
export type Aba = (typeof ABAS)[number];

export const ORDENS = ['recentes', 'antigas'] as const;
export type Ordem = (typeof ORDENS)[number];

export const PAGE_SIZE = 20;

/** An archived card without the shop's reason (spec 000 §2 Dashboard, Arquivadas). */
export const SEM_DESISTENCIA = 'Sem informações de desistência';

/** Badge labels of the match status (spec 000 §4). */
export const MATCH_STATUS_LABELS: Record<string, string> = {
  pendente: 'Recebendo Ofertas',
  ativo: 'Aguardando sua Oferta',
  aceito: 'Aceito',
  rejeitado: 'Rejeitado',
};

/**
 * Offer status labels (spec 001 §4: pendente, or empty, = Pendente, aceita = Aceita, recusada =
 * Recusada): the shop's Enviadas tab and /gestao's offers table. The customer choosing an offer
 * makes it aceita and the wish's other offers recusada (api/desejos/lifecycle.ts).
 */
export const OFERTA_STATUS_LABELS = {
  pendente: 'Pendente',
  aceita: 'Aceita',
  recusada: 'Recusada',
} as const;

export type OfertaStatus = keyof typeof OFERTA_STATUS_LABELS;

export function ofertaStatusLabel(status: string | null | undefined): string {
  return OFERTA_STATUS_LABELS[(status || 'pendente') as OfertaStatus] ?? status ?? 'Pendente';
}

/** The wish's short code: the first 8 characters of its id. */
export function shortCode(desejoId: string): string {
  return desejoId.slice(0, 8);
}

/**
 * The reference link as the card shows it: host plus the path up to 15 characters, or its first
 * 12 plus an ellipsis. An unparsable link is shown cut the same way.
 */
export function shortenLink(link: string): string {
  let host: string;
  let path: string;
  try {
    const url = new URL(link);
    host = url.host;
    path = `${url.pathname}${url.search}`.replace(/^\/$/, '');
  } catch {
    host = '';
    path = link;
  }
  return `${host}${path.length <= 15 ? path : `${path.slice(0, 12)}...`}`;
}

// How a shop's ratings read on the dashboard and in /gestao: "★ 4,5 de 5 (2 avaliações)".

export type RatingSummaryView = { media: number | null; total: number };

export const SEM_AVALIACOES = 'Sem avaliações';

export function formatRating(summary: RatingSummaryView): string {
  if (summary.media === null || summary.total === 0) return SEM_AVALIACOES;
  const media = summary.media.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = summary.total === 1 ? '1 avaliação' : `${summary.total} avaliações`;
  return `★ ${media} de 5 (${count})`;
}

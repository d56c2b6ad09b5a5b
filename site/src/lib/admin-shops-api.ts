import type { setShopReceivesMatches } from '#api/admin/shops/shop-approval.ts';
import type { getShopDetails, listShops, setShopsReceiveMatches } from '#api/admin/shops/shops-service.ts';
import type { BulkReceberMatches, MatchStatusFiltro, PlanoTipoFiltro } from '#domain/admin/shop-schemas.ts';
import { type Answer, okOrThrow, saveFile } from './admin-api.ts';
import { api } from './api.ts';

// /api/admin/lojistas for /gestao/lojistas: the list, the details, the switches and the report.
// The answers' types come from the services that build them (dates arrive as ISO strings).

export type ShopPage = Answer<typeof listShops>;
export type ShopRow = ShopPage['rows'][number];
export type ShopDetail = Answer<typeof getShopDetails>;

/** The four selects of the filter card; '' is "todos". */
export type ShopFilterState = {
  estado: string;
  cidade: string;
  plano_tipo: PlanoTipoFiltro | '';
  matches: MatchStatusFiltro | '';
};

export const emptyFilters: ShopFilterState = { estado: '', cidade: '', plano_tipo: '', matches: '' };

export function filterParams(filters: ShopFilterState, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page && page > 1) params.set('page', String(page));
  return params;
}

export function fetchShops(filters: ShopFilterState, page: number, signal?: AbortSignal) {
  return api<ShopPage>(`/api/admin/lojistas?${filterParams(filters, page)}`, { signal });
}

export function fetchShopDetail(id: string, signal?: AbortSignal) {
  return api<ShopDetail>(`/api/admin/lojistas/${encodeURIComponent(id)}`, { signal });
}

export function setReceberMatches(id: string, receberMatches: boolean) {
  return api<Answer<typeof setShopReceivesMatches>>(
    `/api/admin/lojistas/${encodeURIComponent(id)}/receber-matches`,
    {
      method: 'PATCH',
      body: { receberMatches },
    },
  );
}

export function setReceberMatchesEmLote(body: BulkReceberMatches) {
  return api<Answer<typeof setShopsReceiveMatches>>('/api/admin/lojistas/receber-matches-em-lote', {
    body,
  });
}

/** Downloads the server's report of the filtered shops; returns how many went into it. */
export async function downloadShopsCsv(filters: ShopFilterState): Promise<number> {
  const response = await okOrThrow(
    await fetch(`/api/admin/lojistas/export.csv?${filterParams(filters)}`, {
      credentials: 'same-origin',
    }).catch(() => null),
  );
  const count = Number(response.headers.get('X-Total-Count') ?? '0');
  if (count === 0) return 0;
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'relatorio-lojistas.csv';
  saveFile(await response.blob(), filename);
  return count;
}

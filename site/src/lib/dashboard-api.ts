import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { listMatches, readDashboard } from '#api/dashboard/read-dashboard.ts';
import type { Archive } from '#domain/ofertas/archive-schema.ts';
import type { Aba, Ordem } from '#domain/ofertas/dashboard-labels.ts';
import type { Offer } from '#domain/ofertas/offer-schema.ts';
import { api, type Jsonified } from './api.ts';
import { uploadPhoto } from './photo-upload.ts';

// The dashboard's calls (GET /api/dashboard, the tab lists, offer, archive, restore) as react-query
// hooks. The answers' types come from api/dashboard/read-dashboard.ts, which builds them; every
// write refreshes the header (plan counter, badges) and the lists.

export type DashboardData = Jsonified<Awaited<ReturnType<typeof readDashboard>>>;
export type MatchPage = Jsonified<Awaited<ReturnType<typeof listMatches>>>;
export type MatchCard = MatchPage['items'][number];

const dashboardKey = ['dashboard'] as const;

export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => api<DashboardData>('/api/dashboard', { signal }),
    enabled,
    retry: false,
  });
}

export function useMatches(params: { aba: Aba; ordem: Ordem; pagina: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKey, 'matches', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ ...params, pagina: String(params.pagina) });
      return api<MatchPage>(`/api/dashboard/matches?${query}`, { signal });
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useDashboardWrite<Vars, Result = unknown>(call: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKey }),
  });
}

const matchPath = (matchId: string, action: string) =>
  `/api/dashboard/matches/${encodeURIComponent(matchId)}/${action}`;

/** 'Oferta enviada com sucesso!' for a new offer, 'Oferta atualizada com sucesso!' for a change. */
export type SentOffer = { message: string };

/**
 * `idempotencyKey`: made when the dialog opens, so a double click or a retried request is
 * answered with the offer the first one made instead of making another.
 */
export function useSendOffer() {
  return useDashboardWrite(
    ({
      matchId,
      offer,
      idempotencyKey,
      fotoKey,
    }: {
      matchId: string;
      offer: Offer;
      idempotencyKey: string;
      /** The photo uploaded by uploadOfferPhoto, sent with the offer. */
      fotoKey?: string;
    }) =>
      api<SentOffer>(matchPath(matchId, 'oferta'), {
        method: 'POST',
        body: { ...offer, idempotencyKey, fotoKey },
      }),
  );
}

/** The offer dialog's photo, uploaded as its bytes; the offer then names it by this key. */
export function uploadOfferPhoto(file: File): Promise<string> {
  return uploadPhoto('/api/dashboard/oferta-fotos', file);
}

export function useArchiveMatch() {
  return useDashboardWrite(({ matchId, archive }: { matchId: string; archive: Archive }) =>
    api(matchPath(matchId, 'arquivar'), { method: 'POST', body: archive }),
  );
}

export function useRestoreMatch() {
  return useDashboardWrite(({ matchId }: { matchId: string }) =>
    api(matchPath(matchId, 'retomar'), { method: 'POST' }),
  );
}

/** "Voltar a receber": lifts the shop's own pause, as "voltar" on WhatsApp does. */
export function useResumeOpportunities() {
  return useDashboardWrite(() =>
    api<{ pausada: boolean; aprovada: boolean }>('/api/dashboard/pausa/retomar', { method: 'POST' }),
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DashboardCity,
  DashboardConversation,
  DashboardFunnel,
  DashboardOverview,
  DashboardThread,
  FunnelShopOrder,
  FunnelShops,
  RecentOffer,
  RecentShop,
} from '#domain/admin/dashboard-schemas.ts';
import type { SystemStatus } from '#domain/admin/system-status-rules.ts';
import { live } from './admin-api.ts';
import { LIST_REFRESH_MS, THREAD_REFRESH_MS } from './admin-human-api.ts';
import { api } from './api.ts';

// The calls of /gestao/dashboard (api/admin/overview/routes.ts, system-status, the conversation
// delete) as react-query hooks. Every read is live admin data: no retries hide a failure (spec 001
// §8: "Nothing is retried"), and a query runs only while its section is open.

export function useRecentConversations() {
  return useQuery({
    ...live,
    queryKey: ['admin', 'dashboard', 'conversations'],
    queryFn: ({ signal }) =>
      api<{ conversations: DashboardConversation[] }>('/api/admin/dashboard/conversations', { signal }),
    select: (data) => data.conversations,
    // A contact asking for a person shows up (first, with the badge) without a reload.
    refetchInterval: LIST_REFRESH_MS,
  });
}

export function useConversationThread(conversationId: string) {
  return useQuery({
    ...live,
    queryKey: ['admin', 'dashboard', 'conversations', conversationId],
    queryFn: ({ signal }) =>
      api<DashboardThread>(`/api/admin/dashboard/conversations/${conversationId}/messages`, { signal }),
    // The contact's answers appear while an admin talks to them (human takeover).
    refetchInterval: THREAD_REFRESH_MS,
  });
}

/** 'Limpar conversa': deletes the thread and the conversation, which resets the agent's memory. */
export function useClearConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      api<{ message: string }>(`/api/admin/conversations/${conversationId}`, { method: 'DELETE' }),
    onSuccess: async (_data, conversationId) => {
      queryClient.removeQueries({ queryKey: ['admin', 'dashboard', 'conversations', conversationId] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard', 'conversations'], exact: true });
    },
  });
}

export function useActiveCities() {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'cidades'],
    queryFn: ({ signal }) => api<{ cidades: DashboardCity[] }>('/api/admin/dashboard/cidades', { signal }),
    select: (data) => data.cidades,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** cidade: '' for "Todas as cidades", else a city id. */
export function useOverview(cidade: string) {
  return useQuery({
    ...live,
    queryKey: ['admin', 'dashboard', 'overview', cidade],
    queryFn: ({ signal }) =>
      api<DashboardOverview>(`/api/admin/dashboard/overview${cidade ? `?cidade=${cidade}` : ''}`, { signal }),
  });
}

export function useRecentOffers() {
  return useQuery({
    ...live,
    queryKey: ['admin', 'dashboard', 'ofertas'],
    queryFn: ({ signal }) => api<{ ofertas: RecentOffer[] }>('/api/admin/dashboard/ofertas', { signal }),
    select: (data) => data.ofertas,
  });
}

export function useRecentShops() {
  return useQuery({
    ...live,
    queryKey: ['admin', 'dashboard', 'lojistas'],
    queryFn: ({ signal }) => api<{ lojistas: RecentShop[] }>('/api/admin/dashboard/lojistas', { signal }),
    select: (data) => data.lojistas,
  });
}

/** Spec 001 §9: the System Status card refreshes every 120000 ms. */
export const SYSTEM_STATUS_REFRESH_MS = 120_000;

export function useSystemStatus() {
  return useQuery({
    ...live,
    queryKey: ['admin', 'system-status'],
    queryFn: ({ signal }) => api<SystemStatus>('/api/admin/system-status', { signal }),
    refetchInterval: SYSTEM_STATUS_REFRESH_MS,
  });
}

export type FunnelFilters = { from: string; to: string; cidade: string; categoria: string };

function funnelParams(filters: FunnelFilters) {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.cidade) params.set('cidade', filters.cidade);
  if (filters.categoria) params.set('categoria', filters.categoria);
  return params;
}

export function useFunnel(filters: FunnelFilters) {
  const params = funnelParams(filters);
  return useQuery({
    ...live,
    queryKey: ['admin', 'dashboard', 'funnel', filters],
    queryFn: ({ signal }) => api<DashboardFunnel>(`/api/admin/dashboard/funnel?${params}`, { signal }),
    enabled: filters.from !== '' && filters.to !== '',
  });
}

/** The funnel's shops table: same filters, its own order (re-ordering leaves the charts alone). */
export function useFunnelShops(filters: FunnelFilters, ordem: FunnelShopOrder) {
  const params = funnelParams(filters);
  params.set('ordem', ordem);
  return useQuery({
    ...live,
    queryKey: ['admin', 'dashboard', 'funnel', 'lojistas', filters, ordem],
    queryFn: ({ signal }) => api<FunnelShops>(`/api/admin/dashboard/funnel/lojistas?${params}`, { signal }),
    enabled: filters.from !== '' && filters.to !== '',
  });
}

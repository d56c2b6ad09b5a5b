import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { saveRedirectNumber } from '#api/admin/whatsapp-redirect/redirect-settings-service.ts';
import type {
  RedirectNumberInput,
  RedirectSettings,
  RedirectStats,
} from '#domain/whatsapp-redirect/redirect-settings.ts';
import { type Answer, live } from './admin-api.ts';
import { api } from './api.ts';

// The calls of the dashboard's "Redirect WhatsApp QR Code" section
// (api/admin/whatsapp-redirect/routes.ts). Live admin data, never retried (spec 001 §8).

export const REDIRECT_SETTINGS_KEY = ['admin', 'whatsapp-redirect'] as const;
export const REDIRECT_STATS_KEY = ['admin', 'whatsapp-redirect', 'estatisticas'] as const;

export function useRedirectSettings() {
  return useQuery({
    ...live,
    queryKey: REDIRECT_SETTINGS_KEY,
    queryFn: ({ signal }) => api<RedirectSettings>('/api/admin/whatsapp-redirect', { signal }),
  });
}

export function useRedirectStats() {
  return useQuery({
    ...live,
    queryKey: REDIRECT_STATS_KEY,
    queryFn: ({ signal }) => api<RedirectStats>('/api/admin/whatsapp-redirect/estatisticas', { signal }),
  });
}

export function useSaveRedirectNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedirectNumberInput) =>
      api<{ message: string } & Answer<typeof saveRedirectNumber>>('/api/admin/whatsapp-redirect', {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REDIRECT_SETTINGS_KEY, exact: true }),
  });
}

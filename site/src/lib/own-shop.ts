import { useQuery } from '@tanstack/react-query';
import type { readOwnLojista } from '#api/lojistas/read-lojista.ts';
import { api, type Jsonified } from './api.ts';

// The signed-in shop as GET /api/lojistas/me answers it: what the profile dialog starts from.

export type OwnShop = Jsonified<Awaited<ReturnType<typeof readOwnLojista>>>;

export const ownShopKey = ['lojistas', 'me'] as const;

export function useOwnShop(enabled: boolean) {
  return useQuery({
    queryKey: ownShopKey,
    queryFn: ({ signal }) => api<OwnShop>('/api/lojistas/me', { signal }),
    enabled,
    staleTime: 0,
  });
}

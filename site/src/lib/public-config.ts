import { useQuery } from '@tanstack/react-query';
import type { publicConfig } from '#api/public/routes.ts';
import { api } from './api.ts';

export type PublicConfig = ReturnType<typeof publicConfig>;

/** Product name, company data and support number; fixed for the life of the server. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => api<PublicConfig>('/api/public/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** "12345678000190" → "12.345.678/0001-90"; anything else is shown as configured. */
export function formatCnpj(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 14) return value;
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listCategorias, listCidades, listEstados } from '#api/locations/service.ts';
import { api } from './api.ts';

// The reference data of the shop forms (active states, their active cities, the category tree),
// read from /api and kept by react-query for 5 minutes: it changes rarely. The server lets
// browsers keep categories 60 s but revalidates states and cities on every load (ETag), so a page
// opened after an admin's switch in Gestão de Localização offers exactly the active ones.

export type Estado = Awaited<ReturnType<typeof listEstados>>[number];
export type Cidade = Awaited<ReturnType<typeof listCidades>>[number];
export type Categoria = Awaited<ReturnType<typeof listCategorias>>[number];
export type Subcategoria = Categoria['subcategorias'][number];

const staleTime = 5 * 60_000;

export const estadosQuery = queryOptions({
  queryKey: ['estados'],
  queryFn: ({ signal }) => api<Estado[]>('/api/estados', { signal }),
  staleTime,
});

export function cidadesQuery(sigla: string) {
  return queryOptions({
    queryKey: ['estados', sigla, 'cidades'],
    queryFn: ({ signal }) => api<Cidade[]>(`/api/estados/${encodeURIComponent(sigla)}/cidades`, { signal }),
    staleTime,
  });
}

export const categoriasQuery = queryOptions({
  queryKey: ['categorias'],
  queryFn: ({ signal }) => api<Categoria[]>('/api/categorias', { signal }),
  staleTime,
});

export function useEstados() {
  return useQuery(estadosQuery);
}

/** The active cities of `sigla`; idle (no request) until a state is chosen. */
export function useCidades(sigla: string) {
  return useQuery({ ...cidadesQuery(sigla), enabled: sigla !== '' });
}

export function useCategorias() {
  return useQuery(categoriasQuery);
}

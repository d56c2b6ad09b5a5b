import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  addMarca,
  addTermo,
  MarcasAdmin,
  TermosAdmin,
  updateMarcaAmbigua,
} from '#api/admin/understanding/understanding-service.ts';
import type { MarcaInput } from '#domain/admin/understanding-schemas.ts';
import { type Answer, live } from './admin-api.ts';
import { api } from './api.ts';
import { toast } from './toast.ts';

// /api/admin/entendimento for "Entendimento do bot": the brand list and the terms of a
// subcategory. Writes refresh the lists from the server; a failure says what happened in a toast
// (the forms show the server's field message under the field).

export type MarcaRow = MarcasAdmin['marcas'][number];
export type TermoRow = TermosAdmin['termos'][number];

const marcasKey = ['admin', 'entendimento', 'marcas'] as const;
const termosKey = ['admin', 'entendimento', 'termos'] as const;

export const marcasLoadError = 'Não foi possível carregar as marcas';
export const termosLoadError = 'Não foi possível carregar os termos';

export function useMarcas(filters: { busca: string; pagina: number }) {
  const params = new URLSearchParams({ pagina: String(filters.pagina) });
  if (filters.busca.trim()) params.set('busca', filters.busca.trim());
  return useQuery({
    ...live,
    queryKey: [...marcasKey, filters],
    queryFn: ({ signal }) => api<MarcasAdmin>(`/api/admin/entendimento/marcas?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTermos(subcategoriaId: number | undefined) {
  return useQuery({
    ...live,
    queryKey: [...termosKey, subcategoriaId],
    queryFn: ({ signal }) =>
      api<TermosAdmin>(`/api/admin/entendimento/termos?subcategoriaId=${subcategoriaId}`, { signal }),
    enabled: subcategoriaId !== undefined,
  });
}

function failed(error: unknown, message: string) {
  console.error(`${message}:`, error);
  toast.error('Erro', { description: error instanceof Error ? `${message}: ${error.message}` : message });
}

export function useAddMarca() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarcaInput) =>
      api<Answer<typeof addMarca>>('/api/admin/entendimento/marcas', { body }),
    onSuccess: (marca) => toast.success('Marca adicionada', { description: marca.nome }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marcasKey }),
  });
}

export function useSetMarcaAmbigua() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ambigua }: { id: number; ambigua: boolean }) =>
      api<Answer<typeof updateMarcaAmbigua>>(`/api/admin/entendimento/marcas/${id}`, {
        method: 'PATCH',
        body: { ambigua },
      }),
    onSuccess: (marca) =>
      toast.success('Marca atualizada', {
        description: marca.ambigua
          ? `${marca.nome} marcada como ambígua`
          : `${marca.nome} não é mais ambígua`,
      }),
    onError: (error) => failed(error, 'Não foi possível atualizar a marca'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marcasKey }),
  });
}

export function useRemoveMarca() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marca: MarcaRow) =>
      api<void>(`/api/admin/entendimento/marcas/${marca.id}`, { method: 'DELETE' }),
    onSuccess: (_data, marca) => toast.success('Marca removida', { description: marca.nome }),
    onError: (error) => failed(error, 'Não foi possível remover a marca'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marcasKey }),
  });
}

export function useAddTermo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subcategoriaId: number; termo: string }) =>
      api<Answer<typeof addTermo>>('/api/admin/entendimento/termos', { body }),
    onSuccess: (termo) => toast.success('Termo adicionado', { description: termo.termo }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: termosKey }),
  });
}

export function useRemoveTermo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (termo: TermoRow) =>
      api<void>(`/api/admin/entendimento/termos/${termo.id}`, { method: 'DELETE' }),
    onSuccess: (_data, termo) => toast.success('Termo removido', { description: termo.termo }),
    onError: (error) => failed(error, 'Não foi possível remover o termo'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: termosKey }),
  });
}

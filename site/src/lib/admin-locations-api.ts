import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  addCidade,
  addEstado,
  CidadesAdmin,
  EstadosAdmin,
  updateCidadeAtivo,
  updateEstadoAtivo,
} from '#api/admin/locations/locations-service.ts';
import type { CidadeInput, CidadeStatus, EstadoInput } from '#domain/admin/location-schemas.ts';
import { type Answer, live, useOptimisticSwitch } from './admin-api.ts';
import { ApiError, api } from './api.ts';
import { toast } from './toast.ts';

// /api/admin/localizacao for Gestão de Localização (spec 001 §2.2, §4, §8). The switches are
// optimistic: the row changes at once, a failure puts it back with the spec's 'Erro' toast. Every
// write also drops the shop forms' cached lists (['estados']) and the dashboard's city filter.

export type EstadoRow = EstadosAdmin['estados'][number];
export type CidadeRow = CidadesAdmin['cidades'][number];
export type CidadeFilters = { busca: string; estado: string; status: CidadeStatus | '' };

const estadosKey = ['admin', 'localizacao', 'estados'] as const;
const cidadesKey = ['admin', 'localizacao', 'cidades'] as const;

export const locationLoadError = 'Não foi possível carregar os dados de localização';

export function useLocationEstados() {
  return useQuery({
    ...live,
    queryKey: estadosKey,
    queryFn: ({ signal }) => api<EstadosAdmin>('/api/admin/localizacao/estados', { signal }),
  });
}

export function useLocationCidades(filters: CidadeFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return useQuery({
    ...live,
    queryKey: [...cidadesKey, filters],
    queryFn: ({ signal }) => api<CidadesAdmin>(`/api/admin/localizacao/cidades?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function refreshAfterWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'localizacao'] }),
    // The shop forms and the dashboard's city filter read the active rows.
    queryClient.invalidateQueries({ queryKey: ['estados'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard', 'cidades'] }),
  ]);
}

/** Spec 001 §8: "Estado atualizado - Estado ativado/desativado com sucesso" (likewise a city). */
function switchedToast(kind: 'Estado' | 'Cidade', ativo: boolean) {
  const ending = kind === 'Estado' ? (ativo ? 'ativado' : 'desativado') : ativo ? 'ativada' : 'desativada';
  toast.success(`${kind} ${kind === 'Estado' ? 'atualizado' : 'atualizada'}`, {
    description: `${kind} ${ending} com sucesso`,
  });
}

function failedToast(error: unknown, message: string) {
  console.error(`${message}:`, error);
  toast.error('Erro', { description: message });
}

type Switched = { id: number; ativo: boolean };

export function useToggleEstado() {
  return useOptimisticSwitch<EstadosAdmin, Switched>({
    queryKey: estadosKey,
    send: ({ id, ativo }) =>
      api<Answer<typeof updateEstadoAtivo>>(`/api/admin/localizacao/estados/${id}`, {
        method: 'PATCH',
        body: { ativo },
      }),
    change: (old, { id, ativo }) => {
      const was = old.estados.find((e) => e.id === id)?.ativo;
      const delta = was === ativo ? 0 : ativo ? 1 : -1;
      return {
        estados: old.estados.map((e) => (e.id === id ? { ...e, ativo } : e)),
        totais: { ...old.totais, estadosAtivos: old.totais.estadosAtivos + delta },
      };
    },
    onSuccess: ({ ativo }) => switchedToast('Estado', ativo),
    onError: (error) => failedToast(error, 'Não foi possível atualizar o estado'),
    onSettled: refreshAfterWrite,
  });
}

export function useToggleCidade(filters: CidadeFilters) {
  return useOptimisticSwitch<CidadesAdmin, Switched>({
    queryKey: [...cidadesKey, filters],
    send: ({ id, ativo }) =>
      api<Answer<typeof updateCidadeAtivo>>(`/api/admin/localizacao/cidades/${id}`, {
        method: 'PATCH',
        body: { ativo },
      }),
    change: (old, { id, ativo }) => ({
      ...old,
      cidades: old.cidades.map((c) => (c.id === id ? { ...c, ativo } : c)),
    }),
    onSuccess: ({ ativo }) => switchedToast('Cidade', ativo),
    onError: (error) => failedToast(error, 'Não foi possível atualizar a cidade'),
    onSettled: refreshAfterWrite,
  });
}

/** A refused form (400/404/409) says what to fix; anything else gets the spec's message. */
export function addFailedToast(error: unknown, message: string) {
  const isRefusal = error instanceof ApiError && [400, 404, 409].includes(error.status);
  console.error(`${message}:`, error);
  toast.error('Erro', { description: isRefusal ? `${message}: ${error.message}` : message });
}

export function useAddEstado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EstadoInput) =>
      api<Answer<typeof addEstado>>('/api/admin/localizacao/estados', { body }),
    onSuccess: (estado) =>
      toast.success('Estado adicionado', { description: `${estado.nome} (${estado.sigla})` }),
    onError: (error) => addFailedToast(error, 'Não foi possível adicionar o estado'),
    onSettled: () => refreshAfterWrite(queryClient),
  });
}

export function useAddCidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CidadeInput) =>
      api<Answer<typeof addCidade>>('/api/admin/localizacao/cidades', { body }),
    onSuccess: (cidade) =>
      toast.success('Cidade adicionada', { description: `${cidade.nome} - ${cidade.estado.sigla}` }),
    onError: (error) => addFailedToast(error, 'Não foi possível adicionar a cidade'),
    onSettled: () => refreshAfterWrite(queryClient),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { importMembers } from '#api/admin/associations/associations-service.ts';
import type { storePartnerLogo } from '#api/admin/associations/partner-logo-storage.ts';
import type {
  AssociateInput,
  AssociateRow,
  AssociationInput,
  AssociationListItem,
} from '#domain/admin/association-schemas.ts';
import { type Answer, live, okOrThrow } from './admin-api.ts';
import { ApiError, api } from './api.ts';

// The calls of Gestão de Parceiros (api/admin/associations/routes.ts) as react-query hooks. Live
// admin data: no retries (spec 001 §8 "Nothing is retried"). The logo and the CSV go as the
// request body itself, so they have their own small fetch beside api().

const ASSOCIATIONS_KEY = ['admin', 'parceiros'] as const;
const associatesKey = (associacaoId: string) => [...ASSOCIATIONS_KEY, associacaoId, 'associados'] as const;

export function useAssociations() {
  return useQuery({
    ...live,
    queryKey: ASSOCIATIONS_KEY,
    queryFn: ({ signal }) =>
      api<{ associacoes: AssociationListItem[] }>('/api/admin/associacoes', { signal }),
    select: (data) => data.associacoes,
  });
}

export function useAssociates(associacaoId: string) {
  return useQuery({
    ...live,
    queryKey: associatesKey(associacaoId),
    queryFn: ({ signal }) =>
      api<{ associados: AssociateRow[] }>(`/api/admin/associacoes/${associacaoId}/associados`, { signal }),
    select: (data) => data.associados,
  });
}

/** Any change to an association's members changes the list's counts too. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ASSOCIATIONS_KEY });
}

export function useSaveAssociation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, data }: { id?: string; data: AssociationInput }) =>
      id
        ? api<AssociationListItem>(`/api/admin/associacoes/${id}`, { method: 'PUT', body: data })
        : api<AssociationListItem>('/api/admin/associacoes', { method: 'POST', body: data }),
    onSuccess: invalidate,
  });
}

export function useDeleteAssociation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/associacoes/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSaveAssociate(associacaoId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, data }: { id?: string; data: AssociateInput }) =>
      id
        ? api<AssociateRow>(`/api/admin/associacoes/${associacaoId}/associados/${id}`, {
            method: 'PATCH',
            body: data,
          })
        : api<AssociateRow>(`/api/admin/associacoes/${associacaoId}/associados`, {
            method: 'POST',
            body: data,
          }),
    onSuccess: invalidate,
  });
}

export function useSetAssociateActive(associacaoId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ativo }: { id: string; ativo: boolean }) =>
      api<AssociateRow>(`/api/admin/associacoes/${associacaoId}/associados/${id}`, {
        method: 'PATCH',
        body: { ativo },
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteAssociate(associacaoId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/api/admin/associacoes/${associacaoId}/associados/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

async function sendBody<T>(path: string, body: Blob | string, contentType: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': contentType },
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, {
      code: 'NETWORK',
      error: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    });
  }
  return (await (await okOrThrow(response)).json().catch(() => ({}))) as T;
}

/** Uploads the logo file; answers the URL to save as logo_url. */
export function uploadLogo(file: File) {
  return sendBody<Answer<typeof storePartnerLogo>>(
    '/api/admin/associacoes/logo',
    file,
    file.type || 'application/octet-stream',
  );
}

export function useImportAssociates(associacaoId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (csv: string) =>
      sendBody<Answer<typeof importMembers>>(
        `/api/admin/associacoes/${associacaoId}/associados/importar`,
        csv,
        'text/csv; charset=utf-8',
      ),
    onSuccess: invalidate,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReplyInput, AdminTemplateInput } from '#domain/atendimento/human-mode.ts';
import { live } from './admin-api.ts';
import { api } from './api.ts';
import { uploadPhoto } from './photo-upload.ts';

// Human takeover in /gestao (api/atendimento/routes.ts): take a conversation, give it back, answer
// as a person. Each change refreshes the thread and the list, so the badge and the box follow.

/** How often an open thread and the list look for new messages (no manual refresh needed). */
export const THREAD_REFRESH_MS = 3_000;
export const LIST_REFRESH_MS = 15_000;

export type TemplateOption = { nome: 'novo_desejo' | 'oferta_recebida'; variaveis: string[] };

const base = (conversationId: string) => `/api/admin/conversations/${conversationId}/atendimento`;

function useRefreshConversation(conversationId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard', 'conversations', conversationId] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard', 'conversations'], exact: true }),
    ]);
  };
}

export function useTakeConversation(conversationId: string) {
  const refresh = useRefreshConversation(conversationId);
  return useMutation({
    mutationFn: () =>
      api<{ message: string }>(`${base(conversationId)}/assumir`, { method: 'POST', body: {} }),
    onSuccess: refresh,
  });
}

export function useReturnToBot(conversationId: string) {
  const refresh = useRefreshConversation(conversationId);
  return useMutation({
    mutationFn: () =>
      api<{ message: string }>(`${base(conversationId)}/devolver`, { method: 'POST', body: {} }),
    onSuccess: refresh,
  });
}

export function useSendAdminReply(conversationId: string) {
  const refresh = useRefreshConversation(conversationId);
  return useMutation({
    mutationFn: (body: AdminReplyInput) =>
      api<{ message: string }>(`${base(conversationId)}/mensagens`, { body }),
    onSuccess: refresh,
  });
}

export function useSendAdminTemplate(conversationId: string) {
  const refresh = useRefreshConversation(conversationId);
  return useMutation({
    mutationFn: (body: AdminTemplateInput) =>
      api<{ message: string }>(`${base(conversationId)}/template`, { body }),
    onSuccess: refresh,
  });
}

export function useTemplateOptions(enabled: boolean) {
  return useQuery({
    ...live,
    queryKey: ['admin', 'atendimento', 'templates'],
    queryFn: ({ signal }) =>
      api<{ templates: TemplateOption[] }>('/api/admin/conversations/atendimento/templates', { signal }),
    select: (data) => data.templates,
    enabled,
  });
}

/** The reply box's photo, uploaded as its bytes before the reply names it by this key. */
export function uploadReplyPhoto(file: File): Promise<string> {
  return uploadPhoto('/api/admin/conversations/atendimento/fotos', file);
}

import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, type Jsonified } from './api.ts';
import { toast } from './toast.ts';

// What the /gestao API clients share: live reads, what a failed load says, and the fetches that
// go around api() (files downloaded, bodies that are not JSON).

/** What the API answers for a service's result: `Answer<typeof addEstado>`. */
export type Answer<F extends (...args: never[]) => unknown> = Jsonified<Awaited<ReturnType<F>>>;

/** Live admin data: no retries hide a failure (spec 001 §8: "Nothing is retried"), never cached. */
export const live = { retry: false, staleTime: 0 } as const;

/** Spec 001 §8: a failed load shows a destructive 'Erro' toast with the section's message. */
export function useErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) toast.error('Erro', { description: message });
  }, [error, message]);
}

/** Spec 001 §8: failures that are "only logged". */
export function useErrorLog(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Falha ao carregar ${what}:`, error);
  }, [error, what]);
}

/**
 * A switch saved at once (spec 001 §4, §8): the cached list changes before the answer comes, and a
 * failure puts it back before `onError` says so. `change` gives the list with the switch moved.
 */
export function useOptimisticSwitch<Data, Vars>(options: {
  queryKey: QueryKey;
  send: (vars: Vars) => Promise<unknown>;
  change: (old: Data, vars: Vars) => Data;
  onSuccess?: (vars: Vars) => void;
  onError: (error: unknown) => void;
  /** Reads again what the write touched, however it ended. */
  onSettled: (queryClient: QueryClient) => Promise<unknown>;
}) {
  const { queryKey, change } = options;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.send,
    onMutate: async (vars: Vars) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Data>(queryKey);
      queryClient.setQueryData<Data>(queryKey, (old) => old && change(old, vars));
      return { previous };
    },
    onSuccess: (_data, vars) => options.onSuccess?.(vars),
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      options.onError(error);
    },
    onSettled: () => options.onSettled(queryClient),
  });
}

/** A fetch made outside api() (null when it never got an answer): a 2xx, else ApiError with the server's message. */
export async function okOrThrow(response: Response | null): Promise<Response> {
  if (response?.ok) return response;
  const body = await response?.json().catch(() => undefined);
  throw new ApiError(response?.status ?? 0, body ?? {});
}

/** Hands a downloaded file to the browser under `filename`. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

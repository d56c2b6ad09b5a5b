import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOptimisticSwitch } from '../../../lib/admin-api.ts';
import {
  fetchShops,
  type ShopFilterState,
  type ShopPage,
  setReceberMatches,
  setReceberMatchesEmLote,
} from '../../../lib/admin-shops-api.ts';
import { toast } from '../../../lib/toast.ts';

// The list of /gestao/lojistas and its writes. The row switch is optimistic: the cache changes at
// once, and a failure puts it back, reloads the list and says so (spec 001 §4, §8).

const listKey = ['admin-shops'] as const;

export function useShopList(filters: ShopFilterState, page: number) {
  const query = useQuery({
    queryKey: [...listKey, filters, page],
    queryFn: ({ signal }) => fetchShops(filters, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => {
    if (query.isError) toast.error('Erro', { description: 'Não foi possível carregar os lojistas' });
  }, [query.isError]);
  return query;
}

type Toggle = { id: string; next: boolean; nomeLoja: string; isFirstApproval: boolean };

/** The toast that says the switch took: an approval e-mail is worth saying out loud. */
function toggledToast({ next, nomeLoja, isFirstApproval }: Toggle) {
  if (isFirstApproval) {
    toast.success('Lojista aprovado', { description: `${nomeLoja} recebeu o e-mail de aprovação.` });
  } else {
    toast.success(next ? 'Matches ativados' : 'Matches desativados', { description: nomeLoja });
  }
}

export function useToggleMatches(filters: ShopFilterState, page: number) {
  return useOptimisticSwitch<ShopPage, Toggle>({
    queryKey: [...listKey, filters, page],
    send: ({ id, next }) => setReceberMatches(id, next),
    change: (old, { id, next }) => ({
      ...old,
      rows: old.rows.map((row) =>
        row.id === id ? { ...row, receberMatches: next, isApproved: row.isApproved || next } : row,
      ),
    }),
    onSuccess: toggledToast,
    onError: () => toast.error('Erro', { description: 'Não foi possível alterar o status' }),
    onSettled: (queryClient) => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useBulkMatches(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReceberMatchesEmLote,
    onSuccess: (result, { receberMatches }) => {
      const n = result.atualizados;
      toast.success(receberMatches ? 'Matches ativados' : 'Matches desativados', {
        description: `${n} lojista(s) atualizado(s) com sucesso`,
      });
      onDone();
    },
    onError: () => toast.error('Erro', { description: 'Não foi possível executar a ação' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

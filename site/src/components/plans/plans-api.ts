import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';

// The subscription calls of the issue 6 contract: the public plans, the Stripe Checkout and the
// billing portal. Both Stripe pages open in this tab (location.assign): a window opened after an
// awaited request is a pop-up that phones block.

export type Plans = {
  premium: { nome: string; mensalCentavos: number };
  associado: { nome: string; limiteDiario: number };
  cupomAssociado: { codigo: string; mesesGratis: number; mensalCentavos: number };
  associacoes: Array<{ id: string; nome: string; cidade: string | null }>;
  pagamentoOnline: boolean;
};

export function usePlans() {
  return useQuery({
    queryKey: ['assinatura', 'planos'],
    queryFn: ({ signal }) => api<Plans>('/api/assinatura/planos', { signal }),
    staleTime: 5 * 60_000,
  });
}

// Expected refusals whose server message says what to do (no profile yet, payment not set up,
// no subscription to manage); anything else gets the spec's generic text.
const explainedCodes = new Set(['CONFLICT', 'NOT_FOUND', 'UNAVAILABLE']);

function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && explainedCodes.has(error.code) ? error.message : null;
}

/** POST /api/assinatura/checkout and go to Stripe (spec 000 §8 Checkout messages). */
export function useCheckout() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/api/assinatura/checkout', { method: 'POST', body: {} }),
    onSuccess: ({ url }) => {
      toast.success('Checkout aberto', { description: 'Você será levado ao pagamento seguro.' });
      window.location.assign(url);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        toast.error('Autenticação necessária', { description: 'Você precisa estar logado para assinar' });
        return;
      }
      toast.error('Erro', {
        description: serverMessage(error) ?? 'Erro ao processar assinatura. Tente novamente.',
      });
    },
  });
}

/** POST /api/assinatura/portal and go to Stripe's billing portal. */
export function usePortal() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/api/assinatura/portal', { method: 'POST', body: {} }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      toast.error('Erro ao abrir portal de gerenciamento', {
        description: serverMessage(error) ?? undefined,
      });
    },
  });
}

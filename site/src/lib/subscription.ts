import { useQuery } from '@tanstack/react-query';
import type { SubscriptionStatusView } from '#domain/plans/subscription-rules.ts';
import { api } from './api.ts';
import { useSession } from './auth-client.ts';

// The shop's subscription as GET /api/assinatura/status answers it (check-subscription, spec 000
// §7). Asked while a session exists, again every 120 s (spec 000 §9) and at every sign-in (the
// key carries the user id). Any failure counts as not subscribed: a page must never grant Premium
// because the check broke, and never break because of it either.

export type SubscriptionStatus = SubscriptionStatusView;

export const notSubscribed: SubscriptionStatus = {
  subscribed: false,
  product_id: null,
  subscription_end: null,
  status: null,
  plano_tipo: 'sem_plano',
};

export const subscriptionRefetchMs = 120_000;

/** Prefix of every user's status query, for invalidating after a checkout or the portal. */
export const subscriptionKey = ['assinatura', 'status'] as const;

export async function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionStatus> {
  try {
    return await api<SubscriptionStatus>('/api/assinatura/status', { signal });
  } catch (error) {
    // A cancelled query must stay cancelled, not become an answer.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.warn('Não foi possível verificar a assinatura:', error);
    return notSubscribed;
  }
}

export function useSubscription() {
  const session = useSession();
  const userId = session.data?.user.id ?? null;
  const query = useQuery({
    queryKey: [...subscriptionKey, userId],
    queryFn: ({ signal }) => fetchSubscription(signal),
    enabled: userId !== null,
    refetchInterval: subscriptionRefetchMs,
    staleTime: 0,
  });
  return {
    subscription: (userId !== null && query.data) || notSubscribed,
    isSignedIn: userId !== null,
    /** The session or, with one, its first status answer is still on the way. */
    isLoading: session.isPending || (userId !== null && query.isPending),
  };
}

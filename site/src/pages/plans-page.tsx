import { AlertCircle, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FreePlanCard, PremiumPlanCard } from '../components/plans/plan-cards.tsx';
import { chosenPlanFromState } from '../components/plans/plan-choice.ts';
import { usePlans } from '../components/plans/plans-api.ts';
import { PremiumAction } from '../components/plans/premium-action.tsx';
import { Button } from '../components/ui/button.tsx';
import { useSubscription } from '../lib/subscription.ts';

// /assinatura (spec 000 §2): open to visitors. A visitor who chose Premium was sent to log in
// and comes back here with the choice in the location state: that card is highlighted and
// scrolled into view, and the checkout waits for a deliberate click (no payment page opens by surprise).

function PlansError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <AlertCircle aria-hidden="true" className="mx-auto size-8 text-red-700" />
      <p className="mt-3 font-semibold text-red-900">Não foi possível carregar os planos.</p>
      <Button variant="outline" className="mt-4" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
        Tentar novamente
      </Button>
    </div>
  );
}

export function PlansPage() {
  const location = useLocation();
  const chosen = chosenPlanFromState(location.state);
  const plans = usePlans();
  const { subscription, isSignedIn, isLoading } = useSubscription();

  useEffect(() => {
    if (chosen && plans.data) {
      document.getElementById('plano-premium')?.scrollIntoView({ block: 'center' });
    }
  }, [chosen, plans.data]);

  const isPremium = subscription.subscribed;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Assinatura</h1>
        <p className="mt-3 text-lg text-slate-600">
          Escolha o plano da sua loja e responda aos desejos dos clientes da sua cidade.
        </p>
      </header>

      {chosen && !isPremium && (
        <p
          role="status"
          className="mx-auto mt-8 max-w-2xl rounded-xl border border-brand-600 bg-brand-50 p-4 text-center text-slate-800"
        >
          Você escolheu o plano <strong>Premium</strong>. Confira os detalhes e confirme abaixo para ir ao
          pagamento.
        </p>
      )}

      <div className="mt-10">
        {plans.isPending && (
          <div role="status" className="grid gap-8 md:grid-cols-2">
            <span className="sr-only">Carregando planos...</span>
            {[1, 2].map((n) => (
              <div key={n} aria-hidden="true" className="h-[32rem] animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </div>
        )}
        {plans.isError && <PlansError onRetry={() => plans.refetch()} isRetrying={plans.isFetching} />}
        {plans.data && (
          <div className="grid items-stretch gap-8 md:grid-cols-2">
            <FreePlanCard
              plans={plans.data}
              isCurrent={isSignedIn && subscription.plano_tipo === 'associado_gratuito'}
            />
            <PremiumPlanCard
              plans={plans.data}
              isHighlighted={chosen === 'premium'}
              isCurrent={isPremium}
              action={
                <PremiumAction
                  isSubscribed={isPremium}
                  isOnlinePayment={plans.data.pagamentoOnline}
                  isSignedIn={isSignedIn}
                  isSessionPending={isLoading}
                />
              }
            />
          </div>
        )}
      </div>

      <p className="mt-10 text-center text-sm text-slate-600">
        Valores em reais. A assinatura Premium renova todo mês e pode ser cancelada a qualquer momento.
      </p>
    </section>
  );
}

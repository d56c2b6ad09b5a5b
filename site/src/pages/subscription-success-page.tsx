import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { planConfig } from '#domain/plans/plan-config.ts';
import { couponOffer } from '../components/plans/format.ts';
import { Button } from '../components/ui/button.tsx';
import { subscriptionKey, useSubscription } from '../lib/subscription.ts';

// /assinatura/sucesso, Stripe's success_url (spec 000 §2): the dashboard after 10 s (spec 000 §9)
// with the seconds left on screen and a button to go at once. The page says the subscription is
// confirmed only when the server says so (GET /api/assinatura/status, which the signed Stripe
// webhook updates): anyone can type this address. Stripe's return carries `session_id`; until the
// webhook lands, that return says the payment is being confirmed.

const redirectSeconds = 10;
const dashboardPath = '/minha-conta/dashboard';

const pendingPollMs = 3_000;

function Outcome() {
  const [searchParams] = useSearchParams();
  const { subscription, isLoading } = useSubscription();
  const queryClient = useQueryClient();
  const isReturnFromCheckout = searchParams.has('session_id');
  const isPending = isReturnFromCheckout && !isLoading && !subscription.subscribed;

  useEffect(() => {
    if (!isPending) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: subscriptionKey }),
      pendingPollMs,
    );
    return () => clearInterval(timer);
  }, [isPending, queryClient]);

  if (subscription.subscribed) {
    return (
      <>
        <CircleCheck aria-hidden="true" className="size-16 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          Assinatura confirmada!
        </h1>
        <p className="mt-3 text-lg text-slate-700">
          Sua loja agora é {planConfig.premium.nome}: faça ofertas ilimitadas para os desejos da sua cidade.
        </p>
        <p className="mt-2 text-slate-600">
          Associados das entidades parceiras têm {couponOffer(planConfig.cupomAssociado)}.
        </p>
      </>
    );
  }
  return (
    <>
      <Clock aria-hidden="true" className="size-16 text-slate-400" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {isReturnFromCheckout ? 'Confirmando sua assinatura...' : 'Sua assinatura'}
      </h1>
      <p role="status" className="mt-3 text-lg text-slate-700">
        {isReturnFromCheckout
          ? 'Assim que o pagamento for confirmado, seu plano aparece no seu painel.'
          : 'A situação do seu plano aparece no seu painel.'}
      </p>
    </>
  );
}

export function SubscriptionSuccessPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [secondsLeft, setSecondsLeft] = useState(redirectSeconds);

  useEffect(() => {
    // The webhook has usually updated the plan by now: ask for the status again.
    void queryClient.invalidateQueries({ queryKey: subscriptionKey });
  }, [queryClient]);

  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const left = redirectSeconds - Math.floor((Date.now() - startedAt) / 1000);
      setSecondsLeft(Math.max(0, left));
      if (left <= 0) {
        clearInterval(timer);
        navigate(dashboardPath, { replace: true });
      }
    }, 250);
    return () => clearInterval(timer);
  }, [navigate]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <Outcome />
      <p className="mt-8 text-slate-700">
        Você será levado ao seu painel em <span className="font-semibold tabular-nums">{secondsLeft}</span>{' '}
        {secondsLeft === 1 ? 'segundo' : 'segundos'}.
      </p>
      <Button asChild size="lg" className="mt-4">
        <Link to={dashboardPath} replace>
          Ir para o painel agora
        </Link>
      </Button>
    </section>
  );
}

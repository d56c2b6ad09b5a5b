import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { planConfig } from '#domain/plans/plan-config.ts';
import { couponOffer } from '../components/plans/format.ts';
import { Button } from '../components/ui/button.tsx';
import { subscriptionKey } from '../lib/subscription.ts';

// /assinatura/sucesso, Stripe's success_url (spec 000 §2): thanks, then the dashboard after 10 s
// (spec 000 §9) with the seconds left on screen and a button to go at once.

const redirectSeconds = 10;
const dashboardPath = '/minha-conta/dashboard';

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

import { CalendarClock, CreditCard, LoaderCircle, Lock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { planConfig } from '#domain/plans/plan-config.ts';
import { couponOffer, formatSubscriptionDate, monthlyPrice } from '../components/plans/format.ts';
import { savePlanChoice } from '../components/plans/plan-choice.ts';
import { usePortal } from '../components/plans/plans-api.ts';
import { Button } from '../components/ui/button.tsx';
import { type SubscriptionStatus, useSubscription } from '../lib/subscription.ts';

// /assinatura/gerenciar (spec 000 §2): the shop's subscription and the way to Stripe's billing
// portal (card, invoices, cancellation). The portal needs a session ('Acesso negado', spec 000 §6).

function AccessDenied() {
  return (
    <div role="alert" className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-6">
      <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Lock aria-hidden="true" className="size-5 text-amber-700" />
        Acesso negado
      </p>
      <p className="mt-2 text-slate-700">
        Entre na sua conta de lojista para ver e gerenciar a sua assinatura.
      </p>
      <Button asChild className="mt-4">
        <Link to="/minha-conta/login" onClick={() => savePlanChoice({ voltarPara: '/assinatura/gerenciar' })}>
          Entrar na minha conta
        </Link>
      </Button>
    </div>
  );
}

function StatusSummary({ subscription }: { subscription: SubscriptionStatus }) {
  const end = formatSubscriptionDate(subscription.subscription_end);
  if (subscription.subscribed && subscription.status === 'trialing') {
    return (
      <>
        <p className="text-xl font-semibold text-slate-900">Premium em período de teste</p>
        <p className="mt-1 flex items-center gap-2 text-slate-700">
          <CalendarClock aria-hidden="true" className="size-4 text-brand-700" />
          {end ? `Período de teste até ${end}` : 'Período de teste em andamento'}
        </p>
      </>
    );
  }
  if (subscription.subscribed) {
    return (
      <>
        <p className="text-xl font-semibold text-slate-900">Premium ativo</p>
        {end && (
          <p className="mt-1 flex items-center gap-2 text-slate-700">
            <CalendarClock aria-hidden="true" className="size-4 text-brand-700" />
            Próxima cobrança em {end}
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <p className="text-xl font-semibold text-slate-900">Sem assinatura</p>
      <p className="mt-1 text-slate-700">
        {subscription.plano_tipo === 'associado_gratuito'
          ? `Sua loja está no plano ${planConfig.associado.nome} (até ${planConfig.associado.limiteDiario} ofertas por dia).`
          : 'Sua loja ainda não tem um plano pago.'}
      </p>
    </>
  );
}

function SignedInView({ subscription }: { subscription: SubscriptionStatus }) {
  const portal = usePortal();
  const isOpening = portal.isPending || portal.isSuccess;
  return (
    <div className="mt-8 space-y-6">
      <section
        aria-label="Situação da assinatura"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <p className="text-sm text-slate-600">Situação da assinatura</p>
        <div className="mt-1">
          <StatusSummary subscription={subscription} />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button size="lg" onClick={() => portal.mutate()} disabled={isOpening}>
            {isOpening ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <CreditCard aria-hidden="true" />
            )}
            Gerenciar assinatura
          </Button>
          {!subscription.subscribed && (
            <Button asChild variant="outline" size="lg">
              <Link to="/assinatura">Ver planos</Link>
            </Button>
          )}
        </div>
        <p className="mt-3 text-sm text-slate-600">
          No portal seguro do cartão você troca a forma de pagamento, vê as faturas e cancela quando quiser.
        </p>
      </section>

      <section aria-label="Condições do Premium" className="rounded-2xl bg-brand-50 p-6">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <Sparkles aria-hidden="true" className="size-5 text-brand-700" />
          Premium: ofertas ilimitadas por {monthlyPrice(planConfig.premium.mensalCentavos)}
        </p>
        <p className="mt-2 text-slate-700">
          Para associados das entidades parceiras, o Premium começa com{' '}
          {couponOffer(planConfig.cupomAssociado)}.
        </p>
      </section>
    </div>
  );
}

export function SubscriptionManagePage() {
  const { subscription, isSignedIn, isLoading } = useSubscription();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Gerenciar Assinatura</h1>
      <p className="mt-2 text-lg text-slate-600">
        Veja a situação do seu plano e gerencie a forma de pagamento.
      </p>
      {isLoading ? (
        <div role="status" className="mt-8 flex items-center gap-2 text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Carregando sua assinatura...
        </div>
      ) : isSignedIn ? (
        <SignedInView subscription={subscription} />
      ) : (
        <AccessDenied />
      )}
    </section>
  );
}

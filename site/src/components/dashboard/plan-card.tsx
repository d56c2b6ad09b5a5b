import { Link } from 'react-router';
import type { DashboardData } from '../../lib/dashboard-api.ts';
import { Button } from '../ui/button.tsx';

// The plan card (spec 000 §2 Dashboard): the plan and a progress bar of consultas_hoje over
// limite_diario. Premium has no limit to draw; a shop without a plan has none either.

const PLAN_NAMES: Record<string, string> = {
  sem_plano: 'Sem Plano',
  associado_gratuito: 'Plano Gratuito (Associado)',
  premium: 'Premium',
  stripe_subscription: 'Premium',
};

export function PlanCard({ plano }: { plano: DashboardData['plano'] }) {
  // A zero limit (sem_plano, or a plan switched off) is no quota at all: a bar would read "0 of 0"
  // as full and healthy, so the card says there is no plan and where to choose one instead.
  const hasNoPlan = !plano.ilimitado && plano.limiteDiario <= 0;
  return (
    <section aria-label="Seu plano" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm text-slate-500">Seu plano</p>
          <p className="text-lg font-semibold text-slate-900">{PLAN_NAMES[plano.tipo] ?? plano.tipo}</p>
          {plano.associacao && <p className="text-sm text-slate-600">{plano.associacao}</p>}
        </div>
        {!plano.ilimitado && (
          <Button asChild size="sm">
            <Link to="/assinatura">{hasNoPlan ? 'Escolher um plano' : 'Fazer upgrade'}</Link>
          </Button>
        )}
      </div>
      {plano.ilimitado ? (
        <p className="mt-3 text-sm text-slate-700">Ofertas ilimitadas.</p>
      ) : hasNoPlan ? (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Você ainda não tem um plano ativo. Contrate um plano para enviar ofertas às oportunidades.
        </p>
      ) : (
        <DailyQuota used={plano.consultasHoje} limit={plano.limiteDiario} />
      )}
    </section>
  );
}

function DailyQuota({ used, limit }: { used: number; limit: number }) {
  const percent = Math.min(100, Math.round((used / limit) * 100));
  return (
    <div className="mt-3 space-y-1">
      <p className="text-sm text-slate-700">
        Ofertas hoje: {used} de {limit}
      </p>
      <div
        role="progressbar"
        aria-label="Ofertas usadas hoje"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

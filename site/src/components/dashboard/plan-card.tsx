import { Link } from 'react-router';
import type { DashboardData } from '../../lib/dashboard-api.ts';
import { Button } from '../ui/button.tsx';

// The plan card (spec 000 §2 Dashboard): the plan and a progress bar of consultas_hoje over
// limite_diario. Premium has no limit to draw.

const PLAN_NAMES: Record<string, string> = {
  sem_plano: 'Sem Plano',
  associado_gratuito: 'Plano Gratuito (Associado)',
  premium: 'Premium',
  stripe_subscription: 'Premium',
};

export function PlanCard({ plano }: { plano: DashboardData['plano'] }) {
  const { consultasHoje, limiteDiario } = plano;
  const percent = limiteDiario > 0 ? Math.min(100, Math.round((consultasHoje / limiteDiario) * 100)) : 100;
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
            <Link to="/assinatura">Fazer upgrade</Link>
          </Button>
        )}
      </div>
      {plano.ilimitado ? (
        <p className="mt-3 text-sm text-slate-700">Ofertas ilimitadas.</p>
      ) : (
        <div className="mt-3 space-y-1">
          <p className="text-sm text-slate-700">
            Ofertas hoje: {consultasHoje} de {limiteDiario}
          </p>
          <div
            role="progressbar"
            aria-label="Ofertas usadas hoje"
            aria-valuemin={0}
            aria-valuemax={limiteDiario}
            aria-valuenow={consultasHoje}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
          {plano.tipo === 'sem_plano' && (
            <p className="text-sm text-slate-600">Contrate um plano para enviar ofertas às oportunidades.</p>
          )}
        </div>
      )}
    </section>
  );
}

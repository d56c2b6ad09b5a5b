import { type PlanoTipoFiltro, planoLabels } from '#domain/admin/shop-schemas.ts';
import { cn } from '../../../lib/cn.ts';

const tones: Record<PlanoTipoFiltro, string> = {
  associado_gratuito: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  sem_plano: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  stripe_subscription: 'bg-violet-50 text-violet-800 ring-violet-600/20',
  premium: 'bg-amber-50 text-amber-800 ring-amber-600/20',
};

export function PlanBadge({ tipo }: { tipo: PlanoTipoFiltro }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tipo],
      )}
    >
      {planoLabels[tipo]}
    </span>
  );
}

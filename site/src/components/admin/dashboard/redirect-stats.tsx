import { RefreshCw } from 'lucide-react';
import { REDIRECT_STATS_LABELS, type RedirectStats } from '#domain/whatsapp-redirect/redirect-settings.ts';
import { useErrorLog } from '../../../lib/admin-api.ts';
import { useRedirectStats } from '../../../lib/admin-redirect-api.ts';
import { Button } from '../../ui/button.tsx';

// Accesses that reached WhatsApp (spec 001 §9). A failed load is only logged (§8): the cards show
// a dash.

const number = new Intl.NumberFormat('pt-BR');
const KEYS = Object.keys(REDIRECT_STATS_LABELS) as Array<keyof RedirectStats>;

export function RedirectStatsCards() {
  const { data, error, isFetching, refetch } = useRedirectStats();
  useErrorLog(error, 'as estatísticas do redirect');
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-800">Acessos redirecionados ao WhatsApp</h3>
        <Button variant="ghost" size="sm" onClick={() => refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className={isFetching ? 'animate-spin' : undefined} />
          Atualizar estatísticas
        </Button>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-busy={isFetching}>
        {KEYS.map((key) => (
          <div key={key} className="rounded-lg border border-slate-200 p-4">
            <dt className="text-sm font-medium text-slate-600">{REDIRECT_STATS_LABELS[key]}</dt>
            <dd className="mt-2 text-2xl font-bold text-slate-900">
              {data ? number.format(data[key]) : '—'}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

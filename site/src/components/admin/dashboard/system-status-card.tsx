import { Activity, RefreshCw } from 'lucide-react';
import type { ServiceHealth, ServiceName } from '#domain/admin/system-status-rules.ts';
import { useErrorLog } from '../../../lib/admin-api.ts';
import { useSystemStatus } from '../../../lib/admin-dashboard-api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../dashboard/format.ts';
import { Button } from '../../ui/button.tsx';
import { Badge, StatusBadge } from './badges.tsx';
import { HumanQueueLine } from './human-takeover.tsx';

// System Status card (spec 001 §2.2, rules §9): Database, WhatsApp API, AI Service, Bot Response,
// each with its badge, last check and a manual refresh; refreshed by itself every 2 minutes.

const SERVICES: ServiceName[] = ['Database', 'WhatsApp API', 'AI Service', 'Bot Response'];

function overall(services: ServiceHealth[]) {
  if (services.some((s) => s.status === 'offline')) return <Badge color="red">Atenção Necessária</Badge>;
  if (services.every((s) => s.status === 'online')) return <Badge color="green">Sistema OK</Badge>;
  return <Badge color="amber">Sistema Degradado</Badge>;
}

export function SystemStatusCard() {
  const { data, error, isFetching, refetch } = useSystemStatus();
  useErrorLog(error, 'o status do sistema');
  const services = data?.services ?? [];

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Activity aria-hidden="true" className="size-5 text-slate-500" />
        <span className="text-sm text-slate-600">Situação geral:</span>
        {services.length > 0 ? overall(services) : <Badge color="slate">Verificando...</Badge>}
      </div>
      {error && <p className="text-sm text-red-700">Não foi possível verificar o status do sistema.</p>}
      {data?.atendimentoHumano && <HumanQueueLine summary={data.atendimentoHumano} />}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map((name) => {
          const service = services.find((s) => s.name === name);
          return (
            <li key={name} aria-label={name} className="rounded-lg border border-slate-200 p-4">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium text-slate-900">{name}</span>
                {service && <StatusBadge status={service.status} />}
              </div>
              <p className="mt-2 min-h-10 text-sm text-slate-600">{service?.message ?? '—'}</p>
              <div className="mt-2 flex items-center justify-between gap-2 text-xs text-slate-500">
                <span>
                  {service ? (
                    <>
                      Última verificação:{' '}
                      <time dateTime={service.lastCheck}>{formatDateTime(service.lastCheck)}</time>
                    </>
                  ) : (
                    'Sem verificação'
                  )}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Verificar ${name} agora`}
                  onClick={() => refetch()}
                  disabled={isFetching}
                >
                  <RefreshCw aria-hidden="true" className={cn(isFetching && 'animate-spin')} />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { Handshake, Heart, Send, Store } from 'lucide-react';
import type { ComponentType } from 'react';
import { useId, useState } from 'react';
import type { DashboardOverview } from '#domain/admin/dashboard-schemas.ts';
import { useErrorLog } from '../../../lib/admin-api.ts';
import { useActiveCities, useOverview } from '../../../lib/admin-dashboard-api.ts';
import { Field, inputClass } from '../field.tsx';
import { HumanQueueLine } from './human-takeover.tsx';

// Visão Geral (spec 001 §2.2): four counters, for all cities or one active city.

const COUNTERS: Array<{
  key: Exclude<keyof DashboardOverview, 'atendimentoHumano'>;
  title: string;
  hint: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}> = [
  { key: 'totalDesejos', title: 'Total de Desejos', hint: 'Pedidos de clientes', icon: Heart },
  { key: 'totalLojistas', title: 'Total de Lojistas', hint: 'Parceiros cadastrados', icon: Store },
  { key: 'totalMatches', title: 'Total de Matches', hint: 'Conexões realizadas', icon: Handshake },
  { key: 'totalOfertas', title: 'Total de Ofertas', hint: 'Propostas enviadas', icon: Send },
];

const number = new Intl.NumberFormat('pt-BR');

export function CitySelect({
  value,
  onChange,
  label = 'Cidade',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const id = useId();
  const { data: cidades, error } = useActiveCities();
  useErrorLog(error, 'as cidades');
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        <option value="">Todas as cidades</option>
        {cidades?.map((cidade) => (
          <option key={cidade.id} value={String(cidade.id)}>
            {cidade.nome} - {cidade.estado}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function OverviewSection() {
  const [cidade, setCidade] = useState('');
  const { data, error } = useOverview(cidade);
  useErrorLog(error, 'os contadores');
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <CitySelect value={cidade} onChange={setCidade} />
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {COUNTERS.map(({ key, title, hint, icon: Icon }) => (
          <div key={key} className="rounded-lg border border-slate-200 p-4">
            <dt className="flex items-center justify-between text-sm font-medium text-slate-600">
              {title}
              <Icon aria-hidden="true" className="size-4 text-slate-400" />
            </dt>
            <dd className="mt-2 text-2xl font-bold text-slate-900">
              {data ? number.format(data[key]) : '—'}
            </dd>
            <dd className="text-xs text-slate-500">{hint}</dd>
          </div>
        ))}
      </dl>
      {data && <HumanQueueLine summary={data.atendimentoHumano} />}
    </div>
  );
}

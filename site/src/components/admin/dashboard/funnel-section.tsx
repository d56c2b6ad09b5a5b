import { lazy, Suspense, useId, useState } from 'react';
import { saoPauloYmd } from '#domain/dates.ts';
import { useErrorToast } from '../../../lib/admin-api.ts';
import { type FunnelFilters, useFunnel } from '../../../lib/admin-dashboard-api.ts';
import { ApiError } from '../../../lib/api.ts';
import { useCategorias } from '../../../lib/reference-data.ts';
import { PageLoader } from '../../layout/page-loader.tsx';
import { Field, inputClass } from '../field.tsx';
import { FunnelShopsTable } from './funnel-shops-table.tsx';
import { CitySelect } from './overview-section.tsx';

// Funil de Desejos (issue 7, beyond the spec): wishes → reached a shop → got an offer → closed, for
// a period, a city and a category, the cities where wishes found no shop, and the shops that
// received the period's opportunities with their ratings.

const FunnelChart = lazy(async () => ({ default: (await import('./funnel-charts.tsx')).FunnelChart }));
const NoShopCitiesChart = lazy(async () => ({
  default: (await import('./funnel-charts.tsx')).NoShopCitiesChart,
}));

const number = new Intl.NumberFormat('pt-BR');

function defaultPeriod(): Pick<FunnelFilters, 'from' | 'to'> {
  const now = new Date();
  return { from: saoPauloYmd(new Date(now.getTime() - 29 * 86_400_000)), to: saoPauloYmd(now) };
}

export function FunnelSection() {
  const [filters, setFilters] = useState<FunnelFilters>({ ...defaultPeriod(), cidade: '', categoria: '' });
  const { data: funnel, error, isPending } = useFunnel(filters);
  const ids = { from: useId(), to: useId(), categoria: useId() };
  const { data: categorias } = useCategorias();
  const set = (patch: Partial<FunnelFilters>) => setFilters((current) => ({ ...current, ...patch }));
  useErrorToast(error, error instanceof ApiError ? error.message : 'Não foi possível carregar o funil');

  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <DateField id={ids.from} label="De" value={filters.from} onChange={(from) => set({ from })} />
        <DateField id={ids.to} label="Até" value={filters.to} onChange={(to) => set({ to })} />
        <CitySelect value={filters.cidade} onChange={(cidade) => set({ cidade })} />
        <Field id={ids.categoria} label="Categoria">
          <select
            id={ids.categoria}
            value={filters.categoria}
            onChange={(event) => set({ categoria: event.target.value })}
            className={inputClass}
          >
            <option value="">Todas as categorias</option>
            {categorias?.map((categoria) => (
              <option key={categoria.id} value={String(categoria.id)}>
                {categoria.nome}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {isPending && !error ? (
        <PageLoader />
      ) : funnel ? (
        <Suspense fallback={<PageLoader />}>
          <figure className="space-y-2">
            <figcaption className="font-medium text-slate-900">
              Desejos → matches → ofertas → fechados
            </figcaption>
            <FunnelChart funnel={funnel} />
            <p className="text-sm text-slate-600">
              {number.format(funnel.totalMatches)} matches e {number.format(funnel.totalOfertas)} ofertas para
              os desejos do período.
            </p>
          </figure>
          <figure className="space-y-2">
            <figcaption className="font-medium text-slate-900">
              Cidades onde os desejos não encontraram loja
            </figcaption>
            <NoShopCitiesChart funnel={funnel} />
          </figure>
        </Suspense>
      ) : null}
      <FunnelShopsTable filters={filters} />
    </div>
  );
}

function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </Field>
  );
}

import { useState } from 'react';
import { type CidadeStatus, cidadeStatuses } from '#domain/admin/location-schemas.ts';
import { useErrorToast } from '../../../lib/admin-api.ts';
import {
  type CidadeFilters,
  type EstadoRow,
  locationLoadError,
  useLocationCidades,
  useToggleCidade,
} from '../../../lib/admin-locations-api.ts';
import { cn } from '../../../lib/cn.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { SelectField } from '../../form/select-field.tsx';
import { QueryStates } from '../load-states.tsx';
import { Switch } from '../switch.tsx';
import { Empty, SearchBox, StatusText } from './location-ui.tsx';

// The Cidades tab: 5,570 municipalities are searched on the server (folded name, state, status)
// and at most 50 come back with the total, so typing never ships the whole table. An inactive city
// that no admin switched off still takes wishes (DECISIONS.md "Cities"): its row says so.

const SEARCH_DELAY_MS = 250;

const statusLabels: Record<CidadeStatus, string> = { ativas: 'Ativas', inativas: 'Inativas' };

export function CidadesPanel({ estados }: { estados: EstadoRow[] }) {
  const [busca, setBusca] = useState('');
  const [estado, setEstado] = useState('');
  const [status, setStatus] = useState<CidadeStatus | ''>('');
  // One request when the typing pauses; the previous answer stays on screen meanwhile.
  const filters: CidadeFilters = { busca: useDebounced(busca, SEARCH_DELAY_MS), estado, status };
  const cidades = useLocationCidades(filters);
  const toggle = useToggleCidade(filters);
  useErrorToast(cidades.error, locationLoadError);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox label="Buscar cidade" value={busca} onChange={setBusca} placeholder="Nome da cidade" />
        <SelectField
          label="Estado"
          value={estado}
          onChange={(event) => setEstado(event.target.value)}
          className="w-full sm:w-64"
        >
          <option value="">Todos os estados</option>
          {estados.map((e) => (
            <option key={e.id} value={e.sigla}>
              {e.sigla} - {e.nome}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Situação"
          value={status}
          onChange={(event) => setStatus(event.target.value as CidadeStatus | '')}
          className="w-full sm:w-40"
        >
          <option value="">Todas</option>
          {cidadeStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryStates
        data={cidades.data}
        isPending={cidades.isPending}
        error={{ message: locationLoadError, onRetry: () => cidades.refetch() }}
        isEmpty={(found) => found.cidades.length === 0}
        empty={<Empty>Nenhuma cidade encontrada</Empty>}
      >
        {(found) => (
          <>
            <p aria-live="polite" className="text-xs text-slate-500">
              Mostrando {found.cidades.length} de {found.total.toLocaleString('pt-BR')}{' '}
              {found.total === 1 ? 'cidade' : 'cidades'}
              {found.total > found.cidades.length && ' — refine a busca para ver as demais'}
            </p>
            <ul
              aria-label="Cidades"
              aria-busy={cidades.isFetching}
              className={cn(
                'max-h-[28rem] divide-y divide-slate-100 overflow-y-auto',
                cidades.isPlaceholderData && 'opacity-60',
              )}
            >
              {found.cidades.map((cidade) => (
                <li key={cidade.id} className="flex items-center gap-3 py-2">
                  <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                    {cidade.nome}
                  </span>
                  <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
                    {cidade.estado.sigla}
                  </span>
                  {!cidade.ativo && cidade.aceitaDesejos && (
                    <span
                      title="Sem lojas aprovadas ainda: os desejos daqui são guardados. Desative para recusá-los."
                      className="shrink-0 rounded bg-sky-50 px-1.5 py-0.5 text-xs text-sky-800"
                    >
                      aceita desejos
                    </span>
                  )}
                  <StatusText isActive={cidade.ativo} feminine />
                  <Switch
                    checked={cidade.ativo}
                    label={`${cidade.nome} - ${cidade.estado.sigla}`}
                    onChange={(ativo) => toggle.mutate({ id: cidade.id, ativo })}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { normalizeText } from '#domain/text.ts';
import type { EstadoRow } from '../../../lib/admin-locations-api.ts';
import { useToggleEstado } from '../../../lib/admin-locations-api.ts';
import { Switch } from '../switch.tsx';
import { Empty, SearchBox, StatusText } from './location-ui.tsx';

// The Estados tab: the 27 states (and any added), searched in the page by name or sigla, accents
// and case ignored, each with its active cities and its switch.

export function EstadosPanel({ estados }: { estados: EstadoRow[] }) {
  const [busca, setBusca] = useState('');
  const toggle = useToggleEstado();
  const shown = useMemo(() => {
    const folded = normalizeText(busca);
    if (!folded) return estados;
    return estados.filter((e) => normalizeText(e.nome).includes(folded) || e.sigla.toLowerCase() === folded);
  }, [estados, busca]);

  return (
    <div className="space-y-3">
      <SearchBox label="Buscar estado" value={busca} onChange={setBusca} placeholder="Nome ou sigla" />
      {shown.length === 0 ? (
        <Empty>Nenhum estado encontrado</Empty>
      ) : (
        <ul aria-label="Estados" className="max-h-[28rem] divide-y divide-slate-100 overflow-y-auto">
          {shown.map((estado) => (
            <li key={estado.id} className="flex items-center gap-3 py-2">
              <span className="w-10 shrink-0 font-mono text-sm font-semibold text-slate-700">
                {estado.sigla}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{estado.nome}</span>
                <span className="block text-xs text-slate-500">
                  {estado.cidadesAtivas}/{estado.cidades} cidades ativas
                </span>
              </span>
              <StatusText isActive={estado.ativo} />
              <Switch
                checked={estado.ativo}
                label={`${estado.nome} (${estado.sigla})`}
                onChange={(ativo) => toggle.mutate({ id: estado.id, ativo })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

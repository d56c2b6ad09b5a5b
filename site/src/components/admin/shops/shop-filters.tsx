import { matchStatuses, matchStatusLabels, planoLabels } from '#domain/admin/shop-schemas.ts';
import { planoTipos } from '#domain/plans/plan-types.ts';
import type { ShopFilterState } from '../../../lib/admin-shops-api.ts';
import { useCidades, useEstados } from '../../../lib/reference-data.ts';
import { SelectField } from '../../form/select-field.tsx';
import { Button } from '../../ui/button.tsx';

// The filter card of /gestao/lojistas (spec 001 §2.5): Estado, Cidade (the chosen state's
// cities), Tipo de Plano, Status de Matches and 'Limpar Filtros'.

export function ShopFilters({
  value,
  onChange,
}: {
  value: ShopFilterState;
  onChange: (next: ShopFilterState) => void;
}) {
  const estados = useEstados();
  const cidades = useCidades(value.estado);
  return (
    <section aria-label="Filtros" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <SelectField
          label="Estado"
          value={value.estado}
          onChange={(e) => onChange({ ...value, estado: e.target.value, cidade: '' })}
        >
          <option value="">Todos os estados</option>
          {estados.data?.map((estado) => (
            <option key={estado.sigla} value={estado.sigla}>
              {estado.nome} ({estado.sigla})
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Cidade"
          value={value.cidade}
          disabled={value.estado === ''}
          onChange={(e) => onChange({ ...value, cidade: e.target.value })}
        >
          <option value="">Todas as cidades</option>
          {cidades.data?.map((cidade) => (
            <option key={cidade.id} value={cidade.nome}>
              {cidade.nome}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Tipo de Plano"
          value={value.plano_tipo}
          onChange={(e) =>
            onChange({ ...value, plano_tipo: e.target.value as ShopFilterState['plano_tipo'] })
          }
        >
          <option value="">Todos os planos</option>
          {planoTipos.map((tipo) => (
            <option key={tipo} value={tipo}>
              {planoLabels[tipo]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status de Matches"
          value={value.matches}
          onChange={(e) => onChange({ ...value, matches: e.target.value as ShopFilterState['matches'] })}
        >
          <option value="">Todos</option>
          {matchStatuses.map((status) => (
            <option key={status} value={status}>
              {matchStatusLabels[status]}
            </option>
          ))}
        </SelectField>
        <Button
          variant="outline"
          onClick={() => onChange({ estado: '', cidade: '', plano_tipo: '', matches: '' })}
        >
          Limpar Filtros
        </Button>
      </div>
    </section>
  );
}

import { useMemo } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useCidades, useEstados } from '../../lib/reference-data.ts';
import { ComboboxField } from './combobox-field.tsx';

// Estado then Cidade (spec 000 §2, spec 001 §2.8): the state list shows name and abbreviation and
// is searched by either (an exact one first: domain/search.ts); the city list stays disabled until
// a state is chosen and offers only that state's active cities. Changing the state clears the city. Values stored: the abbreviation and the city name.

export function LocationFields<T extends FieldValues>({
  control,
  estadoName,
  cidadeName,
}: {
  control: Control<T>;
  estadoName: FieldPath<T>;
  cidadeName: FieldPath<T>;
}) {
  const estado = useController({ control, name: estadoName });
  const cidade = useController({ control, name: cidadeName });
  const sigla = typeof estado.field.value === 'string' ? estado.field.value : '';
  const estados = useEstados();
  const cidades = useCidades(sigla);

  const estadoOptions = useMemo(
    () =>
      (estados.data ?? []).map((e) => ({
        value: e.sigla,
        label: `${e.nome} (${e.sigla})`,
        keywords: [e.nome, e.sigla],
      })),
    [estados.data],
  );
  const cidadeOptions = useMemo(
    () => (cidades.data ?? []).map((c) => ({ value: c.nome, label: c.nome })),
    [cidades.data],
  );
  const loadError = estados.error ?? cidades.error;

  return (
    <>
      <ComboboxField
        label="Estado *"
        name={estado.field.name}
        inputRef={estado.field.ref}
        options={estadoOptions}
        value={sigla}
        onChange={(value) => {
          if (value !== sigla) cidade.field.onChange('');
          estado.field.onChange(value);
        }}
        onBlur={estado.field.onBlur}
        placeholder="Selecione o estado"
        isLoading={estados.isPending}
        loadingText="Carregando estados..."
        emptyText="Nenhum estado encontrado"
        error={estado.fieldState.error?.message}
      />
      <ComboboxField
        label="Cidade *"
        name={cidade.field.name}
        inputRef={cidade.field.ref}
        options={cidadeOptions}
        value={typeof cidade.field.value === 'string' ? cidade.field.value : ''}
        onChange={cidade.field.onChange}
        onBlur={cidade.field.onBlur}
        disabled={!sigla}
        placeholder={sigla ? 'Selecione a cidade' : 'Selecione um estado primeiro'}
        isLoading={!!sigla && cidades.isPending}
        loadingText="Carregando cidades..."
        emptyText="Nenhuma cidade encontrada"
        error={cidade.fieldState.error?.message}
      />
      {loadError && (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2">
          Não foi possível carregar os dados de localização
        </p>
      )}
    </>
  );
}

import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MARCA_MAX, marcaInputSchema } from '#domain/admin/understanding-schemas.ts';
import { useErrorToast } from '../../../lib/admin-api.ts';
import {
  marcasLoadError,
  useAddMarca,
  useMarcas,
  useRemoveMarca,
  useSetMarcaAmbigua,
} from '../../../lib/admin-understanding-api.ts';
import { cn } from '../../../lib/cn.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { CheckboxField, LoadingButton, TextField } from '../../form/form-controls.tsx';
import { Button } from '../../ui/button.tsx';
import { QueryStates } from '../load-states.tsx';
import { Empty, SearchBox } from '../locations/location-ui.tsx';
import { Switch } from '../switch.tsx';
import { useAddForm } from './use-add-form.ts';

// The brand list: searched and paged on the server (a few thousand brands), added with the
// "ambígua" flag (a brand that is also a common word, which the bot takes as a brand only with a
// sign of one), switched ambígua per row and removed.

const SEARCH_DELAY_MS = 250;

export function MarcasPanel() {
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(1);
  const settled = useDebounced(busca, SEARCH_DELAY_MS);
  const marcas = useMarcas({ busca: settled, pagina });
  const setAmbigua = useSetMarcaAmbigua();
  const remove = useRemoveMarca();
  useErrorToast(marcas.error, marcasLoadError);

  const pages = marcas.data ? Math.max(1, Math.ceil(marcas.data.total / marcas.data.porPagina)) : 1;
  return (
    <div className="space-y-4">
      <AddMarcaForm />
      <SearchBox
        label="Buscar marca"
        value={busca}
        onChange={(value) => {
          setBusca(value);
          // A new search starts on its first page.
          setPagina(1);
        }}
        placeholder="Nome da marca"
      />
      <QueryStates
        data={marcas.data}
        isPending={marcas.isPending}
        error={{ message: marcasLoadError, onRetry: () => marcas.refetch() }}
        isEmpty={(found) => found.marcas.length === 0}
        empty={<Empty>{settled.trim() ? 'Nenhuma marca encontrada' : 'Nenhuma marca cadastrada'}</Empty>}
      >
        {(found) => (
          <>
            <p aria-live="polite" className="text-xs text-slate-500">
              {found.total.toLocaleString('pt-BR')} {found.total === 1 ? 'marca' : 'marcas'}
              {pages > 1 && ` — página ${found.pagina} de ${pages}`}
            </p>
            <ul
              aria-label="Marcas"
              aria-busy={marcas.isFetching}
              className={cn('divide-y divide-slate-100', marcas.isPlaceholderData && 'opacity-60')}
            >
              {found.marcas.map((marca) => (
                <li key={marca.id} className="flex items-center gap-3 py-2">
                  <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                    {marca.nome}
                  </span>
                  <span
                    aria-hidden="true"
                    className={marca.ambigua ? 'text-xs text-amber-800' : 'text-xs text-slate-500'}
                  >
                    Ambígua
                  </span>
                  <Switch
                    checked={marca.ambigua}
                    label={`${marca.nome} é ambígua`}
                    disabled={setAmbigua.isPending}
                    onChange={(ambigua) => setAmbigua.mutate({ id: marca.id, ambigua })}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remover ${marca.nome}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(marca)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <div className="flex items-center justify-end gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={pagina <= 1}
                  onClick={() => setPagina((p) => Math.max(1, p - 1))}
                >
                  Anterior
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={pagina >= pages}
                  onClick={() => setPagina((p) => Math.min(pages, p + 1))}
                >
                  Próxima
                </Button>
              </div>
            )}
          </>
        )}
      </QueryStates>
    </div>
  );
}

function AddMarcaForm() {
  const add = useAddMarca();
  const {
    register,
    submit,
    formState: { errors },
  } = useAddForm({
    schema: marcaInputSchema,
    defaultValues: { nome: '', ambigua: false },
    add: add.mutate,
    field: 'nome',
    failure: 'Não foi possível adicionar a marca',
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 p-3">
      <TextField
        label="Nova marca"
        {...register('nome')}
        maxLength={MARCA_MAX}
        placeholder="Ex.: Tramontina"
        error={errors.nome?.message}
        aria-required
      />
      <CheckboxField label="Ambígua (também é uma palavra comum, como “Rainha”)" {...register('ambigua')} />
      <LoadingButton type="submit" size="sm" isLoading={add.isPending} loadingText="Adicionando...">
        Adicionar marca
      </LoadingButton>
    </form>
  );
}

import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { TERMO_MAX, type TermoOrigem, termoInputSchema } from '#domain/admin/understanding-schemas.ts';
import { useErrorToast } from '../../../lib/admin-api.ts';
import {
  termosLoadError,
  useAddTermo,
  useRemoveTermo,
  useTermos,
} from '../../../lib/admin-understanding-api.ts';
import { type Categoria, useCategorias } from '../../../lib/reference-data.ts';
import { LoadingButton, TextField } from '../../form/form-controls.tsx';
import { SelectField } from '../../form/select-field.tsx';
import { Button } from '../../ui/button.tsx';
import { Badge } from '../dashboard/badges.tsx';
import { QueryStates } from '../load-states.tsx';
import { Empty } from '../locations/location-ui.tsx';
import { useAddForm } from './use-add-form.ts';

// The terms of one subcategory: pick the category and the subcategory, see its terms with where
// each came from (the seed or an admin), add one (stored folded: no accents, lower case) or remove.

const origemLabel: Record<TermoOrigem, string> = { semente: 'padrão', admin: 'admin' };

export function TermosPanel() {
  const categorias = useCategorias();
  useErrorToast(categorias.error, 'Não foi possível carregar as categorias');
  return (
    <QueryStates
      data={categorias.data}
      isPending={categorias.isPending}
      error={{ message: 'Não foi possível carregar as categorias', onRetry: () => categorias.refetch() }}
    >
      {(lista) => <TermosPicker categorias={lista} />}
    </QueryStates>
  );
}

function TermosPicker({ categorias }: { categorias: Categoria[] }) {
  const [categoriaId, setCategoriaId] = useState('');
  const [subcategoriaId, setSubcategoriaId] = useState('');
  const categoria = categorias.find((c) => String(c.id) === categoriaId);
  const chosen = subcategoriaId ? Number(subcategoriaId) : undefined;

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Categoria"
          value={categoriaId}
          onChange={(event) => {
            setCategoriaId(event.target.value);
            setSubcategoriaId('');
          }}
        >
          <option value="">Selecione a categoria</option>
          {categorias.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nome}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Subcategoria"
          value={subcategoriaId}
          disabled={!categoria}
          onChange={(event) => setSubcategoriaId(event.target.value)}
        >
          <option value="">Selecione a subcategoria</option>
          {categoria?.subcategorias.map((s) => (
            <option key={s.id} value={s.id}>
              {s.nome}
            </option>
          ))}
        </SelectField>
      </div>
      {chosen === undefined ? (
        <Empty>Escolha uma categoria e uma subcategoria para ver os termos.</Empty>
      ) : (
        <SubcategoriaTermos key={chosen} subcategoriaId={chosen} />
      )}
    </div>
  );
}

function SubcategoriaTermos({ subcategoriaId }: { subcategoriaId: number }) {
  const termos = useTermos(subcategoriaId);
  const remove = useRemoveTermo();
  useErrorToast(termos.error, termosLoadError);

  return (
    <div className="space-y-3">
      <AddTermoForm subcategoriaId={subcategoriaId} />
      <QueryStates
        data={termos.data}
        isPending={termos.isPending}
        error={{ message: termosLoadError, onRetry: () => termos.refetch() }}
        isEmpty={(found) => found.termos.length === 0}
        empty={<Empty>Nenhum termo nesta subcategoria</Empty>}
      >
        {(found) => (
          <>
            <p aria-live="polite" className="text-xs text-slate-500">
              {found.termos.length} {found.termos.length === 1 ? 'termo' : 'termos'} em{' '}
              {found.subcategoria.nome}
            </p>
            <ul
              aria-label={`Termos de ${found.subcategoria.nome}`}
              aria-busy={termos.isFetching}
              className="max-h-[24rem] divide-y divide-slate-100 overflow-y-auto"
            >
              {found.termos.map((termo) => (
                <li key={termo.id} className="flex items-center gap-3 py-2">
                  <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{termo.termo}</span>
                  <Badge color={termo.origem === 'admin' ? 'blue' : 'slate'}>
                    {origemLabel[termo.origem as TermoOrigem] ?? termo.origem}
                  </Badge>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remover ${termo.termo}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(termo)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </div>
  );
}

function AddTermoForm({ subcategoriaId }: { subcategoriaId: number }) {
  const add = useAddTermo();
  const {
    register,
    submit,
    formState: { errors },
  } = useAddForm({
    schema: termoInputSchema,
    // The subcategory is the panel's choice, not a field: the form is remounted for each.
    defaultValues: { subcategoriaId, termo: '' },
    add: add.mutate,
    field: 'termo',
    failure: 'Não foi possível adicionar o termo',
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
      <TextField
        label="Novo termo"
        {...register('termo')}
        maxLength={TERMO_MAX}
        placeholder="Ex.: furadeira de impacto"
        error={errors.termo?.message ?? errors.subcategoriaId?.message}
        hint="Guardado sem acentos e em minúsculas."
        aria-required
        className="min-w-0 flex-1"
      />
      <LoadingButton
        type="submit"
        size="md"
        className="mt-7"
        isLoading={add.isPending}
        loadingText="Adicionando..."
      >
        Adicionar termo
      </LoadingButton>
    </form>
  );
}

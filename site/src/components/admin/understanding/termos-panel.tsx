import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TERMO_MAX, type TermoOrigem, termoInputSchema } from '#domain/admin/understanding-schemas.ts';
import { useErrorToast } from '../../../lib/admin-dashboard-api.ts';
import {
  termosLoadError,
  useAddTermo,
  useRemoveTermo,
  useTermos,
} from '../../../lib/admin-understanding-api.ts';
import { ApiError } from '../../../lib/api.ts';
import { useCategorias } from '../../../lib/reference-data.ts';
import { LoadingButton, TextField } from '../../form/form-controls.tsx';
import { SelectField } from '../../form/select-field.tsx';
import { Button } from '../../ui/button.tsx';
import { Badge } from '../dashboard/badges.tsx';
import { LoadError, Loading } from '../load-states.tsx';
import { Empty } from '../locations/location-ui.tsx';

// The terms of one subcategory: pick the category and the subcategory, see its terms with where
// each came from (the seed or an admin), add one (stored folded: no accents, lower case) or remove.

const origemLabel: Record<TermoOrigem, string> = { semente: 'padrão', admin: 'admin' };

export function TermosPanel() {
  const categorias = useCategorias();
  const [categoriaId, setCategoriaId] = useState('');
  const [subcategoriaId, setSubcategoriaId] = useState('');
  useErrorToast(categorias.error, 'Não foi possível carregar as categorias');

  if (categorias.isPending) return <Loading />;
  if (!categorias.data) {
    return (
      <LoadError message="Não foi possível carregar as categorias" onRetry={() => categorias.refetch()} />
    );
  }
  const categoria = categorias.data.find((c) => String(c.id) === categoriaId);
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
          {categorias.data.map((c) => (
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
      {termos.isPending ? (
        <Loading />
      ) : !termos.data ? (
        <LoadError message={termosLoadError} onRetry={() => termos.refetch()} />
      ) : termos.data.termos.length === 0 ? (
        <Empty>Nenhum termo nesta subcategoria</Empty>
      ) : (
        <>
          <p aria-live="polite" className="text-xs text-slate-500">
            {termos.data.termos.length} {termos.data.termos.length === 1 ? 'termo' : 'termos'} em{' '}
            {termos.data.subcategoria.nome}
          </p>
          <ul
            aria-label={`Termos de ${termos.data.subcategoria.nome}`}
            aria-busy={termos.isFetching}
            className="max-h-[24rem] divide-y divide-slate-100 overflow-y-auto"
          >
            {termos.data.termos.map((termo) => (
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
    </div>
  );
}

function AddTermoForm({ subcategoriaId }: { subcategoriaId: number }) {
  const [termo, setTermo] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddTermo();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = termoInputSchema.safeParse({ subcategoriaId, termo });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => setTermo(''),
      onError: (failure) => {
        console.error('Não foi possível adicionar o termo:', failure);
        setError(
          failure instanceof ApiError
            ? (failure.fields.termo ?? failure.message)
            : 'Não foi possível adicionar o termo',
        );
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
      <TextField
        label="Novo termo"
        value={termo}
        onChange={(event) => setTermo(event.target.value)}
        maxLength={TERMO_MAX}
        placeholder="Ex.: furadeira de impacto"
        error={error}
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
